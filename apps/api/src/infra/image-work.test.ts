import { randomUUID } from "node:crypto";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageUrl, type ImageVariantName } from "@petsies/domain";
import { customers } from "../db/schema.ts";
import { PASSWORD } from "../test/accounts.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import { multipartBody } from "../test/multipart.ts";
import { newShopper } from "../test/shopper.ts";
import { databaseKinds, TEST_DIR } from "../test/template.ts";
import { Busy } from "./errors.ts";
import {
  IMAGE_BUSY_MESSAGE,
  IMAGE_QUEUE_LENGTH,
  IMAGE_RETRY_AFTER_SECONDS,
  IMAGE_WORKERS,
  imageWorkInHand,
  runImageWork,
  WorkQueue,
} from "./image-work.ts";
import { hashPassword } from "./security/passwords.ts";
import { diskStorage } from "./storage.ts";

/** A job that ends when the test opens it: the order of events is the test's, no clock decides it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Lets every promise callback that is ready run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("the work queue", () => {
  it("runs at most its workers at once, the others in the order they came", async () => {
    const queue = new WorkQueue(2, 10);
    const started: number[] = [];
    const gates = Array.from({ length: 5 }, gate);
    const done = gates.map((g, i) =>
      queue.run(async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    gates[1]!.open();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.open();
    gates[2]!.open();
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    gates[3]!.open();
    gates[4]!.open();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4]);
    expect(queue.inHand).toBe(0);
  });

  it("refuses work with 503 and a retry time once its queue is full; a failed job gives its place on", async () => {
    const queue = new WorkQueue(1, 2);
    const first = gate();
    const running = queue.run(async () => {
      await first.opened;
      throw new Error("broken picture");
    });
    const waiting = [queue.run(async () => "a"), queue.run(async () => "b")];
    const refused = await queue.run(async () => "c").catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(Busy);
    expect(refused).toMatchObject({ statusCode: 503, retryAfterSeconds: IMAGE_RETRY_AFTER_SECONDS, message: IMAGE_BUSY_MESSAGE });
    first.open();
    await expect(running).rejects.toThrow("broken picture");
    expect(await Promise.all(waiting)).toEqual(["a", "b"]);
    expect(await queue.run(async () => "d")).toBe("d");
  });
});

describe.each(databaseKinds)("image work beside sign-in on %s", (kind) => {
  const key = "uploads/2026/01/large-photo.png";
  let t: TestApp;
  let email: string;
  beforeAll(async () => {
    // A photo as large as uploads keep (3000 × 3000 here): each variant of it is real work for sharp.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="3000">
      <defs><linearGradient id="g"><stop offset="0" stop-color="#c8102e"/><stop offset="1" stop-color="#f2c84b"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/><circle cx="1000" cy="1500" r="700" fill="#1f2a44"/></svg>`;
    const storage = diskStorage(path.join(TEST_DIR, "image-work", randomUUID()));
    await storage.put(key, await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer());
    t = await startTestApp(kind, { storage });
    const shopper = await newShopper(t);
    email = shopper.email;
    await t.database.db.update(customers).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(customers.id, shopper.id));
  });
  afterAll(() => t?.close());

  const get = (url: string, ip: string) => t.app.inject({ method: "GET", url, headers: { "x-forwarded-for": ip } });

  it("answers 503 with Retry-After for new image work while the queue is full; stored pictures are still served", async () => {
    const held = Array.from({ length: IMAGE_WORKERS + IMAGE_QUEUE_LENGTH }, gate);
    const holding = held.map((g) => runImageWork(() => g.opened));
    try {
      const variant = await get(imageUrl(key, "tile320"), "10.79.0.1");
      expect(variant.statusCode).toBe(503);
      expect(variant.headers["retry-after"]).toBe(String(IMAGE_RETRY_AFTER_SECONDS));
      expect(variant.json()).toEqual({ code: 503, result: IMAGE_BUSY_MESSAGE });

      const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#c8102e" } }).png().toBuffer();
      const form = multipartBody({ imageType: "1" }, { filename: "a.png", contentType: "image/png", data: png });
      const upload = await t.app.inject({ method: "POST", url: "/api/upload", headers: { ...form.headers, "x-forwarded-for": "10.79.0.2" }, payload: form.payload });
      expect(upload.statusCode).toBe(503);
      expect(upload.headers["retry-after"]).toBe(String(IMAGE_RETRY_AFTER_SECONDS));

      expect((await get(imageUrl(key), "10.79.0.1")).statusCode).toBe(200);
    } finally {
      for (const g of held) g.open();
      await Promise.all(holding);
    }
    expect((await get(imageUrl(key, "tile320"), "10.79.0.1")).statusCode).toBe(200);
  });

  it("signs a shopper in while pictures are made: never more than 2 at once, and the sign-in answered before most of them", async () => {
    // Twelve variants not made yet: twelve pipelines' worth of work, all in hand before the sign-in comes.
    const variants: ImageVariantName[] = [
      "gallery", "gallery900", "gallery675", "gallery450", "thumbnail648", "thumbnail",
      "banner1800", "banner", "tile", "videoPoster", "contentImage", "customizationCartThumbnail",
    ];
    // sharp's own counters, read whenever it queues or finishes a pipeline: how many it has in hand at once.
    // counters() reads `queue`, then `process`; a thread that takes a queued pipeline between the two reads
    // counts it twice (seen 94 times in 80,000 reads with two in hand). The true sum changes only on this
    // thread (a pipeline queued, one finished), so it holds during the probe; the threads can move at most
    // the pipelines queued when it begins, two at most, so one of three reads is whole and the least is true.
    let mostAtOnce = 0;
    const inHand = () => {
      const { queue, process } = sharp.counters();
      return queue + process;
    };
    const probe = () => {
      const reads = [inHand(), inHand(), inHand()];
      mostAtOnce = Math.max(mostAtOnce, Math.min(...reads));
    };
    sharp.queue.on("change", probe);
    const finished: string[] = [];
    // The workers are held until every request has reached the queue, so the work is all there at once.
    const held = Array.from({ length: IMAGE_WORKERS }, gate);
    const holding = held.map((g) => runImageWork(() => g.opened));
    try {
      const pictures = variants.map((name) =>
        get(imageUrl(key, name), "10.79.0.3").then((res) => {
          finished.push(name);
          return res.statusCode;
        }),
      );
      while (imageWorkInHand() < IMAGE_WORKERS + variants.length) await settle();
      const signIn = t.app
        .inject({ method: "POST", url: "/api/user/login", headers: { "x-forwarded-for": "10.79.0.4" }, payload: { username: email, password: PASSWORD } })
        .then((res) => {
          finished.push("sign-in");
          return res.statusCode;
        });
      for (const g of held) g.open();
      expect(await signIn).toBe(200);
      expect(await Promise.all(pictures)).toEqual(variants.map(() => 200));
    } finally {
      for (const g of held) g.open();
      await Promise.all(holding);
      sharp.queue.off("change", probe);
    }
    expect(mostAtOnce).toBe(IMAGE_WORKERS);
    expect(IMAGE_WORKERS).toBeLessThanOrEqual(2);
    // Without the queue the twelve took all four of libuv's threads and the password hash waited behind them.
    expect(finished.indexOf("sign-in"), finished.join(", ")).toBeLessThan(variants.length / 2);
  });
});
