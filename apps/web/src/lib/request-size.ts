/**
 * Request bodies the storefront does not forward. Next reads a body that passes src/proxy.ts into memory
 * and cuts it off at next.config.ts's proxyClientMaxBodySize; a cut body still names its whole length, so
 * the API would wait for the rest until the proxy gives up (a 500 for the shopper). No API call reads more
 * than the largest photo upload (packages/domain photo-upload.ts), so a longer body is answered here, with
 * the size message the API itself gives, before Next reads it.
 */
import { MAX_UPLOAD_REQUEST_BYTES, photoUploadMessages } from "@petsies/domain";

const UPLOAD_PATH = "/api/upload";

/** The refusal for a body of `contentLength` bytes sent to `pathname`, or null when it may go on. */
export function bodyTooLarge(pathname: string, contentLength: string | null): string | null {
  const length = Number(contentLength ?? 0);
  if (!Number.isFinite(length) || length <= MAX_UPLOAD_REQUEST_BYTES) return null;
  return pathname === UPLOAD_PATH ? photoUploadMessages.tooLarge : "This request is too large.";
}
