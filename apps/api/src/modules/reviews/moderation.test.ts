import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, customerStories } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { newShopper, placeOrderFor } from "../../test/shopper.ts";
import { newStaff } from "../../test/staff.ts";
import { databaseKinds } from "../../test/template.ts";
import { pageVersion } from "../url/version.ts";

const review = { sku: "plush_care_kit", rating: 5, title: "Lovely kit", text: "Soft brush and a spray that smells nice.", nickname: "Pia L." };

describe.each(databaseKinds)("review moderation in the back office on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;
  const get = async (url: string) => (await t().app.inject({ method: "GET", url })).json().result;
  const write = async (token: string) => (await t().app.inject({ method: "POST", url: `/api/review/create?token=${token}`, payload: review })).json().result;

  it("holds even a verified buyer's review when the owner says so; approving publishes it and changes the page version", async () => {
    const owner = await newStaff(t(), "owner");
    const support = await newStaff(t(), "support");
    expect((await owner.call("GET", "/api/admin/reviews/settings")).result).toEqual({ moderation: "publish" });
    expect((await support.call("PATCH", "/api/admin/reviews/settings", { moderation: "hold" })).status).toBe(403);
    expect((await owner.call("PATCH", "/api/admin/reviews/settings", { moderation: "hold" })).result).toEqual({ moderation: "hold" });
    try {
      const shopper = await newShopper(t());
      await placeOrderFor(t(), shopper, [{ sku: "plush_care_kit", qty: 1 }]);
      const written = await write(shopper.token);
      expect(written).toMatchObject({ status: "pending", verified_buyer: true });
      const listed = async () => (await get("/api/reviews?sku=plush_care_kit&size=50")).items.map((r: { id: number }) => r.id);
      expect(await listed()).not.toContain(written.id);

      const waiting = await support.call("GET", "/api/admin/reviews?status=pending&q=Pia");
      expect(waiting.result.reviews).toEqual([expect.objectContaining({ id: written.id, status: "pending", productName: expect.any(String), verifiedBuyer: true })]);
      const before = await pageVersion(db());
      const approved = await support.call("PATCH", `/api/admin/reviews/${written.id}`, { status: "approved", reply: "Thank you, Pia!" });
      expect(approved.result).toMatchObject({ status: "approved", reply: "Thank you, Pia!" });
      expect(await pageVersion(db())).not.toBe(before);
      const shown = (await get("/api/reviews?sku=plush_care_kit&size=50")).items.find((r: { id: number }) => r.id === written.id);
      expect(shown).toMatchObject({ reply: "Thank you, Pia!", featured: false });

      // Featured: first on the store's list; rejected: gone, and no longer featured.
      await support.call("PATCH", `/api/admin/reviews/${written.id}`, { featured: true });
      expect((await get("/api/reviews?size=1")).items[0]).toMatchObject({ id: written.id, featured: true });
      const rejected = await support.call("PATCH", `/api/admin/reviews/${written.id}`, { status: "rejected" });
      expect(rejected.result).toMatchObject({ status: "rejected", featured: false });
      expect(await listed()).not.toContain(written.id);
      expect((await support.call("PATCH", `/api/admin/reviews/${written.id}`, { featured: true })).status).toBe(400);

      const audit = await db().select().from(auditLog).where(and(eq(auditLog.entityType, "review"), eq(auditLog.entityId, String(written.id))));
      expect(audit).toHaveLength(3);
    } finally {
      await owner.call("PATCH", "/api/admin/reviews/settings", { moderation: "publish" });
    }
  });

  it("lists the customer stories shared with the form, newest first, for owners and support only", async () => {
    await db().insert(customerStories).values({ name: "Quinn", email: "quinn@example.com", story: "Our plush sits on the sofa every day.", consent: true });
    const support = await newStaff(t(), "support");
    const stories = await support.call("GET", "/api/admin/customer-stories");
    expect(stories.result.stories[0]).toMatchObject({ name: "Quinn", consent: true, photo: null, state: "new" });
    const production = await newStaff(t(), "production");
    expect((await production.call("GET", "/api/admin/customer-stories")).status).toBe(403);
    expect((await production.call("GET", "/api/admin/reviews")).status).toBe(403);
  });
});
