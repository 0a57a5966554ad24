import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { newStaff } from "../../test/staff.ts";
import { databaseKinds } from "../../test/template.ts";

describe.each(databaseKinds)("URL rewrites in the back office on %s", (kind) => {
  const t = useTestApp(kind);
  const rewriteOf = async (requestPath: string) => {
    const res = await t().app.inject({ method: "GET", url: `/api/url-rewrite/redirect?requestPath=${encodeURIComponent(requestPath)}` });
    return { status: res.statusCode, result: res.json().result };
  };

  it("adds a rewrite to a page the shop shows, refuses a target that is no page, lists and removes it; owners only", async () => {
    const owner = await newStaff(t(), "owner");
    const old = `/old-bandana-${randomUUID().slice(0, 8)}`;
    const refused = await owner.call("POST", "/api/admin/url-rewrites", { requestPath: old, targetPath: "/p/no_such_product/", redirectType: 301 });
    expect(refused.status).toBe(400);
    expect(refused.result).toBe("The shop shows no page at /p/no_such_product/: check the path");
    const taken = await owner.call("POST", "/api/admin/url-rewrites", { requestPath: "/p/petsies_bandana/", targetPath: "/p/plush_care_kit/", redirectType: 301 });
    expect(taken.result).toBe("The shop shows a page at /p/petsies_bandana/; a rewrite there would never be used");
    expect((await owner.call("POST", "/api/admin/url-rewrites", { requestPath: "old", targetPath: "/p/petsies_bandana/", redirectType: 301 })).status).toBe(400);

    const added = await owner.call("POST", "/api/admin/url-rewrites", { requestPath: old, targetPath: "/p/petsies_bandana", redirectType: 302 });
    expect(added.result).toMatchObject({ requestPath: `${old}/`, targetPath: "/p/petsies_bandana/", redirectType: 302 });
    expect(await rewriteOf(old)).toMatchObject({ status: 200, result: { target_path: "/p/petsies_bandana/", status: 302 } });
    const again = await owner.call("POST", "/api/admin/url-rewrites", { requestPath: old, targetPath: "/p/plush_care_kit/", redirectType: 301 });
    expect(again.result).toBe(`${old}/ already redirects: remove that rewrite first`);

    const listed = await owner.call("GET", `/api/admin/url-rewrites?q=${old.slice(1)}`);
    expect(listed.result.rewrites).toEqual([expect.objectContaining({ id: added.result.id })]);
    expect((await owner.call("POST", `/api/admin/url-rewrites/${added.result.id}/delete`)).result).toBe(true);
    expect((await rewriteOf(old)).status).toBe(404);
    expect((await owner.call("POST", `/api/admin/url-rewrites/${added.result.id}/delete`)).status).toBe(404);
    const audit = await t().database.db.select().from(auditLog).where(and(eq(auditLog.entityType, "url_rewrite"), eq(auditLog.entityId, String(added.result.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(["url_rewrite.create", "url_rewrite.delete"]);

    for (const role of ["support", "production"] as const) {
      const staff = await newStaff(t(), role);
      expect((await staff.call("GET", "/api/admin/url-rewrites")).status).toBe(403);
      expect((await staff.call("POST", "/api/admin/url-rewrites", { requestPath: `${old}-${role}`, targetPath: "/p/petsies_bandana/", redirectType: 301 })).status).toBe(403);
      expect((await staff.call("POST", `/api/admin/url-rewrites/${added.result.id}/delete`)).status).toBe(403);
    }
    expect((await rewriteOf(`${old}-support`)).status).toBe(404);
  });
});
