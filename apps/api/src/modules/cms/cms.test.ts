import { describe, expect, it } from "vitest";
import type { Story } from "@petsies/domain";
import { stories as seededStories } from "../../../../../data/index.ts";
import { cmsStories } from "../../db/schema.ts";
import { TEST_CMS_PREVIEW_SECRET, useTestApp } from "../../test/app.ts";
import { databaseKinds } from "../../test/template.ts";
import { editorLinkToken, issuePreviewToken } from "./preview.ts";
import { exportStory, saveStory, validateEditor } from "./service.ts";
import { describeIssues, storyFileSchema, type StoryFile } from "./story-schema.ts";

const page = (title: string, body: unknown[] = []) => ({ component: "page", title, body }) as StoryFile["content"];
const now = () => Math.floor(Date.now() / 1000);

describe.each(databaseKinds)("content stories on %s", (kind) => {
  const t = useTestApp(kind);
  const get = async (url: string) => {
    const res = await t().app.inject(url);
    return { status: res.statusCode, body: res.json() as { code: number; result: unknown; fields?: Record<string, string> } };
  };
  const story = async (url: string) => (await get(url)).body.result as Story;
  const editorLink = (storyId: number, timestamp = now(), secret = TEST_CMS_PREVIEW_SECRET) =>
    `/api/cms/validate-editor?storyId=${storyId}&language=default&timestamp=${timestamp}&token=${editorLinkToken(secret, storyId, timestamp)}`;
  const previewToken = async (storyId: number) => ((await get(editorLink(storyId))).body.result as { previewToken: string }).previewToken;

  it("serves the home story as a published page block tree", async () => {
    const home = await story("/api/cms/story/home");
    expect(home).toMatchObject({ full_slug: "home", version: "published", published: true, references: {} });
    expect(home.content.component).toBe("page");
    expect(home.content.body.length).toBeGreaterThan(0);
  });

  it("falls back to the home slug for an empty slug", async () => {
    expect((await story("/api/cms/story/")).full_slug).toBe("home");
  });

  it("serves the not-found page and the shipping facts", async () => {
    expect((await get("/api/cms/story/page-not-found")).status).toBe(200);
    const shipping = JSON.stringify(await story("/api/cms/story/shipping-and-returns"));
    for (const fact of ["13.95", "24.95", "5.95", "30 days", "10%", "20%"]) expect(shipping).toContain(fact);
  });

  it("answers a missing story with 404 'Could not load story'", async () => {
    expect((await get("/api/cms/story/nothing-here")).body).toEqual({ code: 404, result: "Could not load story" });
  });

  it("refuses a slug with unexpected characters", async () => {
    const res = await get("/api/cms/story/%3Cscript%3E");
    expect(res.status).toBe(400);
    expect(res.body.result).toContain("A story slug holds letters");
  });

  it("resolves block_reference stories, through each other, and ends a cycle", async () => {
    const db = t().database.db;
    const block = (slug: string, body: unknown[]) => saveStory(db, { full_slug: slug, name: slug, content: { component: "block", body } as StoryFile["content"] }, { publish: true });
    await block("blocks/a", [{ component: "block_reference", reference: "blocks/b" }]);
    await block("blocks/b", [{ component: "page_section", title: "B" }, { component: "block_reference", reference: "blocks/a" }, { component: "block_reference", reference: "blocks/missing" }]);
    await saveStory(db, { full_slug: "with-refs", name: "With refs", content: page("With refs", [{ component: "block_reference", reference: "blocks/a" }]) }, { publish: true });
    const s = await story("/api/cms/story/with-refs");
    expect(Object.keys(s.references).sort()).toEqual(["blocks/a", "blocks/b"]);
    expect(s.references["blocks/b"]!.body[0]).toEqual({ component: "page_section", title: "B" });
    // A story that includes itself through another ends there too.
    expect(Object.keys((await story("/api/cms/story/blocks/a")).references)).toEqual(["blocks/b"]);
  });

  it("checks whether a story exists", async () => {
    expect((await get("/api/cms/check-exist/about")).body).toEqual({ code: 200, result: { exist: true } });
    expect((await get("/api/cms/check-exist/nope")).body).toEqual({ code: 200, result: { exist: false } });
    expect((await get("/api/cms/check-exist/a%20b")).status).toBe(400);
  });

  it("finds a story by uuid as stories[0], and refuses a malformed or unknown one", async () => {
    const about = await story("/api/cms/story/about");
    const byUuid = (await get(`/api/cms/get-by-uuid?uuid=${about.uuid}`)).body.result as { stories: Story[] };
    expect(byUuid.stories).toHaveLength(1);
    expect(byUuid.stories[0]!.full_slug).toBe("about");
    expect((await get("/api/cms/get-by-uuid?uuid=nope")).status).toBe(400);
    expect((await get("/api/cms/get-by-uuid")).status).toBe(400);
    expect((await get(`/api/cms/get-by-uuid?uuid=${crypto.randomUUID()}`)).body).toEqual({ code: 404, result: "Could not load story" });
  });

  describe("draft preview", () => {
    it("gives a valid editor link a preview token, and refuses bad, forged, old and future links", async () => {
      const about = await story("/api/cms/story/about");
      const ok = await get(editorLink(about.id));
      expect(ok.status).toBe(200);
      expect(ok.body.result).toEqual({ previewToken: expect.stringMatching(new RegExp(`^${about.id}\\.\\d+\\.[0-9a-f]{64}$`)), full_slug: "about" });
      // Spec §7 spells the call with a trailing slash.
      expect((await get(editorLink(about.id).replace("validate-editor?", "validate-editor/?"))).status).toBe(200);
      expect((await get(editorLink(about.id, now(), "another-secret-0123456789abcdefgh"))).body).toEqual({ code: 401, result: "Invalid or expired editor link" });
      expect((await get(editorLink(about.id, now() - 2 * 3600))).status).toBe(401);
      expect((await get(editorLink(about.id, now() + 3600))).status).toBe(401);
      // A token signed for one story does not open another.
      const ts = now();
      expect((await get(`/api/cms/validate-editor?storyId=${about.id + 1}&timestamp=${ts}&token=${editorLinkToken(TEST_CMS_PREVIEW_SECRET, about.id, ts)}`)).status).toBe(401);
      expect((await get(editorLink(99_999))).body).toEqual({ code: 404, result: "Could not load story" });
      for (const bad of ["", "?storyId=1", "?storyId=x&timestamp=1&token=" + "a".repeat(64), `?storyId=1&timestamp=1&token=zz`, `?storyId=1&timestamp=1&language=<b>&token=${"a".repeat(64)}`]) {
        const res = await get(`/api/cms/validate-editor${bad}`);
        expect(res.status, bad).toBe(400);
        expect(Object.keys(res.body.fields ?? {}).length, bad).toBeGreaterThan(0);
      }
    });

    it("is off without an editor secret", async () => {
      await expect(validateEditor(t().database.db, undefined, { storyId: 1, language: "default", timestamp: now(), token: "a".repeat(64) })).rejects.toThrow(
        "Draft preview is not enabled on this shop",
      );
    });

    it("shows the draft with a valid preview token and the published version without one", async () => {
      const db = t().database.db;
      await saveStory(db, { full_slug: "preview-me", name: "Preview me", content: page("Published title") }, { publish: true });
      await saveStory(db, { full_slug: "preview-me", name: "Preview me", content: page("Draft title") }, { publish: false });
      const published = await story("/api/cms/story/preview-me");
      expect(published).toMatchObject({ version: "published", content: { title: "Published title" } });
      const token = await previewToken(published.id);
      expect(await story(`/api/cms/story/preview-me?previewToken=${token}`)).toMatchObject({ version: "draft", content: { title: "Draft title" } });
      expect((await t().app.inject(`/api/cms/story/preview-me?previewToken=${token}`)).headers["cache-control"]).toBe("private, no-store");
      expect((await t().app.inject("/api/cms/story/preview-me")).headers["cache-control"]).toBeUndefined();
      expect(((await get(`/api/cms/get-by-uuid?uuid=${published.uuid}&previewToken=${token}`)).body.result as { stories: Story[] }).stories[0]!.content).toMatchObject({ title: "Draft title" });
      expect((await exportStory(db, "preview-me")).content).toMatchObject({ title: "Draft title" });

      // Publishing the draft makes it everyone's and leaves no separate draft.
      await saveStory(db, { full_slug: "preview-me", name: "Preview me", content: page("Draft title") }, { publish: true });
      expect((await story("/api/cms/story/preview-me")).content).toMatchObject({ title: "Draft title" });
    });

    it("opens the draft of the story its token was made for, and no other story", async () => {
      const db = t().database.db;
      await saveStory(db, { full_slug: "preview-a", name: "A", content: page("A published") }, { publish: true });
      const a = await saveStory(db, { full_slug: "preview-a", name: "A", content: page("A draft") }, { publish: false });
      await saveStory(db, { full_slug: "preview-b", name: "B", content: page("B published") }, { publish: true });
      await saveStory(db, { full_slug: "preview-b", name: "B", content: page("B draft") }, { publish: false });
      const c = await saveStory(db, { full_slug: "preview-c", name: "C", content: page("C never published") }, { publish: false });
      const b = await story("/api/cms/story/preview-b");
      const token = await previewToken(a.id);

      expect(await story(`/api/cms/story/preview-a?previewToken=${token}`)).toMatchObject({ version: "draft", content: { title: "A draft" } });
      const refused = { code: 401, result: "Invalid or expired preview token" };
      expect((await get(`/api/cms/story/preview-b?previewToken=${token}`)).body).toEqual(refused);
      expect((await get(`/api/cms/get-by-uuid?uuid=${b.uuid}&previewToken=${token}`)).body).toEqual(refused);
      expect((await get(`/api/cms/story/preview-c?previewToken=${token}`)).body).toEqual(refused);
      expect((await get(`/api/cms/check-exist/preview-c?previewToken=${token}`)).status).toBe(401);
      expect((await get(`/api/cms/check-exist/preview-a?previewToken=${token}`)).body.result).toEqual({ exist: true });
      // The story id is signed with the rest: A's token with B's id (or C's) opens nothing.
      for (const id of [b.id, c.id]) {
        expect((await get(`/api/cms/story/preview-b?previewToken=${token.replace(/^\d+\./, `${id}.`)}`)).body).toEqual(refused);
      }
      // Without a token B is its published self.
      expect(await story("/api/cms/story/preview-b")).toMatchObject({ version: "published", content: { title: "B published" } });
    });

    it("refuses an invalid or expired preview token rather than ignoring it", async () => {
      const about = await story("/api/cms/story/about");
      const expired = issuePreviewToken(TEST_CMS_PREVIEW_SECRET, about.id, new Date(Date.now() - 2 * 3600 * 1000));
      for (const bad of ["nope", `${about.id}.${now() + 600}.${"0".repeat(64)}`, expired]) {
        expect((await get(`/api/cms/story/about?previewToken=${bad}`)).body).toEqual({ code: 401, result: "Invalid or expired preview token" });
        expect((await get(`/api/cms/check-exist/about?previewToken=${bad}`)).status).toBe(401);
      }
      expect((await get(`/api/cms/story/about?previewToken=${"x".repeat(300)}`)).status).toBe(400);
    });

    it("keeps a new story saved as a draft out of sight until it is published", async () => {
      const db = t().database.db;
      const saved = await saveStory(db, { full_slug: "coming-soon", name: "Coming soon", content: page("Soon") }, { publish: false });
      expect(saved).toMatchObject({ created: true, published: false });
      expect((await get("/api/cms/story/coming-soon")).status).toBe(404);
      expect((await get("/api/cms/check-exist/coming-soon")).body.result).toEqual({ exist: false });
      expect((await t().app.inject({ method: "POST", url: "/api/url/map", payload: { url: "/coming-soon/" } })).statusCode).toBe(404);
      const token = await previewToken(saved.id);
      expect((await get(`/api/cms/check-exist/coming-soon?previewToken=${token}`)).body.result).toEqual({ exist: true });
      expect((await story(`/api/cms/story/coming-soon?previewToken=${token}`)).content).toMatchObject({ title: "Soon" });
    });

    it("never writes editor or preview tokens to the log", async () => {
      const about = await story("/api/cms/story/about");
      const ts = now();
      const linkToken = editorLinkToken(TEST_CMS_PREVIEW_SECRET, about.id, ts);
      const token = await previewToken(about.id);
      await get(`/api/cms/validate-editor?storyId=${about.id}&timestamp=${ts}&token=${linkToken}`);
      await get(`/api/cms/story/about?previewToken=${token}`);
      const logs = t().logs.join("\n");
      expect(logs).toContain("/api/cms/story/about?previewToken=[redacted]");
      expect(logs).not.toContain(linkToken);
      expect(logs).not.toContain(token.split(".")[2]);
    });
  });

  it("keeps at most 500 stories of a kind (spec §9)", async () => {
    const db = t().database.db;
    await db.insert(cmsStories).values(
      Array.from({ length: 500 }, (_, i) => ({ uuid: crypto.randomUUID(), fullSlug: `bulk/${i}`, name: `Bulk ${i}`, content: { component: "block", body: [] }, published: true })),
    );
    await expect(saveStory(db, { full_slug: "bulk/one-more", name: "One more", content: { component: "block", body: [] } }, { publish: true })).rejects.toThrow(
      "The shop already holds 500 block stories, the most it keeps",
    );
    // Changing a story that exists is still fine.
    await expect(saveStory(db, { full_slug: "bulk/1", name: "Bulk 1", content: { component: "block", body: [] } }, { publish: true })).resolves.toMatchObject({ created: false });
  });
});

