import { describe, expect, it } from "vitest";
import { cssAspectRatio, VIDEO_PLAYER_ORIGINS, VIDEO_PROVIDERS, videoAspectRatio, videoEmbedUrl } from "./video.ts";

describe("videoEmbedUrl", () => {
  it("answers each provider's player over https", () => {
    for (const provider of VIDEO_PROVIDERS) {
      const url = new URL(videoEmbedUrl({ provider, id: "abc123" }, "www.petsies.com"));
      expect(url.protocol, provider).toBe("https:");
    }
    expect(videoEmbedUrl({ provider: "youtube", id: "dQw4w9WgXcQ" }, "x")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0");
    expect(videoEmbedUrl({ provider: "vimeo", id: "76979871" }, "x")).toBe("https://player.vimeo.com/video/76979871?autoplay=1");
    expect(videoEmbedUrl({ provider: "dailymotion", id: "x7tgad0" }, "x")).toBe("https://www.dailymotion.com/embed/video/x7tgad0?autoplay=1");
    expect(videoEmbedUrl({ provider: "soundcloud", id: "123" }, "x")).toContain("url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F123");
  });

  it("gives Twitch the embedding host, a video by number and a channel by name", () => {
    expect(videoEmbedUrl({ provider: "twitch", id: "v1234" }, "shop.example")).toBe("https://player.twitch.tv/?video=v1234&parent=shop.example&autoplay=true");
    expect(videoEmbedUrl({ provider: "twitch", id: "1234" }, "shop.example")).toContain("video=v1234&");
    expect(videoEmbedUrl({ provider: "twitch", id: "petsies" }, "shop.example")).toContain("channel=petsies&");
  });

  it("refuses an id that could change the URL", () => {
    for (const id of ["../x", "a?b=1", "a b", "", "x".repeat(65), "a/b"]) {
      expect(() => videoEmbedUrl({ provider: "youtube", id }, "x")).toThrow("Invalid youtube video id");
    }
  });
});

describe("video aspect ratios", () => {
  it("defaults to 16:9, and 9:16 for YouTube Shorts", () => {
    expect(videoAspectRatio({ provider: "vimeo" })).toBe("16:9");
    expect(videoAspectRatio({ provider: "youtube_shorts" })).toBe("9:16");
    expect(videoAspectRatio({ provider: "youtube", aspect_ratio: "4:3" })).toBe("4:3");
    expect(cssAspectRatio("16:10")).toBe("16 / 10");
  });
});

describe("VIDEO_PLAYER_ORIGINS", () => {
  it("holds the origin of every provider's player, once", () => {
    for (const provider of VIDEO_PROVIDERS) {
      expect(VIDEO_PLAYER_ORIGINS).toContain(new URL(videoEmbedUrl({ provider, id: "abc" }, "shop.test")).origin);
    }
    expect(VIDEO_PLAYER_ORIGINS).toContain("https://www.youtube-nocookie.com");
    expect(new Set(VIDEO_PLAYER_ORIGINS).size).toBe(VIDEO_PLAYER_ORIGINS.length);
  });
});
