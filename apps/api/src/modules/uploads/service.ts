/**
 * Photo uploads (spec §3 "Uploaded image", §7 upload). A file is a photo only if its bytes say so (the
 * name and the declared type are not trusted) and sharp decodes it. What is stored is a re-encoding: the
 * picture turned upright by its EXIF orientation, then written without any metadata, so a shopper's
 * camera, time and GPS position never leave their device through our files. HEIC/HEIF is accepted when
 * sharp can decode it (HEIF with AV1, i.e. AVIF; the prebuilt sharp has no HEVC decoder for iPhone HEIC)
 * and stored as JPEG, which every browser shows.
 *
 * The picture's size is read from its header before anything is decoded: a small file can claim a canvas
 * that would take gigabytes and minutes to decode. Only the first frame of an animated or multi-page file
 * is decoded and kept. The decoding waits its turn in the image queue (infra/image-work.ts).
 */
import { randomUUID } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Sharp } from "sharp";
import { imageUrl, photoUploadMessages, type UploadedImage } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { uploads } from "../../db/schema.ts";
import { AppError, Invalid } from "../../infra/errors.ts";
import { runImageWork } from "../../infra/image-work.ts";
import type { Storage } from "../../infra/storage.ts";
import { InvalidFields } from "../../infra/validation-answer.ts";

/**
 * The most pixels a photo may have: about 8000 × 8000. Phone cameras save 12 MP by default and 48 or 50 MP
 * at full resolution (8064 × 6048, 8160 × 6144), which fit; the 108 and 200 MP modes are mostly over 15 MB
 * anyway. Decoding one takes about 200 MB of memory and a second or two of one thread.
 */
export const MAX_INPUT_MEGAPIXELS = 64;
const MAX_INPUT_PIXELS = MAX_INPUT_MEGAPIXELS * 1_000_000;
/** The longest side a photo may have (a phone's panorama at most); no use of ours needs a longer strip. */
export const MAX_INPUT_SIDE = 16_384;
/** Longest side kept: enough for the artists' detail work, far less to store than a 48 MP original. */
const MAX_SIDE = 6000;

export const UPLOAD_MESSAGES = {
  notAPhoto: "This file is not a photo we can use. Please upload a JPEG, PNG, WebP or HEIC image.",
  tooLarge: photoUploadMessages.tooLarge,
  tooManyPixels: `This photo has too many pixels: we take up to ${MAX_INPUT_MEGAPIXELS} megapixels (about 8000 × 8000) and ${MAX_INPUT_SIDE} pixels on its longest side. Please upload a smaller photo.`,
  heicUnreadable:
    "We could not read this HEIC photo. Please upload it as a JPEG or PNG (on an iPhone: Settings › Camera › Formats › Most Compatible).",
  noFile: "Please choose a photo to upload (multipart/form-data field 'file').",
  oneFile: "Please upload one photo at a time.",
  imageType: "imageType must be a whole number from 1 to 5 (1 Artwork, 2 QaPhoto, 3 BodyPartImage, 4 PlushieAlert, 5 MessageAttachment).",
} as const;

export class PayloadTooLarge extends AppError {
  constructor(message: string = UPLOAD_MESSAGES.tooLarge) {
    super(413, message);
  }
}

type Output = "jpeg" | "png" | "webp";

/** Accepted types by the mime type file-type reads from the bytes, and what each is stored as. */
const ACCEPTED: Readonly<Record<string, { output: Output; heif: boolean }>> = {
  "image/jpeg": { output: "jpeg", heif: false },
  "image/png": { output: "png", heif: false },
  "image/webp": { output: "webp", heif: false },
  "image/heic": { output: "jpeg", heif: true },
  "image/heic-sequence": { output: "jpeg", heif: true },
  "image/heif": { output: "jpeg", heif: true },
  "image/heif-sequence": { output: "jpeg", heif: true },
  "image/avif": { output: "jpeg", heif: true },
};

