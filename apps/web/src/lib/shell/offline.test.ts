import { describe, expect, it } from "vitest";
import { OFFLINE_UNAVAILABLE_PARAM, withoutUnavailableParam } from "./offline.ts";

describe("offline page-unavailable marker", () => {
  it("answers the URL without the marker, keeping the rest", () => {
    expect(withoutUnavailableParam(`http://shop.test/?${OFFLINE_UNAVAILABLE_PARAM}=1`)).toBe("/");
    expect(withoutUnavailableParam(`http://shop.test/?a=b&${OFFLINE_UNAVAILABLE_PARAM}=1#top`)).toBe("/?a=b#top");
  });

  it("answers null when the page was not a redirect from the service worker", () => {
    expect(withoutUnavailableParam("http://shop.test/?a=b")).toBeNull();
  });
});
