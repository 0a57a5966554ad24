/**
 * Stored images and their variants (spec §7 "Thumbnails use an edits query"). A variant is made once
 * with sharp and kept in storage, so later requests are a file read.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import { z } from "zod";
import type { ImageEdits } from "@petsies/domain";
import { Invalid, NotFound } from "../../infra/errors.ts";
import { isValidKey, type Storage } from "../../infra/storage.ts";

const editsSchema = z.object({
  resize: z.object({
    width: z.number().int().min(1).max(4000),
    height: z.number().int().min(1).max(4000),
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

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  png: "image/png",
  avif: "image/avif",
  svg: "image/svg+xml",
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";
}

export interface MediaFile {
  body: Buffer;
  contentType: string;
}

export async function readMedia(storage: Storage, key: string, encodedEdits: string | undefined): Promise<MediaFile> {
  if (!isValidKey(key) || key.startsWith("variants/")) throw new NotFound("Image not found");
  if (!encodedEdits) {
    const body = await storage.get(key);
    if (!body) throw new NotFound("Image not found");
    return { body, contentType: contentTypeOf(key) };
  }
  const edits = parseEdits(encodedEdits);
  const format = edits.toFormat ?? "webp";
  const hash = createHash("sha256").update(key).update("\0").update(JSON.stringify(edits)).digest("hex").slice(0, 32);
  const variantKey = `variants/${hash}.${format}`;
  const cached = await storage.get(variantKey);
  if (cached) return { body: cached, contentType: CONTENT_TYPES[format] as string };
  const original = await storage.get(key);
  if (!original) throw new NotFound("Image not found");
  const { width, height, fit } = edits.resize;
  const body = await sharp(original)
    .resize({ width, height, fit, position: fit === "cover" ? sharp.strategy.entropy : undefined, withoutEnlargement: true })
    .toFormat(format, { quality: 78 })
    .toBuffer();
  await storage.put(variantKey, body);
  return { body, contentType: CONTENT_TYPES[format] as string };
}
