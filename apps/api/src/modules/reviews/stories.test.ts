import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, customerStories, uploads } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { newStaff } from "../../test/staff.ts";
import { databaseKinds } from "../../test/template.ts";

type Listed = { id: number; state: string; name: string };

describe.each(databaseKinds)("the customer story queue on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;

  /** Three stories by one family name, so other tests' stories never get in the way. */
  async function threeStories() {
    const family = `Fam${randomUUID().slice(0, 8)}`;
    const storageKey = `uploads/test-${randomUUID()}.jpg`;
    const [photo] = await db().insert(uploads).values({ type: 1, storageKey, contentType: "image/jpeg", sizeBytes: 10, width: 1, height: 1 }).returning({ id: uploads.id });
    const rows = await db()
      .insert(customerStories)
      .values([
        { name: `${family} old`, email: "old@example.com", story: "The first plush we ever ordered, still loved.", consent: true, createdAt: new Date("2030-01-01T10:00:00Z") },
        { name: `${family} photo`, email: "photo@example.com", story: "Here is Biscuit next to his plush twin.", consent: true, uploadId: photo!.id, createdAt: new Date("2030-01-02T10:00:00Z") },
        { name: `${family} private`, email: "private@example.com", story: "Only for you: thank you for the care.", consent: false, createdAt: new Date("2030-01-03T10:00:00Z") },
      ])
      .returning({ id: customerStories.id });
    return { family, storageKey, ids: rows.map((r) => r.id) as [number, number, number] };
  }

  it("lets support mark a story handled and back to new, and archive it; each move keeps who and when and writes an audit row", async () => {
    const support = await newStaff(t(), "support");
    const { family, storageKey, ids } = await threeStories();
    const [old, withPhoto, noConsent] = ids;
    const mine = async (query = "") =>
      ((await support.call("GET", `/api/admin/customer-stories?pageSize=100${query}`)).result.stories as Listed[]).filter((s) => s.name.startsWith(family));

    // New ones, newest first; the photo comes with its thumbnail; consent is told.
    const all = await mine();
    expect(all.map((s) => s.id)).toEqual([noConsent, withPhoto, old]);
    expect(all[1]).toMatchObject({ state: "new", handledBy: null, handledAt: null, photo: { url: `/api/media/${storageKey}`, thumbnailUrl: expect.stringContaining(`/api/media/${storageKey}?edits=`) } });
    expect(all[0]).toMatchObject({ consent: false, photo: null });

    const handled = await support.call("POST", `/api/admin/customer-stories/${withPhoto}/state`, { state: "handled" });
    expect(handled.result).toMatchObject({ id: withPhoto, state: "handled", handledBy: support.email, handledAt: expect.any(String) });
    // The handled one goes after every new one, and out of the "new" list.
    expect((await mine()).map((s) => s.id)).toEqual([noConsent, old, withPhoto]);
    expect((await mine("&state=new")).map((s) => s.id)).toEqual([noConsent, old]);
    expect((await mine("&state=handled")).map((s) => s.id)).toEqual([withPhoto]);

    const back = await support.call("POST", `/api/admin/customer-stories/${withPhoto}/state`, { state: "new" });
    expect(back.result).toMatchObject({ state: "new", handledBy: null, handledAt: null });
    // Asking again for the state it has changes nothing and writes no row.
    expect((await support.call("POST", `/api/admin/customer-stories/${withPhoto}/state`, { state: "new" })).result).toMatchObject({ state: "new" });

    const archived = await support.call("POST", `/api/admin/customer-stories/${old}/state`, { state: "archived" });
    expect(archived.result).toMatchObject({ state: "archived", handledBy: support.email });
    expect((await mine()).map((s) => s.id)).toEqual([noConsent, withPhoto]);
    expect((await mine("&state=archived")).map((s) => s.id)).toEqual([old]);

    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "customer_story"), eq(auditLog.entityId, String(withPhoto))))
      .orderBy(auditLog.id);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ staffEmail: support.email, action: "customer_story.state", before: { state: "new", handledBy: null }, after: { state: "handled", handledBy: support.email } });
    expect(audit[1]).toMatchObject({ before: { state: "handled" }, after: { state: "new", handledBy: null, handledAt: null } });
  });

  it("filters on a photo and on consent, and keeps owners and support the only ones who see or move stories", async () => {
    const owner = await newStaff(t(), "owner");
    const { family, ids } = await threeStories();
    const [old, withPhoto, noConsent] = ids;
    const mine = async (query: string) =>
      ((await owner.call("GET", `/api/admin/customer-stories?pageSize=100${query}`)).result.stories as Listed[]).filter((s) => s.name.startsWith(family)).map((s) => s.id);
    expect(await mine("&photo=yes")).toEqual([withPhoto]);
    expect(await mine("&photo=no")).toEqual([noConsent, old]);
    expect(await mine("&consent=no")).toEqual([noConsent]);
    expect(await mine("&consent=yes&photo=no&state=new")).toEqual([old]);

    expect((await owner.call("POST", `/api/admin/customer-stories/${old}/state`, { state: "handled" })).result).toMatchObject({ handledBy: owner.email });
    const production = await newStaff(t(), "production");
    expect(await production.call("POST", `/api/admin/customer-stories/${withPhoto}/state`, { state: "handled" })).toMatchObject({ status: 403, error: "forbidden" });
    const [untouched] = await db().select().from(customerStories).where(eq(customerStories.id, withPhoto));
    expect(untouched).toMatchObject({ state: "new", handledBy: null });
  });

  it("refuses a bad state or filter with a clear message, and an unknown story with 404", async () => {
    const support = await newStaff(t(), "support");
    const { ids } = await threeStories();
    for (const body of [{ state: "published" }, {}, { state: 1 }]) {
      const bad = await support.call("POST", `/api/admin/customer-stories/${ids[0]}/state`, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.result).toContain("Choose new, handled or archived");
    }
    for (const query of ["state=done", "photo=maybe", "consent=1"]) {
      const bad = await support.call("GET", `/api/admin/customer-stories?${query}`);
      expect(bad.status, query).toBe(400);
    }
    expect((await support.call("GET", "/api/admin/customer-stories?photo=maybe")).result).toContain("Choose yes or no");
    const missing = await support.call("POST", "/api/admin/customer-stories/999999/state", { state: "handled" });
    expect(missing).toMatchObject({ status: 404, result: "There is no customer story 999999" });
    expect((await support.call("POST", "/api/admin/customer-stories/abc/state", { state: "handled" })).status).toBe(400);
  });
});
