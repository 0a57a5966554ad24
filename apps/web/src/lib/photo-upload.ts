/**
 * Photo uploads (spec §3 "Uploaded image", §7 upload, §5): POST /api/upload as multipart (file, imageType,
 * optional product). The answer must carry an item with id (string), type (number), url (string) and
 * createdAt (string), else "Unexpected response!"; a refused file shows the server's own message. The
 * request goes through XMLHttpRequest because fetch reports no upload progress. The configurator's pet photos
 * and the share forms' photo both use it, loaded when the shopper picks a file (components/photo).
 */
import { MAX_UPLOAD_BYTES, messages, photoUploadMessages, UPLOADED_IMAGE_TYPE, type UploadedImage } from "@petsies/domain";
import { refusalMessage } from "./api-call.ts";

export const UPLOAD_PATH = "/api/upload";

export type UploadOutcome = { ok: true; image: UploadedImage } | { ok: false; message: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The uploaded image of an answer (the envelope's result, or the bare body), or null when it is malformed. */
export function parseUploadAnswer(body: unknown): UploadedImage | null {
  if (!isRecord(body)) return null;
  const holder = isRecord(body.result) ? body.result : body;
  const item = holder.item;
  if (!isRecord(item)) return null;
  const { id, type, url, createdAt } = item;
  if (typeof id !== "string" || id === "" || typeof type !== "number" || typeof url !== "string" || url === "") return null;
  if (typeof createdAt !== "string") return null;
  return { id, type, url, createdAt };
}

/** What a finished request means for the shopper. */
export function uploadOutcome(status: number, responseText: string): UploadOutcome {
  let body: unknown;
  try {
    body = JSON.parse(responseText);
  } catch {
    body = null;
  }
  if (status === 0) return { ok: false, message: messages.offline };
  if (status < 200 || status >= 300) {
    const message = isRecord(body) ? refusalMessage(body.result) : null;
    return { ok: false, message: message ?? messages.somethingWentWrong };
  }
  const image = parseUploadAnswer(body);
  return image ? { ok: true, image } : { ok: false, message: messages.unexpectedResponse };
}

export interface UploadRequest {
  file: File;
  /** The product the photo is for (its sku). */
  product?: string;
  imageType?: number;
  /** 0–100 while the bytes go up. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export function uploadPhoto({ file, product, imageType = UPLOADED_IMAGE_TYPE.artwork, onProgress, signal }: UploadRequest): Promise<UploadOutcome> {
  // The server would refuse it with the same words; on a phone's connection that is a long wait to learn it.
  if (file.size > MAX_UPLOAD_BYTES) return Promise.resolve({ ok: false, message: photoUploadMessages.tooLarge });
  return new Promise((resolve) => {
    const form = new FormData();
    form.append("imageType", String(imageType));
    if (product) form.append("product", product);
    // The file last: a multipart reader sees the small fields before the bytes.
    form.append("file", file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", UPLOAD_PATH);
    xhr.setRequestHeader("accept", "application/ld+json, application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => resolve(uploadOutcome(xhr.status, xhr.responseText));
    xhr.onerror = () => resolve(uploadOutcome(0, ""));
    xhr.onabort = () => resolve({ ok: false, message: "The upload was cancelled." });
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** A photo's variant through the edits query (spec §7): one rule for the browser and the server. */
export { photoThumbnailUrl } from "@petsies/domain";
