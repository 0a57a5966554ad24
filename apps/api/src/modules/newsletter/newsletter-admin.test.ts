import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { newShopper } from "../../test/shopper.ts";
import { newStaff } from "../../test/staff.ts";
import { databaseKinds } from "../../test/template.ts";

const PATH = "/api/ext/mailchimp-subscribe/subscribe";

describe.each(databaseKinds)("newsletter subscribers in the back office on %s", (kind) => {
  const t = useTestApp(kind);
  let n = 0;
  const subscribe = async (email: string, token?: string) => {
    n += 1;
    const headers: Record<string, string> = { "x-forwarded-for": `10.78.${Math.floor(n / 250)}.${(n % 250) + 1}`, ...(token ? { authorization: `Bearer ${token}` } : {}) };
    expect((await t().app.inject({ method: "POST", url: PATH, headers, payload: { email } })).statusCode).toBe(200);
  };

  it("lists subscribers with their source and dates, finds one, takes one off at the shopper's request, exports all as CSV", async () => {
    const tag = randomUUID().slice(0, 8);
    const guest = `guest-${tag}@example.com`;
    await subscribe(guest);
    const shopper = await newShopper(t(), `member-${tag}`);
    await subscribe(shopper.email, shopper.token);
    const support = await newStaff(t(), "support");

    const found = await support.call("GET", `/api/admin/newsletter?q=${tag}`);
    expect(found.result.total).toBe(2);
    expect(found.result.subscribers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: guest, source: "form", subscribed: true, unsubscribedAt: null }),
        expect.objectContaining({ email: shopper.email, source: "account", subscribed: true }),
      ]),
    );

    const off = await support.call("POST", "/api/admin/newsletter/unsubscribe", { email: guest.toUpperCase() });
    expect(off.result).toMatchObject({ email: guest, subscribed: false, unsubscribedAt: expect.any(String) });
    expect((await support.call("GET", `/api/admin/newsletter?q=${tag}&state=unsubscribed`)).result.subscribers.map((s: { email: string }) => s.email)).toEqual([guest]);
    expect((await support.call("POST", "/api/admin/newsletter/unsubscribe", { email: `nobody-${tag}@example.com` })).status).toBe(404);
    const audit = await t().database.db.select().from(auditLog).where(and(eq(auditLog.action, "newsletter.unsubscribe"), eq(auditLog.entityId, guest)));
    expect(audit).toHaveLength(1);

    // Subscribing again clears the date it left.
    await subscribe(guest);
    expect((await support.call("GET", `/api/admin/newsletter?q=guest-${tag}`)).result.subscribers[0]).toMatchObject({ subscribed: true, unsubscribedAt: null });

    expect((await support.call("GET", "/api/admin/newsletter/export")).status).toBe(403);
    const owner = await newStaff(t(), "owner");
    const csv = (await owner.call("GET", "/api/admin/newsletter/export")).result.csv as string;
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("email,subscribed,source,subscribed_at,unsubscribed_at");
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${shopper.email.replace(/[.+]/g, "\\$&")},yes,account,\\d{4}-\\d{2}-\\d{2}T[^,]+,$`)));
    expect((await newStaff(t(), "production").then((p) => p.call("GET", "/api/admin/newsletter"))).status).toBe(403);
  });
});
