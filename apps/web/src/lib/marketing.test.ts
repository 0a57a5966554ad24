import { describe, expect, it } from "vitest";
import { useMemoryLocalStorage } from "./test-support/memory-storage.ts";
import { readMarketingState, trackMarketingVisit } from "./marketing.ts";

describe("marketing state", () => {
  const memory = useMemoryLocalStorage();

  it("keeps the campaign id from mc_cid and the page the visit landed on", () => {
    expect(trackMarketingVisit("/c/forevers/?mc_cid=ab12cd&mc_eid=x")).toEqual({ campaignId: "ab12cd", landingPage: "/c/forevers/?mc_cid=ab12cd&mc_eid=x" });
    expect(memory.get("campaign-id")).toBe("ab12cd");
    expect(memory.get("landing-page")).toBe("/c/forevers/?mc_cid=ab12cd&mc_eid=x");
  });

  it("leaves what it kept alone on later pages without a campaign", () => {
    trackMarketingVisit("/?mc_cid=first");
    expect(trackMarketingVisit("/p/plush_care_kit/")).toEqual({ campaignId: "first", landingPage: "/?mc_cid=first" });
    expect(trackMarketingVisit("/?utm_source=google")).toEqual({ campaignId: "first", landingPage: "/?mc_cid=first" });
  });

  it("clears what it kept when utm_source contains mailchimp, then keeps that visit's campaign", () => {
    trackMarketingVisit("/?mc_cid=first");
    expect(trackMarketingVisit("/gift-cards/?utm_source=Mailchimp-weekly")).toEqual({ campaignId: null, landingPage: null });
    expect(trackMarketingVisit("/?utm_source=mailchimp&mc_cid=second")).toEqual({ campaignId: "second", landingPage: "/?utm_source=mailchimp&mc_cid=second" });
  });

  it("ignores a campaign id that is not a plain token", () => {
    expect(trackMarketingVisit(`/?mc_cid=${encodeURIComponent("<script>")}`)).toEqual({ campaignId: null, landingPage: null });
    expect(trackMarketingVisit(`/?mc_cid=${"x".repeat(65)}`)).toEqual({ campaignId: null, landingPage: null });
    expect(trackMarketingVisit("/?mc_cid=")).toEqual(readMarketingState());
  });
});
