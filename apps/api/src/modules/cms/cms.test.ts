import { describe, expect, it } from "vitest";
import type { Story } from "@petsies/domain";
import { useTestApp } from "../../test/app.ts";
import { databaseKinds } from "../../test/template.ts";

describe.each(databaseKinds)("content stories on %s", (kind) => {
  const t = useTestApp(kind);

  it("serves the home story as a page block tree", async () => {
    const res = await t().app.inject("/api/cms/story/home");
    expect(res.statusCode).toBe(200);
    const story = res.json().result as Story;
    expect(story.full_slug).toBe("home");
    expect(story.content.component).toBe("page");
    expect(story.content.body.length).toBeGreaterThan(0);
  });

  it("falls back to the home slug for an empty slug", async () => {
    const res = await t().app.inject("/api/cms/story/");
    expect(res.statusCode).toBe(200);
    expect((res.json().result as Story).full_slug).toBe("home");
  });

  it("serves the not-found page and the shipping facts", async () => {
    expect((await t().app.inject("/api/cms/story/page-not-found")).statusCode).toBe(200);
    const shipping = await t().app.inject("/api/cms/story/shipping-and-returns");
    expect(shipping.statusCode).toBe(200);
    expect(shipping.body).toContain("13.95");
    expect(shipping.body).toContain("24.95");
  });

  it("answers a missing story with 404 'Could not load story'", async () => {
    const res = await t().app.inject("/api/cms/story/nothing-here");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, result: "Could not load story" });
  });

  it("refuses a slug with unexpected characters", async () => {
    const res = await t().app.inject("/api/cms/story/%3Cscript%3E");
    expect(res.statusCode).toBe(400);
  });
});
