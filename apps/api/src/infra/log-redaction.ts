/**
 * Tokens travel as the `token` query parameter (spec §7) and in Authorization headers; neither may
 * ever reach a log line. A guest cart id is a bearer secret too.
 */
const SECRET_PARAMS = /([?&](?:token|refreshToken|resetToken|previewToken|code|recoveryCode|password|cartId)=)[^&#]*/gi;

/** Path segments that are bearer secrets: a download link's token (/api/downloads/links/{token}). */
const SECRET_SEGMENTS = /(\/api\/downloads\/links\/)[^/?#]+/g;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, "$1[redacted]").replace(SECRET_SEGMENTS, "$1[redacted]");
}

export const redactPaths = [
  "req.headers.authorization",
  "req.headers.cookie",
  "res.headers['set-cookie']",
  "password",
  "token",
  "*.password",
  "*.token",
  // Card details (payment_method_additional) wherever a logged body nests them; payments.test.ts checks
  // that every key in PAYMENT_SECRET_KEYS is covered.
  ...["card_number", "cvc"].flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]),
];
