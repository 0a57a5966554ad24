/**
 * Image variants, spec §7 "Thumbnails use an edits query": the query parameter `edits` carries the
 * base64 of {resize: {width, height, fit, position, withoutEnlargement}, toFormat}.
 */
export type ImageFit = "cover" | "inside";
export type ImageFormat = "webp" | "jpeg" | "png" | "avif";

export interface ImageEdits {
  resize: { width: number; height: number; fit: ImageFit; position?: "entropy"; withoutEnlargement: true };
  toFormat?: ImageFormat;
}

/** The sizes of spec §9 "Images". */
export const IMAGE_SIZES = {
  gallery: { width: 1350, height: 1674 },
  thumbnail: { width: 324, height: 489 },
  cartThumbnail: { width: 210, height: 300 },
  customizationCartThumbnail: { width: 320, height: 320 },
  banner: { width: 900, height: 402 },
} as const;

export const MEDIA_PATH = "/api/media/";

function toBase64(text: string): string {
  // Works in the browser and in Node without Buffer.
  return btoa(unescape(encodeURIComponent(text)));
}

/** URL of a stored image, resized on the server when a size is given. */
export function imageUrl(
  key: string,
  size?: { width: number; height: number; fit?: ImageFit; format?: ImageFormat },
): string {
  if (!key) return "";
  if (/^https?:\/\//.test(key) || key.startsWith("/")) return key;
  const base = MEDIA_PATH + key.split("/").map(encodeURIComponent).join("/");
  if (!size) return base;
  const edits: ImageEdits = {
    resize: {
      width: size.width,
      height: size.height,
      fit: size.fit ?? "cover",
      position: "entropy",
      withoutEnlargement: true,
    },
    toFormat: size.format ?? "webp",
  };
  return `${base}?edits=${encodeURIComponent(toBase64(JSON.stringify(edits)))}`;
}
