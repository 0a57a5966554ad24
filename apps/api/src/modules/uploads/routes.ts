import type {} from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { uploadAnswer } from "@petsies/contract";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import { Invalid } from "../../infra/errors.ts";
import { clientAddress, LIMITS, takeAttempts } from "../../infra/security/rate-limit.ts";
import type { Storage } from "../../infra/storage.ts";
import { optionalCustomer } from "../users/auth.ts";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_REQUEST_BYTES } from "@petsies/domain";
import { PayloadTooLarge, storeUpload, UPLOAD_MESSAGES } from "./service.ts";

interface UploadForm {
  bytes: Buffer;
  imageType: number;
  product: string | null;
}

/** The multipart form: one `file`, `imageType` (1–5) and an optional `product` (id or sku). */
async function readForm(req: FastifyRequest): Promise<UploadForm> {
  if (!req.isMultipart()) throw new Invalid(UPLOAD_MESSAGES.noFile);
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "file" || bytes !== null) {
          await part.toBuffer();
          throw new Invalid(part.fieldname !== "file" ? UPLOAD_MESSAGES.noFile : UPLOAD_MESSAGES.oneFile);
        }
        bytes = await part.toBuffer();
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new PayloadTooLarge();
    if (code === "FST_FILES_LIMIT") throw new Invalid(UPLOAD_MESSAGES.oneFile);
    if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT" || code === "FST_PROTO_VIOLATION") {
      throw new Invalid("The upload form may hold only file, imageType and product.");
    }
    throw err;
  }
  if (!bytes || bytes.length === 0) throw new Invalid(UPLOAD_MESSAGES.noFile);
  const typeText = (fields.imageType ?? "").trim();
  const imageType = /^[1-5]$/.test(typeText) ? Number(typeText) : null;
  if (imageType === null) throw new Invalid(UPLOAD_MESSAGES.imageType);
  const product = (fields.product ?? "").trim();
  if (product.length > 200) throw new Invalid("product is at most 200 characters (a product id or sku)");
  return { bytes, imageType, product: product === "" ? null : product };
}

export function uploadRoutes(app: FastifyInstance, db: Db, storage: Storage) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/upload",
    {
      // The multipart plugin counts the file against its own limit; the form around it is small.
      bodyLimit: MAX_UPLOAD_REQUEST_BYTES,
      schema: {
        tags: ["uploads"],
        summary: "Upload a photo (multipart/form-data: file, imageType 1–5, optional product)",
        description:
          `JPEG, PNG, WebP or HEIC (when it can be decoded) up to ${MAX_UPLOAD_BYTES / 1024 / 1024} MB, checked from the file's bytes; ` +
          "stored upright without EXIF/GPS metadata (HEIC as JPEG). result.item.url is served by /api/media, so an edits query " +
          `makes thumbnails. 400 "${UPLOAD_MESSAGES.notAPhoto}"; 400 "${UPLOAD_MESSAGES.tooManyPixels}" (read from the header, ` +
          `nothing decoded); 413 "${UPLOAD_MESSAGES.tooLarge}"; 429 past 60 uploads per client address in 15 minutes; ` +
          "503 with Retry-After when too many pictures are already waiting to be processed, or while file storage cannot be " +
          "reached. Only the first frame of an animated file is kept.",
        response: { 200: okSchema(uploadAnswer) },
      },
    },
    async (req) => {
      await takeAttempts(db, [[LIMITS.uploadPerIp, clientAddress(req)]]);
      const customer = await optionalCustomer(db, req);
      const form = await readForm(req);
      const item = await storeUpload(db, storage, { ...form, customerId: customer?.id ?? null });
      return ok({ item });
    },
  );
}
