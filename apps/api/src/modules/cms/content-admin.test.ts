import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageUrl, type Story } from "@petsies/domain";
import { auditLog, cmsStoryVersions } from "../../db/schema.ts";
import { TEST_CMS_PREVIEW_SECRET, useTestApp } from "../../test/app.ts";
import { multipartBody } from "../../test/multipart.ts";
import { newStaff, type StaffClient } from "../../test/staff.ts";
import { databaseKinds } from "../../test/template.ts";
import { STAFF_COOKIE } from "../staff/access.ts";
import { UPLOAD_MESSAGES } from "../uploads/service.ts";
import { PREVIEW_NEEDS_SECRET, storyPreview } from "./admin.ts";
import { editorLinkToken } from "./preview.ts";
import { saveStory } from "./service.ts";

let n = 0;
const uniqueSlug = (stem: string) => `${stem}-${Date.now().toString(36)}-${(n += 1)}`;
const BASE = "/api/admin/content/stories";

describe.each(databaseKinds)("content stories in the back office on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;
  const shop = async (url: string) => {
    const res = await t().app.inject(url);
    return { status: res.statusCode, result: res.json().result };
  };
  const pageVersion = async () => ((await shop("/api/url/version")).result as { version: string }).version;
  const auditOf = async (id: number) =>
    (await db().select().from(auditLog).where(and(eq(auditLog.entityType, "content_story"), eq(auditLog.entityId, String(id))))).map((a) => a.action).sort();
  const create = async (owner: StaffClient, kindOf: "page" | "block" = "page") => {
    const slug = uniqueSlug("help/sizes");
    const made = await owner.call("POST", BASE, { name: "Sizes", fullSlug: slug, kind: kindOf });
    expect(made.status, JSON.stringify(made)).toBe(200);
    return made.result as { id: number; fullSlug: string; draft: Record<string, unknown> & { _uid: string } };
  };
  const page = (uid: string, body: unknown[], title = "Sizes") => ({ component: "page", _uid: uid, title, body });

  it("lists the seeded stories, finds them by name or slug, and filters by state", async () => {
    const owner = await newStaff(t(), "owner");
    const all = await owner.call("GET", `${BASE}?pageSize=100`);
    expect(all.status).toBe(200);
    expect(all.result.stories.map((s: { fullSlug: string }) => s.fullSlug)).toContain("home");
    expect(all.result.stories.find((s: { fullSlug: string }) => s.fullSlug === "home")).toMatchObject({ name: "Home", kind: "page", published: true, draftChanged: false });
    const found = await owner.call("GET", `${BASE}?q=shipping`);
    expect(found.result.stories.map((s: { fullSlug: string }) => s.fullSlug)).toEqual(["shipping-and-returns"]);
    const draft = await create(owner);
    const unpublished = await owner.call("GET", `${BASE}?state=unpublished&pageSize=100`);
    expect(unpublished.result.stories.map((s: { id: number }) => s.id)).toContain(draft.id);
    const published = await owner.call("GET", `${BASE}?state=published&pageSize=100`);
    expect(published.result.stories.map((s: { id: number }) => s.id)).not.toContain(draft.id);
    expect((await owner.call("GET", `${BASE}?state=nonsense`)).status).toBe(400);
  });

  it("creates a story with a free slug only, and keeps it from shoppers until published", async () => {
    const owner = await newStaff(t(), "owner");
    const story = await create(owner);
    expect(story).toMatchObject({ name: "Sizes", published: false, draftChanged: true, publishedContent: null, path: `/${story.fullSlug}/` });
    expect(story.draft).toMatchObject({ component: "page", title: "Sizes", body: [] });
    expect(story.draft._uid).toMatch(/^[0-9a-f]{10}$/);
    const again = await owner.call("POST", BASE, { name: "Other", fullSlug: story.fullSlug, kind: "page" });
    expect(again).toMatchObject({ status: 400, fields: { fullSlug: `The story "Sizes" already has the address ${story.fullSlug}: choose another` } });
    expect((await owner.call("POST", BASE, { name: "x", fullSlug: "Bad Slug", kind: "page" })).fields).toHaveProperty("fullSlug");
    expect((await shop(`/api/cms/story/${story.fullSlug}`)).status).toBe(404);
    expect(await auditOf(story.id)).toEqual(["content.story.create"]);
  });

  it("saves a draft shoppers do not see, publishes it for them at once, and keeps every version with its author", async () => {
    const owner = await newStaff(t(), "owner");
    const story = await create(owner);
    const uid = story.draft._uid;
    const content = page(uid, [{ component: "page_section", title: "Measure your pet", text: "From {{priceValue 59}}" }]);
    const saved = await owner.call("PUT", `${BASE}/${story.id}/draft`, { name: "Size guide", content });
    expect(saved.status, JSON.stringify(saved)).toBe(200);
    expect(saved.result).toMatchObject({ name: "Size guide", draftChanged: true, published: false });
    // A block saved without a _uid gets one.
    expect(saved.result.draft.body[0]._uid).toMatch(/^[0-9a-f]{10}$/);

    const before = await pageVersion();
    const published = await owner.call("POST", `${BASE}/${story.id}/publish`);
    expect(published.status, JSON.stringify(published)).toBe(200);
    expect(published.result).toMatchObject({ published: true, draftChanged: false });
    expect(await pageVersion()).not.toBe(before);
    expect(((await shop(`/api/cms/story/${story.fullSlug}`)).result as Story).content.body[0]).toMatchObject({ title: "Measure your pet" });

    // A new draft: shoppers keep the published version, the detail says the draft differs.
    const changed = page(uid, [{ component: "page_section", title: "Measure your pet again" }]);
    const second = await owner.call("PUT", `${BASE}/${story.id}/draft`, { name: "Size guide", content: changed });
    expect(second.result).toMatchObject({ published: true, draftChanged: true });
    expect(second.result.publishedContent.body[0].title).toBe("Measure your pet");
    expect(((await shop(`/api/cms/story/${story.fullSlug}`)).result as Story).content.body[0]).toMatchObject({ title: "Measure your pet" });
    const changedList = await owner.call("GET", `${BASE}?state=changed&pageSize=100`);
    expect(changedList.result.stories.map((s: { id: number }) => s.id)).toContain(story.id);

    const history = await owner.call("GET", `${BASE}/${story.id}/versions`);
    expect(history.result.versions.map((v: { event: string }) => v.event)).toEqual(["saved", "published", "saved", "saved"]);
    expect(history.result.versions[0].staffEmail).toBe(owner.email);

    // Restoring the published version makes it the draft again.
    const publishedVersion = history.result.versions[1].id;
    const restored = await owner.call("POST", `${BASE}/${story.id}/versions/${publishedVersion}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.result).toMatchObject({ draftChanged: false });
    expect(restored.result.draft.body[0].title).toBe("Measure your pet");
    expect((await owner.call("POST", `${BASE}/${story.id}/versions/999999/restore`)).status).toBe(404);

    const unpublished = await owner.call("POST", `${BASE}/${story.id}/unpublish`);
    expect(unpublished.result).toMatchObject({ published: false, publishedContent: null });
    expect((await shop(`/api/cms/story/${story.fullSlug}`)).status).toBe(404);
    expect(await auditOf(story.id)).toEqual(
      ["content.story.create", "content.story.publish", "content.story.restore", "content.story.save_draft", "content.story.save_draft", "content.story.unpublish"].sort(),
    );
  });

  it("refuses a draft the story schema refuses, each problem at its block's _uid and field", async () => {
    const owner = await newStaff(t(), "owner");
    const story = await create(owner);
    const uid = story.draft._uid;
    const content = page(uid, [
      { component: "page_section", _uid: "hero", text: "Now {{nope}}", link: { url: "javascript:alert(1)", label: "Go" }, margin: { top: 401, left: 1.5 }, padding: { bottom: "8" } },
      { component: "grid", _uid: "grid1", columns: [{ component: "column", _uid: "col1", body: [{ component: "tile", _uid: "tile1", title: "", colour: "red" }] }] },
    ]);
    const refused = await owner.call("PUT", `${BASE}/${story.id}/draft`, { name: "Sizes", content });
    expect(refused.status).toBe(400);
    expect(refused.fields).toMatchObject({
      "block.hero.text": "Unknown directive 'nope'",
      "block.hero.link.url": "A link goes to a path like /faq/, an https:// page, mailto: or tel:",
      "block.tile1.colour": 'Unrecognized key: "colour"',
      "block.hero.margin.top": "From -200 to 400 pixels",
      "block.hero.margin.left": "Enter whole pixels, like 16",
      "block.hero.padding.bottom": "Enter whole pixels, like 16",
    });
    expect(refused.fields).toHaveProperty("block.tile1.title", "Fill this in");
    // A problem inside a rich text document is the block's text's.
    const doc = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "{{nope}}" }] }] };
    const inDoc = await owner.call("PUT", `${BASE}/${story.id}/draft`, { name: "Sizes", content: page(uid, [{ component: "tile", _uid: "tile2", title: "T", text: doc }]) });
    expect(inDoc.fields).toEqual({ "block.tile2.text": "Unknown directive 'nope'" });
    // Nothing was saved.
    expect((await db().select().from(cmsStoryVersions).where(eq(cmsStoryVersions.storyId, story.id))).length).toBe(1);
  });

  it("refuses to publish a text whose directives do not evaluate now, at the block, and publishes once it is fixed", async () => {
    const owner = await newStaff(t(), "owner");
    const story = await create(owner);
    const uid = story.draft._uid;
    const rich = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Only {{productPrice NO_SUCH_SKU,false}}", marks: [{ type: "bold" }] }] }] };
    const content = page(uid, [{ component: "tile", _uid: "tile1", title: "Deal", text: rich }]);
    expect((await owner.call("PUT", `${BASE}/${story.id}/draft`, { name: "Sizes", content })).status).toBe(200);
    const refused = await owner.call("POST", `${BASE}/${story.id}/publish`);
    expect(refused).toMatchObject({ status: 400, fields: { "block.tile1.text": "Unknown product 'NO_SUCH_SKU'" } });
    expect((await shop(`/api/cms/story/${story.fullSlug}`)).status).toBe(404);
    rich.content[0]!.content[0]!.text = "Only {{productPrice petsies_bandana,false}}";
    expect((await owner.call("PUT", `${BASE}/${story.id}/draft`, { name: "Sizes", content })).status).toBe(200);
    expect((await owner.call("POST", `${BASE}/${story.id}/publish`)).status).toBe(200);
  });

  it("signs a preview link that opens the draft on the storefront, and says preview needs CMS_PREVIEW_SECRET without it", async () => {
    const owner = await newStaff(t(), "owner");
    const home = (await owner.call("GET", `${BASE}?q=home`)).result.stories.find((s: { fullSlug: string }) => s.fullSlug === "home");
    const preview = await owner.call("GET", `${BASE}/${home.id}/preview`);
    expect(preview.status).toBe(200);
    const url = new URL(preview.result.url, "http://shop.test");
    expect(url.pathname).toBe("/");
    const timestamp = Number(url.searchParams.get("_storyblok_tk[timestamp]"));
    expect(url.searchParams.get("_storyblok")).toBe(String(home.id));
    expect(url.searchParams.get("_storyblok_tk[token]")).toBe(editorLinkToken(TEST_CMS_PREVIEW_SECRET, home.id, timestamp));
    const opened = await shop(`/api/cms/validate-editor?storyId=${home.id}&language=default&timestamp=${timestamp}&token=${url.searchParams.get("_storyblok_tk[token]")}`);
    expect(opened.status).toBe(200);
    await expect(storyPreview(db(), undefined, home.id)).rejects.toThrow(PREVIEW_NEEDS_SECRET);
    expect((await owner.call("GET", `${BASE}/999999/preview`)).status).toBe(404);
  });

  it("starts a seeded story's history with what it shows, and keeps the staff tool's saves", async () => {
    const owner = await newStaff(t(), "owner");
    const home = (await owner.call("GET", `${BASE}?q=home`)).result.stories.find((s: { fullSlug: string }) => s.fullSlug === "home");
    const history = await owner.call("GET", `${BASE}/${home.id}/versions`);
    expect(history.result.versions.at(-1)).toMatchObject({ event: "published", staffEmail: "seed", name: "Home" });
    const slug = uniqueSlug("tool");
    await saveStory(db(), { full_slug: slug, name: "Tool", content: { component: "block", body: [] } }, { publish: false });
    const [tool] = (await owner.call("GET", `${BASE}?q=${slug}`)).result.stories;
    expect((await owner.call("GET", `${BASE}/${tool.id}/versions`)).result.versions).toMatchObject([{ event: "saved", staffEmail: "staff tool" }]);
  });

  it("offers the pictures the stories show and the products' pictures, and stores an uploaded one for a block", async () => {
    const owner = await newStaff(t(), "owner");
    const all = await owner.call("GET", "/api/admin/content/pictures");
    expect(all.status, JSON.stringify(all.result)).toBe(200);
    expect(all.result.pictures).toContainEqual({ image: "catalog/home-hero.webp", imageUrl: imageUrl("catalog/home-hero.webp", "thumbnail"), label: expect.stringMatching(/^In /) });
    expect((await owner.call("GET", "/api/admin/content/pictures?q=home")).result.pictures).toContainEqual(expect.objectContaining({ image: "catalog/home-hero.webp" }));
    const keys = all.result.pictures.map((p: { image: string }) => p.image);
    expect(new Set(keys).size).toBe(keys.length);
    const bandana = await owner.call("GET", "/api/admin/content/pictures?q=bandana");
    expect(bandana.result.pictures.length).toBeGreaterThan(0);
    expect(bandana.result.pictures.every((p: { image: string; label: string }) => /bandana/i.test(p.label) || /bandana/i.test(p.image))).toBe(true);

    const upload = async (data: Buffer) => {
      const body = multipartBody({}, { filename: "hero.png", contentType: "image/png", data });
      const res = await t().app.inject({ method: "POST", url: "/api/admin/content/pictures", headers: { ...body.headers, cookie: `${STAFF_COOKIE}=${owner.cookie}`, "x-csrf-token": owner.csrf }, payload: body.payload });
      return { status: res.statusCode, json: res.json() };
    };
    const up = await upload(await sharp({ create: { width: 120, height: 60, channels: 3, background: "#2e86de" } }).png().toBuffer());
    expect(up.status, JSON.stringify(up.json)).toBe(200);
    expect(up.json.result.image).toMatch(/^cms\/uploads\/[0-9a-f-]+\.png$/);
    expect((await t().app.inject({ method: "GET", url: up.json.result.imageUrl })).statusCode).toBe(200);
    expect(await upload(Buffer.from("hello"))).toMatchObject({ status: 400, json: { fields: { file: UPLOAD_MESSAGES.notAPhoto } } });

    // Once a draft shows it, it is offered with the story's name.
    const story = await create(owner);
    const content = page(story.draft._uid, [{ component: "tile", _uid: "tile1", title: "Blue", image: up.json.result.image }]);
    expect((await owner.call("PUT", `${BASE}/${story.id}/draft`, { name: "Sizes", content })).status).toBe(200);
    expect((await owner.call("GET", "/api/admin/content/pictures?q=sizes")).result.pictures).toContainEqual(expect.objectContaining({ image: up.json.result.image, label: "In Sizes" }));
  });

  it("is for owners only: every call refuses the other roles", async () => {
    const owner = await newStaff(t(), "owner");
    const story = await create(owner);
    const [version] = (await owner.call("GET", `${BASE}/${story.id}/versions`)).result.versions as { id: number }[];
    const auditBefore = await auditOf(story.id);
    const calls = [
      ["GET", BASE],
      ["POST", BASE],
      ["GET", `${BASE}/${story.id}`],
      ["PUT", `${BASE}/${story.id}/draft`],
      ["POST", `${BASE}/${story.id}/publish`],
      ["POST", `${BASE}/${story.id}/unpublish`],
      ["GET", `${BASE}/${story.id}/versions`],
      ["POST", `${BASE}/${story.id}/versions/${version?.id ?? 1}/restore`],
      ["GET", `${BASE}/${story.id}/preview`],
      ["GET", "/api/admin/content/pictures"],
      ["POST", "/api/admin/content/pictures"],
    ] as const;
    for (const role of ["support", "production"] as const) {
      const staff = await newStaff(t(), role);
      for (const [method, url] of calls) expect(await staff.call(method, url, method === "GET" ? undefined : {}), `${role} ${method} ${url}`).toMatchObject({ status: 403, error: "forbidden" });
    }
    expect(await auditOf(story.id)).toEqual(auditBefore);
  });
});
