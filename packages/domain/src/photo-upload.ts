/**
 * Photo uploads (spec §7 upload), the rules the photo picker, the storefront's proxy and the API share: how
 * large a photo may be and which kinds the picker offers. The API also takes the HEIC photos it can decode
 * (a file dropped on the picker still reaches it); the picker leaves HEIC out on purpose, so that an iPhone
 * hands its HEIC photos over as JPEG, which every part of the shop reads.
 */

export const MAX_UPLOAD_MB = 15;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/** The multipart form around the file: boundaries, part headers and the small fields (imageType, product). */
const UPLOAD_FORM_BYTES = 64 * 1024;
/** The largest upload request body worth reading: anything longer holds a photo over the limit. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + UPLOAD_FORM_BYTES;

/** The kinds of photo the picker offers, with the names a shopper knows them by. */
export const PHOTO_PICKER_TYPES = [
  { mime: "image/jpeg", name: "JPEG" },
  { mime: "image/png", name: "PNG" },
  { mime: "image/webp", name: "WebP" },
] as const;

/** The picker's `accept` attribute. */
export const PHOTO_PICKER_ACCEPT = PHOTO_PICKER_TYPES.map((t) => t.mime).join(",");

/** "JPEG, PNG or WebP": the picker's kinds in a sentence. */
export function photoKindsText(): string {
  const names = PHOTO_PICKER_TYPES.map((t) => t.name);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : (names[0] ?? "");
}

export const photoUploadMessages = {
  tooLarge: `This photo is larger than ${MAX_UPLOAD_MB} MB. Please upload a smaller photo.`,
} as const;

/** The hint beside the picker: what it takes, for one photo or up to `max`. */
export function photoPickerHint(max: number | null): string {
  const kinds = photoKindsText();
  return max !== null && max > 1
    ? `Up to ${max} photos (${kinds}, up to ${MAX_UPLOAD_MB} MB each).`
    : `A ${kinds} photo of up to ${MAX_UPLOAD_MB} MB.`;
}
