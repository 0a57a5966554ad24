import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customerStories, sharedBirthdays, uploads } from "../../db/schema.ts";
import { accountClient } from "../../test/accounts.ts";
import { useTestApp } from "../../test/app.ts";
import { newShopper } from "../../test/shopper.ts";
import { databaseKinds } from "../../test/template.ts";

const birthday = { petName: "Biscuit", birthday: "2019-04-12", email: "Owner@Example.com" };
const story = { name: "Ann Lee", email: "ann@example.com", story: "Our Forevers plush of Biscuit sits on the sofa where he used to sleep.", consent: true };

describe.each(databaseKinds)("sharing on %s", (kind) => {
  const t = useTestApp(kind);
  const { call } = accountClient(t);

  it("stores a shared birthday, with the customer when a token comes along and a photo of this shop", async () => {
    const guest = await call("POST", "/api/share/artists", birthday);
    expect(guest).toEqual({ status: 200, result: { id: expect.any(Number) } });
    const [row] = await t().database.db.select().from(sharedBirthdays).where(eq(sharedBirthdays.id, guest.result.id));
    expect(row).toMatchObject({ petName: "Biscuit", birthday: "2019-04-12", ownerEmail: "owner@example.com", customerId: null, uploadId: null });

    const ann = await newShopper(t(), "birthday");
    const [photo] = await t()
      .database.db.insert(uploads)
      .values({ type: 1, storageKey: `uploads/test-${randomUUID()}.jpg`, contentType: "image/jpeg", sizeBytes: 10, width: 1, height: 1 })
      .returning({ id: uploads.id });
    const mine = await call("POST", `/api/share/artists?token=${ann.token}`, { ...birthday, uploadId: photo!.id });
    const [saved] = await t().database.db.select().from(sharedBirthdays).where(eq(sharedBirthdays.id, mine.result.id));
    expect(saved).toMatchObject({ customerId: ann.id, uploadId: photo!.id });
  });

  it("refuses a bad birthday share with a message naming the field", async () => {
    for (const [body, words] of [
      [{ ...birthday, petName: " " }, "petName is required"],
      [{ ...birthday, birthday: "12/04/2019" }, "YYYY-MM-DD"],
      [{ ...birthday, birthday: "2999-01-01" }, "birthday cannot be in the future"],
      [{ ...birthday, email: "nope" }, "Please enter a valid e-mail address"],
      [{ ...birthday, uploadId: "not-a-uuid" }, "uploadId"],
      [{ ...birthday, uploadId: randomUUID() }, "uploaded to this shop"],
    ] as const) {
      const res = await call("POST", "/api/share/artists", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.result).toContain(words);
    }
    expect((await call("POST", "/api/share/artists?token=stale", birthday)).status).toBe(401);
  });

  it("stores a customer story only with consent, and refuses bad fields", async () => {
    const res = await call("POST", "/api/share/customer-stories", story);
    expect(res.status).toBe(200);
    const [row] = await t().database.db.select().from(customerStories).where(eq(customerStories.id, res.result.id));
    expect(row).toMatchObject({ name: "Ann Lee", consent: true, story: story.story });
    for (const [body, words] of [
      [{ ...story, consent: false }, "consent is required"],
      [{ ...story, consent: undefined }, "consent is required"],
      [{ ...story, story: "Too short" }, "story must be at least 20 characters"],
      [{ ...story, story: "x".repeat(3001) }, "Please use at most 3000 characters."],
      [{ ...story, name: "" }, "name is required"],
      [{ ...story, email: undefined }, "email is required"],
    ] as const) {
      const bad = await call("POST", "/api/share/customer-stories", body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.result).toContain(words);
    }
  });

  it("limits shares per e-mail address and per client address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await call("POST", "/api/share/artists", { ...birthday, email: "busy@example.com" })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const more: number[] = [];
    for (let i = 0; i < 6; i++) more.push((await call("POST", "/api/share/customer-stories", { ...story, email: `s${i}@example.com` })).status);
    expect(more.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(more.at(-1)).toBe(429);
    expect((await call("POST", "/api/share/customer-stories", { ...story, email: "other@example.com" })).result).toBe("Too many requests. Please wait before trying again.");
  });
});
