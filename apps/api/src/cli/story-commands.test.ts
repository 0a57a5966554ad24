import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITOR_QUERY, type Story } from "@petsies/domain";
import { TEST_CMS_PREVIEW_SECRET, TEST_SITE_URL, useTestApp } from "../test/app.ts";
import { databaseKinds } from "../test/template.ts";
import { EXIT, runShopCommand } from "./shop-commands.ts";
import { withAbsoluteFile } from "./shop-commands.ts";

describe.each(databaseKinds)("story commands of the staff tool on %s", (kind) => {
  const t = useTestApp(kind);
  let dir: string;
  const run = (...argv: string[]) => runShopCommand(t().database.db, argv, { defaultBy: "dana", previewSecret: TEST_CMS_PREVIEW_SECRET, siteUrl: TEST_SITE_URL });
  const file = async (name: string, body: unknown) => {
    const p = path.join(dir, name);
    await writeFile(p, typeof body === "string" ? body : JSON.stringify(body));
    return p;
  };
  const get = async (url: string) => (await t().app.inject(url)).json() as { code: number; result: unknown };
  const page = (title: string) => ({
    full_slug: "gift-guide",
    name: "Gift guide",
    content: {
      component: "page",
      title,
      body: [{ component: "grid", columns: [{ component: "column", body: [{ component: "tile", title: "For dog people", text: "Plush and pillows." }] }] }],
    },
  });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "petsies-story-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("imports a new story as a draft that shoppers do not see, then publishes it", async () => {
    const draft = await run("story", "import", await file("guide.json", page("Gift guide")));
    expect(draft.code).toBe(EXIT.ok);
    expect(draft.stdout).toMatch(/^Story gift-guide \(id \d+\) created: draft saved, not published yet\. Preview it with: npm run shop -- story preview-link gift-guide\n$/);
    expect((await get("/api/cms/story/gift-guide")).code).toBe(404);

    const published = await run("story", "import", await file("guide.json", page("Gift guide")), "--publish");
    expect(published.stdout).toMatch(/^Story gift-guide \(id \d+\) updated and published: shoppers see it at \/gift-guide\/\n$/);
    expect(((await get("/api/cms/story/gift-guide")).result as Story).content).toMatchObject({ title: "Gift guide" });
  });

  it("keeps the published version while a changed draft waits, and exports the draft", async () => {
    const changed = await run("story", "import", await file("guide2.json", page("Gift guide 2031")));
    expect(changed.stdout).toContain("draft saved; shoppers still see the published version");
    expect(((await get("/api/cms/story/gift-guide")).result as Story).content).toMatchObject({ title: "Gift guide" });
    const exported = await run("story", "export", "gift-guide");
    expect(exported.code).toBe(EXIT.ok);
    expect(JSON.parse(exported.stdout)).toEqual(page("Gift guide 2031"));
  });

  it("prints a preview link the API accepts, which opens the draft", async () => {
    const { stdout, code } = await run("story", "preview-link", "gift-guide");
    expect(code).toBe(EXIT.ok);
    const link = new URL(stdout.trim());
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_SITE_URL}/gift-guide/`);
    const q = link.searchParams;
    const editor = new URLSearchParams({ storyId: q.get(EDITOR_QUERY.storyId)!, language: q.get(EDITOR_QUERY.language)!, timestamp: q.get(EDITOR_QUERY.timestamp)!, token: q.get(EDITOR_QUERY.token)! });
    const opened = (await get(`/api/cms/validate-editor?${editor}`)).result as { previewToken: string; full_slug: string };
    expect(opened.full_slug).toBe("gift-guide");
    expect(((await get(`/api/cms/story/gift-guide?previewToken=${opened.previewToken}`)).result as Story).content).toMatchObject({ title: "Gift guide 2031" });
    expect((await runShopCommand(t().database.db, ["story", "preview-link", "gift-guide"], { defaultBy: "dana" })).stderr).toContain("draft preview is off: set CMS_PREVIEW_SECRET");
  });

  it("refuses a file that is not a valid story, saying where, and changes nothing", async () => {
    const bad = await run("story", "import", await file("bad.json", { ...page("x"), content: { component: "page", title: "x", body: [{ component: "slider" }] } }));
    expect(bad.code).toBe(EXIT.usage);
    expect(bad.stderr).toContain("is not a valid story:\ncontent.body.0.component: Unknown block type; expected one of page, block");
    expect((await run("story", "import", await file("broken.json", "{ nope"))).stderr).toContain("is not JSON");
    expect((await run("story", "import", path.join(dir, "missing.json"))).stderr).toContain("cannot read");
    expect((await run("story", "import")).code).toBe(EXIT.usage);
    expect((await run("story", "import", "a.json", "--carrier", "x")).stderr).toContain('"story import" does not take --carrier');
    expect(((await get("/api/cms/story/gift-guide")).result as Story).content).toMatchObject({ title: "Gift guide" });
  });

  it("answers exit code 3 for an unknown story", async () => {
    expect(await run("story", "export", "no-such-story")).toEqual({ code: EXIT.notFound, stdout: "", stderr: "shop: Could not load story\n" });
    expect((await run("story", "preview-link", "no-such-story")).code).toBe(EXIT.notFound);
  });
});

describe("withAbsoluteFile", () => {
  it("makes the import file absolute from where the command was typed, and leaves the rest", () => {
    expect(withAbsoluteFile(["story", "import", "pages/a.json", "--publish"], "/home/owner")).toEqual(["story", "import", "/home/owner/pages/a.json", "--publish"]);
    expect(withAbsoluteFile(["story", "import", "/tmp/a.json"], "/x")).toEqual(["story", "import", "/tmp/a.json"]);
    expect(withAbsoluteFile(["story", "export", "about"], "/x")).toEqual(["story", "export", "about"]);
    expect(withAbsoluteFile(["orders", "list"], "/x")).toEqual(["orders", "list"]);
    expect(withAbsoluteFile(["backup", "shop.tar.gz"], "/home/owner")).toEqual(["backup", "/home/owner/shop.tar.gz"]);
    expect(withAbsoluteFile(["restore", "../b/shop.tar.gz"], "/home/owner")).toEqual(["restore", "/home/b/shop.tar.gz"]);
  });
});