const CONTENT_TYPE: Record<Output, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" };
const EXTENSION: Record<Output, string> = { jpeg: "jpg", png: "png", webp: "webp" };

export interface CleanPhoto {
  body: Buffer;
  contentType: string;
  extension: string;
  width: number;
  height: number;
}

/** The photo re-encoded upright and without metadata, or 400 with the message a shopper can act on. */
export async function cleanPhoto(bytes: Buffer): Promise<CleanPhoto> {
  const detected = await fileTypeFromBuffer(bytes);
  const kind = detected ? ACCEPTED[detected.mime] : undefined;
  if (!kind) throw new Invalid(UPLOAD_MESSAGES.notAPhoto);
  const unreadable = () => new Invalid(kind.heif ? UPLOAD_MESSAGES.heicUnreadable : UPLOAD_MESSAGES.notAPhoto);
  return runImageWork(async () => {
    // The header alone (sharp's own pixel limit would refuse it there without saying which limit).
    const { width, height } = await sharp(bytes, { limitInputPixels: false })
      .metadata()
      .catch(() => {
        throw unreadable();
      });
    if (!width || !height) throw unreadable();
    if (width * height > MAX_INPUT_PIXELS || Math.max(width, height) > MAX_INPUT_SIDE) throw new Invalid(UPLOAD_MESSAGES.tooManyPixels);
    // animated: false decodes the first frame or page only; the pixel limit stays as the decoder's own guard.
    const image = sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    return reencode(image, kind.output).catch(() => {
      throw unreadable();
    });
  });
}

/**
 * A staff member's picture file (a gift card design's, a content story's) cleaned as a photo and stored under
 * `prefix` with a new name; a file that is no picture is refused at the form's field `file`.
 */
export async function storeStaffPicture(storage: Storage, bytes: Buffer, prefix: string): Promise<string> {
  const photo = await cleanPhoto(bytes).catch((err: unknown) => {
    throw err instanceof Invalid && !(err instanceof InvalidFields) ? new InvalidFields({ file: err.message }) : err;
  });
  const key = `${prefix}${randomUUID()}.${photo.extension}`;
  await storage.put(key, photo.body);
  return key;
}

async function reencode(image: Sharp, output: Output): Promise<CleanPhoto> {
  // rotate() with no angle applies the EXIF orientation; sharp writes no metadata unless asked to.
  const pipeline = image.rotate().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true });
  const encoded =
    output === "png"
      ? pipeline.png({ compressionLevel: 9 })
      : output === "webp"
        ? pipeline.webp({ quality: 90 })
        : pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: 90 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { body: data, contentType: CONTENT_TYPE[output], extension: EXTENSION[output], width: info.width, height: info.height };
}

export interface UploadInput {
  bytes: Buffer;
  imageType: number;
  product: string | null;
  customerId: number | null;
}

export async function storeUpload(db: Db, storage: Storage, input: UploadInput, now = new Date()): Promise<UploadedImage> {
  const photo = await cleanPhoto(input.bytes);
  const id = randomUUID();
  const month = now.toISOString().slice(0, 7).replace("-", "/");
  const storageKey = `uploads/${month}/${id}.${photo.extension}`;
  await storage.put(storageKey, photo.body);
  await db.insert(uploads).values({
    id,
    type: input.imageType,
    storageKey,
    contentType: photo.contentType,
    sizeBytes: photo.body.length,
    width: photo.width,
    height: photo.height,
    product: input.product,
    customerId: input.customerId,
    createdAt: now,
  });
  return toUploadedImage({ id, type: input.imageType, storageKey, createdAt: now });
}

export function toUploadedImage(row: { id: string; type: number; storageKey: string; createdAt: Date }): UploadedImage {
  return { id: row.id, type: row.type, url: imageUrl(row.storageKey), createdAt: row.createdAt.toISOString() };
}
