/**
 * URLs of stored images, spec §7 "Thumbnails use an edits query": the query parameter `edits` carries the
 * base64 of {resize: {width, height, fit, position, withoutEnlargement}, toFormat}, always one of the
 * listed variants (image-variants.ts).
 */
import { variantEdits, type ImageVariantName } from "./image-variants.ts";

export const MEDIA_PATH = "/api/media/";

function toBase64(text: string): string {
  // Works in the browser and in Node without Buffer.
  return btoa(unescape(encodeURIComponent(text)));
}

/** URL of a stored image, as stored or as one of the listed variants. Addresses and paths are left alone. */
export function imageUrl(key: string, variant?: ImageVariantName): string {
  if (!key) return "";
  if (/^https?:\/\//.test(key) || key.startsWith("/")) return key;
  const base = MEDIA_PATH + key.split("/").map(encodeURIComponent).join("/");
  if (!variant) return base;
  return `${base}?edits=${encodeURIComponent(toBase64(JSON.stringify(variantEdits(variant))))}`;
}

/**
 * A stored photo's URL as one of the listed variants (an uploaded photo's state holds its full-size media
 * URL, absolute or not). A URL outside the media path is left alone.
 */
export function photoThumbnailUrl(url: string, variant: ImageVariantName = "customizationCartThumbnail"): string {
  const path = url.replace(/^https?:\/\/[^/]+/, "").split("?")[0] ?? "";
  if (!path.startsWith(MEDIA_PATH)) return url;
  const key = path
    .slice(MEDIA_PATH.length)
    .split("/")
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    })
    .join("/");
  return imageUrl(key, variant);
}
