import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { carts } from "../../db/schema.ts";
import { readOutbox, type OutboxMessage } from "../../infra/mail.ts";
import { useTestApp } from "../../test/app.ts";
import { databaseKinds } from "../../test/template.ts";
import { RECOVERY_LINK_TTL_MS, REMINDER_AFTER_MS, recoverCart, scheduleCartReminders } from "./recovery.ts";

describe.each(databaseKinds)("cart recovery on %s", (kind) => {
  const t = useTestApp(kind);
  const call = async (method: "GET" | "POST", url: string, payload?: unknown) => {
    const res = await t().app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, result: res.json().result };
  };
  async function cartWith(lines: { sku: string; qty: number }[], email?: string) {
    const cartId = (await call("POST", "/api/cart/create")).result as string;
    for (const cartItem of lines) await call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem });
    if (email) await call("POST", "/api/carts/personal-details-update-requests", { cartId, email, firstName: "Jo" });
    return cartId;
  }
  const later = () => new Date(Date.now() + REMINDER_AFTER_MS + 60_000);
  /** The reminder e-mails to an address, once the app's job worker has sent them. */
  const remindersTo = async (to: string): Promise<OutboxMessage[]> =>
    (await readOutbox(t().outbox)).filter((m) => m.to === to && m.subject === "Your Petsies cart is waiting");
  async function reminderTo(to: string): Promise<OutboxMessage> {
    await expect.poll(async () => (await remindersTo(to)).length, { timeout: 10_000 }).toBeGreaterThan(0);
    return (await remindersTo(to))[0]!;
  }

  it("e-mails one reminder per idle cart with a link that brings the cart back", async () => {
    const db = t().database.db;
    const cartId = await cartWith([{ sku: "petsies_bandana", qty: 2 }], "jo@example.com");
    await cartWith([{ sku: "petsies_bandana", qty: 1 }]); // no e-mail: nobody to remind
    expect(await scheduleCartReminders(db)).toBe(0); // not idle yet
    const reminded = await scheduleCartReminders(db, later());
    expect(reminded).toBeGreaterThanOrEqual(1);
    const mail = await reminderTo("jo@example.com");
    expect(mail.text).toContain("http://shop.test/alerts/recover/cart/id/");
    expect(await scheduleCartReminders(db, later())).toBe(0); // once only

    const [, id, code] = /\/alerts\/recover\/cart\/id\/([^/]+)\/code\/([^/]+)\//.exec(mail.text)!;
    const recovered = await call("POST", `/api/carts/recovery-requests?recoveryId=${id}&recoveryCode=${code}`);
    expect(recovered.status).toBe(200);
    const copy = recovered.result.cartId as string;
    expect(copy).not.toBe(cartId);
    const items = (await call("GET", `/api/cart/pull?cartId=${copy}`)).result;
    expect(items).toEqual([expect.objectContaining({ sku: "petsies_bandana", qty: 2 })]);
    // The original cart is untouched.
    expect((await call("GET", `/api/cart/pull?cartId=${cartId}`)).result).toHaveLength(1);
  });

  it("refuses a wrong or expired code", async () => {
    const db = t().database.db;
    await cartWith([{ sku: "petsies_bandana", qty: 1 }], "max@example.com");
    await scheduleCartReminders(db, later());
    const mail = await reminderTo("max@example.com");
    const [, id, code] = /\/id\/([^/]+)\/code\/([^/]+)\//.exec(mail.text)!;
    const wrong = await call("POST", `/api/carts/recovery-requests?recoveryId=${id}&recoveryCode=nope${code}`);
    expect(wrong).toEqual({ status: 404, result: "This cart link is not valid or has expired." });
    expect((await call("POST", "/api/carts/recovery-requests?recoveryId=x")).status).toBe(400);
    const expired = new Date(Date.now() + REMINDER_AFTER_MS + RECOVERY_LINK_TTL_MS + 120_000);
    await expect(recoverCart(db, id!, code!, null, expired)).rejects.toThrow("not valid or has expired");
    // Only a hash of the code is kept.
    const [row] = await db.select().from(carts).where(eq(carts.recoveryId, id!));
    expect(row?.recoveryCodeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("answers 429 after 20 wrong recovery codes from one address", async () => {
    const db = t().database.db;
    await cartWith([{ sku: "petsies_bandana", qty: 1 }], "guess@example.com");
    await scheduleCartReminders(db, later());
    const [, id, code] = /\/id\/([^/]+)\/code\/([^/]+)\//.exec((await reminderTo("guess@example.com")).text)!;
    const recover = async (recoveryCode: string) =>
      (await t().app.inject({ method: "POST", url: `/api/carts/recovery-requests?recoveryId=${id}&recoveryCode=${recoveryCode}`, remoteAddress: "203.0.113.31" }))
        .statusCode;
    for (let i = 0; i < 20; i++) expect(await recover(`guess-${i}`)).toBe(404);
    expect(await recover(code!)).toBe(429);
    expect((await call("POST", `/api/carts/recovery-requests?recoveryId=${id}&recoveryCode=${code}`)).status).toBe(200);
  });
});
