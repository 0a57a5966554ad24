/**
 * Videos in content (spec §3 "Video providers"): a story names the provider and the video's id there; the
 * storefront shows a play button and loads the provider's player only when it is pressed. A small table of
 * embed URLs rather than a URL-parsing library: editors give the id, so only the embed address is needed.
 */
export const VIDEO_PROVIDERS = [
  "youtube",
  "youtube_shorts",
  "vimeo",
  "twitch",
  "dailymotion",
  "canalplus",
  "coub",
  "wistia",
  "soundcloud",
  "teachertube",
] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

export const VIDEO_ASPECT_RATIOS = ["4:3", "16:9", "16:10", "9:16"] as const;
export type VideoAspectRatio = (typeof VIDEO_ASPECT_RATIOS)[number];

export interface ContentVideo {
  provider: VideoProvider;
  /** The video's id at the provider (a Twitch channel name is taken too). */
  id: string;
  /** What the video shows; names the play button. */
  title: string;
  /** 16:9 unless given; YouTube Shorts default to 9:16. */
  aspect_ratio?: VideoAspectRatio;
  /** A stored picture shown before play (nothing is fetched from the provider until then). */
  image?: string;
}

/** Ids are letters, digits, dashes and underscores at every provider we embed. */
export const VIDEO_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The aspect ratio a video is shown in. */
export function videoAspectRatio(video: Pick<ContentVideo, "provider" | "aspect_ratio">): VideoAspectRatio {
  return video.aspect_ratio ?? (video.provider === "youtube_shorts" ? "9:16" : "16:9");
}

/** CSS aspect-ratio value, e.g. "16 / 9". */
export function cssAspectRatio(ratio: VideoAspectRatio): string {
  return ratio.replace(":", " / ");
}

/**
 * The provider's player for the video, set to start playing (the shopper pressed play). `siteHost` is the
 * host name of the page embedding it, which Twitch requires. Throws for an id the providers never use, so
 * nothing from a story reaches the URL unchecked.
 */
export function videoEmbedUrl(video: Pick<ContentVideo, "provider" | "id">, siteHost: string): string {
  if (!VIDEO_ID.test(video.id)) throw new Error(`Invalid ${video.provider} video id '${video.id}'`);
  const id = encodeURIComponent(video.id);
  switch (video.provider) {
    case "youtube":
    case "youtube_shorts":
      return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
    case "vimeo":
      return `https://player.vimeo.com/video/${id}?autoplay=1`;
    case "twitch": {
      const which = /^v?\d+$/.test(video.id) ? `video=v${id.replace(/^v/, "")}` : `channel=${id}`;
      return `https://player.twitch.tv/?${which}&parent=${encodeURIComponent(siteHost)}&autoplay=true`;
    }
    case "dailymotion":
      return `https://www.dailymotion.com/embed/video/${id}?autoplay=1`;
    case "canalplus":
      return `https://player.canalplus.fr/embed/?param=cplus&vid=${id}`;
    case "coub":
      return `https://coub.com/embed/${id}?autostart=true`;
    case "wistia":
      return `https://fast.wistia.net/embed/iframe/${id}?autoPlay=true`;
    case "soundcloud":
      return `https://w.soundcloud.com/player/?url=${encodeURIComponent(`https://api.soundcloud.com/tracks/${video.id}`)}&auto_play=true`;
    case "teachertube":
      return `https://www.teachertube.com/embed/video/${id}`;
  }
}

/**
 * The origins of the providers' players, and so the only pages a content video may frame (the storefront's
 * Content-Security-Policy frame-src). Taken from the embed URLs above, so a new provider is allowed with its URL.
 */
export const VIDEO_PLAYER_ORIGINS: string[] = [
  ...new Set(VIDEO_PROVIDERS.map((provider) => new URL(videoEmbedUrl({ provider, id: "x" }, "localhost")).origin)),
];
