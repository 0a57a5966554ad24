/**
 * Stored images and their variants (spec §7 "Thumbnails use an edits query"). Only the variants the shop
 * lists (IMAGE_VARIANTS) are made: any other size or format is refused before a file is read, so no
 * client can make the server render and store pictures without end. A variant is made once with sharp and
 * kept in storage, so later requests are a file read. Making one is image work: it counts against the
 * client's address (the route's `beforeMaking`) and waits its turn in the image queue (infra/image-work.ts).
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import { z } from "zod";
import { IMAGE_VARIANT_NAMES, IMAGE_VARIANTS, variantEdits, variantOf, type ImageEdits, type ImageVariantName } from "@petsies/domain";
import { contentTypeOf } from "../../infra/content-type.ts";
import { Invalid, NotFound } from "../../infra/errors.ts";
import { runImageWork } from "../../infra/image-work.ts";
import { isValidKey, type Storage } from "../../infra/storage.ts";

const editsSchema = z.object({
  resize: z.object({
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    fit: z.enum(["cover", "inside"]),
    position: z.literal("entropy").optional(),
    withoutEnlargement: z.boolean().optional(),
  }),
  toFormat: z.enum(["webp", "jpeg", "png", "avif"]).optional(),
});

export function parseEdits(encoded: string): ImageEdits {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(encoded, "base64").toString("utf8"));
  } catch {
    throw new Invalid("edits must be base64-encoded JSON");
  }
  const parsed = editsSchema.safeParse(json);
  if (!parsed.success) throw new Invalid(`Invalid edits: ${parsed.error.issues[0]?.message ?? "bad shape"}`);
  return { ...parsed.data, resize: { ...parsed.data.resize, withoutEnlargement: true } };
}

export const MEDIA_MESSAGES = {
  sizeNotOffered: "This image size is not offered: ask for one of the sizes listed under GET /api/media in the API documentation.",
  formatNotOffered: (formats: readonly string[]) => `This image format is not offered in this size: ask for ${formats.join(" or ")}.`,
} as const;

/** The listed variant the edits ask for; anything else is Invalid, saying whether the size or the format is wrong. */
export function offeredVariant(edits: ImageEdits): ImageVariantName {
  const name = variantOf(edits);
  if (name) return name;
  const { width, height, fit } = edits.resize;
  const formats = IMAGE_VARIANT_NAMES.map((n) => IMAGE_VARIANTS[n])
    .filter((v) => v.width === width && v.height === height && v.fit === fit)
    .map((v) => v.format);
  throw new Invalid(formats.length > 0 ? MEDIA_MESSAGES.formatNotOffered(formats) : MEDIA_MESSAGES.sizeNotOffered);
}

export interface MediaFile {
  body: Buffer;
  contentType: string;
}

/**
 * A stored image, or a listed variant of it. `beforeMaking` runs only when the variant is not stored yet and
 * must be made (the route counts it against the client's address there); a stored one costs a file read.
 */
export async function readMedia(
  storage: Storage,
  key: string,
  encodedEdits: string | undefined,
  beforeMaking: () => Promise<void> = async () => {},
): Promise<MediaFile> {
  // A key ending in a slash names a folder, never an image (and a folder name without one reads as no file); a
  // downloadable product's file (downloads/) is served only to its buyers (modules/downloads).
  if (!isValidKey(key) || key.startsWith("variants/") || key.startsWith("downloads/") || key.endsWith("/")) throw new NotFound("Image not found");
  if (!encodedEdits) {
    const body = await storage.get(key);
    if (!body) throw new NotFound("Image not found");
    return { body, contentType: contentTypeOf(key) };
  }
  const variant = offeredVariant(parseEdits(encodedEdits));
  const { width, height, fit, format } = IMAGE_VARIANTS[variant];
  // Hashed in the form the shop sends, so variants stored before the list existed are still found, and
  // one variant asked for in two spellings (no position, no format) is made and stored once.
  const hash = createHash("sha256").update(key).update("\0").update(JSON.stringify(variantEdits(variant))).digest("hex").slice(0, 32);
  const variantKey = `variants/${hash}.${format}`;
  const cached = await storage.get(variantKey);
  if (cached) return { body: cached, contentType: contentTypeOf(variantKey) };
  await beforeMaking();
  const original = await storage.get(key);
  if (!original) throw new NotFound("Image not found");
  const body = await runImageWork(() =>
    sharp(original)
      .resize({ width, height, fit, position: fit === "cover" ? sharp.strategy.entropy : undefined, withoutEnlargement: true })
      .toFormat(format, { quality: 78 })
      .toBuffer(),
  );
  await storage.put(variantKey, body);
  return { body, contentType: contentTypeOf(variantKey) };
}