describe("the story schema", () => {
  const check = (file: unknown) => {
    const parsed = storyFileSchema.safeParse(file);
    return parsed.success ? "ok" : describeIssues(parsed.error);
  };

  it("accepts every seeded story", () => {
    for (const s of seededStories) expect(check({ full_slug: s.fullSlug, name: s.name, content: s.content }), s.fullSlug).toBe("ok");
  });

  it("accepts every block type with its style fields, rich text and a video", () => {
    const style = { display: "flex", alignment: "center", css_classes: "promo lg:px-4", background_color: "#f4e3d3", margin: { top: 8 }, padding: { left: 4, right: 4 }, image_style: "rounded-corners" };
    const rich = { type: "doc", content: [{ type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Hi", marks: [{ type: "bold" }, { type: "link", attrs: { href: "/faq/" } }] }] }, { type: "bullet_list", content: [{ type: "list_item", content: [{ type: "paragraph", content: [{ type: "text", text: "{{orderedPlushiesCount}} made" }, { type: "hard_break" }] }] }] }, { type: "image", attrs: { image: "catalog/pillow.webp", alt: "Pillow" } }] };
    const content = {
      component: "page",
      title: "All",
      ...style,
      body: [
        { component: "block", body: [{ component: "block_reference", reference: "blocks/a" }] },
        { component: "grid", columns: [{ component: "column", body: [{ component: "tile", title: "T", text: rich, ...style }] }] },
        { component: "page_section", title: "S", text: "Plain {{priceValue 10}}", video: { provider: "vimeo", id: "76979871", title: "Film", aspect_ratio: "4:3" } },
        { component: "category_description", category_slug: "forevers" },
        { component: "product_description", sku: "ForeversDog_bundle" },
      ],
    };
    expect(check({ full_slug: "all/blocks", name: "All", content })).toBe("ok");
  });

  it("refuses an unknown block type, naming the path", () => {
    const content = page("x", [{ component: "grid", columns: [{ component: "column", body: [{ component: "carousel" }] }] }]);
    expect(check({ full_slug: "x", name: "x", content })).toBe(
      "content.body.0.columns.0.body.0.component: Unknown block type; expected one of page, block, block_reference, grid, column, page_section, tile, category_description, product_description",
    );
  });

  it("refuses unknown rich-text items, unsafe links, unreadable directives, unknown fields and bad videos", () => {
    const section = (fields: object) => ({ full_slug: "x", name: "x", content: page("x", [{ component: "page_section", ...fields }]) });
    expect(check(section({ text: { type: "doc", content: [{ type: "marquee" }] } }))).toMatch(/^content\.body\.0\.text\.content\.0\.type: Unknown rich text item type/);
    expect(check(section({ text: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }] }] } }))).toContain(
      "A link goes to a path",
    );
    expect(check(section({ text: "Now {{productPrice}}" }))).toContain("productPrice takes 2 to 3 parameters, got 0");
    expect(check(section({ text: "{{nope}}" }))).toContain("Unknown directive 'nope'");
    expect(check(section({ colour: "red" }))).toContain('Unrecognized key: "colour"');
    expect(check(section({ background_color: "red;position:fixed" }))).toContain("background_color is a colour");
    expect(check(section({ video: { provider: "myspace", id: "1", title: "x" } }))).toContain("provider is one of youtube");
    expect(check(section({ video: { provider: "youtube", id: "../x", title: "x" } }))).toContain("A video id holds");
    expect(check(section({ video: { provider: "youtube", id: "x", title: "x", aspect_ratio: "21:9" } }))).toContain("aspect_ratio is one of 4:3, 16:9, 16:10, 9:16");
    expect(check(section({ link: { url: "//evil.example", label: "x" } }))).toContain("A link goes to a path");
  });

  it("refuses bad slugs and content that is not a page or block", () => {
    expect(check({ full_slug: "Bad Slug", name: "x", content: page("x") })).toMatch(/^full_slug: full_slug holds/);
    expect(check({ full_slug: "x", name: "x", content: { component: "tile", title: "x" } })).toContain('A story\'s content is a page or a block');
    expect(check({ full_slug: "x", name: "", content: page("x") })).toMatch(/^name:/);
  });
});
