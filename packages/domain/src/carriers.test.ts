import { describe, expect, it } from "vitest";
import { trackingUrl } from "./carriers.ts";

describe("trackingUrl", () => {
  it("links the known carriers' tracking pages, whatever the case of the carrier's name", () => {
    expect(trackingUrl("USPS", " 9400111 ")).toBe("https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111");
    expect(trackingUrl("ups", "1Z 99")).toBe("https://www.ups.com/track?tracknum=1Z%2099");
    expect(trackingUrl("Royal Pigeon", "1")).toBeNull();
  });
});
