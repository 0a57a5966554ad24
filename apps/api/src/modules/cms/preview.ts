/**
 * Draft preview (spec §6 "Preview of draft content needs a preview token validated by the server").
 *
 * The shop owner sets an editor secret (CMS_PREVIEW_SECRET). An editor link carries a story id, a time and
 * a token: the HMAC-SHA256 of "editor:{storyId}:{timestamp}" under that secret, valid for an hour. The
 * validate-editor call checks it and answers a preview token, "{storyId}.{expires}.{HMAC of
 * preview:{storyId}:{expires}}", that opens the draft of that story alone for an hour: a link shared or
 * leaked shows the one story it was made for, never the shop's other drafts. Both are checked statelessly
 * (any API process can) with constant-time comparison, and neither is ever logged (infra/log-redaction.ts
 * redacts token and previewToken).
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const EDITOR_LINK_MAX_AGE_SECONDS = 60 * 60;
export const PREVIEW_TOKEN_TTL_SECONDS = 60 * 60;
/** Clocks of the editor's machine and ours may differ a little. */
const CLOCK_SKEW_SECONDS = 5 * 60;

function sign(secret: string, message: string): string {
  return createHmac("sha256", secret).update(message).digest("hex");
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, "utf8");
  const y = Buffer.from(b, "utf8");
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The token an editor link for a story carries (what the editor, or `npm run shop -- story preview-link`, signs). */
export function editorLinkToken(secret: string, storyId: number, timestamp: number): string {
  return sign(secret, `editor:${storyId}:${timestamp}`);
}

export function isValidEditorLink(secret: string, link: { storyId: number; timestamp: number; token: string }, now: Date): boolean {
  const seconds = Math.floor(now.getTime() / 1000);
  if (link.timestamp > seconds + CLOCK_SKEW_SECONDS || link.timestamp < seconds - EDITOR_LINK_MAX_AGE_SECONDS) return false;
  return sameHex(editorLinkToken(secret, link.storyId, link.timestamp), link.token.toLowerCase());
}

export function issuePreviewToken(secret: string, storyId: number, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + PREVIEW_TOKEN_TTL_SECONDS;
  return `${storyId}.${expires}.${sign(secret, `preview:${storyId}:${expires}`)}`;
}

/** The id of the story a preview token opens, or null when the token is not valid (or has expired). */
export function previewTokenStory(secret: string, token: string, now: Date): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([0-9a-f]{64})$/.exec(token);
  if (!match) return null;
  const storyId = Number(match[1]);
  const expires = Number(match[2]);
  if (expires <= Math.floor(now.getTime() / 1000)) return null;
  return sameHex(sign(secret, `preview:${storyId}:${expires}`), match[3]!) ? storyId : null;
}

/**
 * The customization editor's preview of a product's configurator (domain configurator-preview.ts): a link for one
 * product until `expires` (Unix seconds), signed with the same secret as "configurator:{productId}:{expires}".
 */
export const CONFIGURATOR_PREVIEW_TTL_SECONDS = 60 * 60;

export function configuratorPreviewToken(secret: string, productId: number, expires: number): string {
  return sign(secret, `configurator:${productId}:${expires}`);
}

export function isValidConfiguratorPreview(secret: string, link: { productId: number; expires: number; token: string }, now: Date): boolean {
  const seconds = Math.floor(now.getTime() / 1000);
  if (link.expires <= seconds || link.expires > seconds + CONFIGURATOR_PREVIEW_TTL_SECONDS + CLOCK_SKEW_SECONDS) return false;
  return sameHex(configuratorPreviewToken(secret, link.productId, link.expires), link.token.toLowerCase());
}
