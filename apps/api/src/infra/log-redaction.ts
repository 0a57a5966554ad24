/**
 * What may reach a log line. Tokens travel as the `token` query parameter (spec §7) and in Authorization
 * headers; a guest cart id is a bearer secret too; and a query the database refuses carries the customer's
 * data (name, street, phone, e-mail, password hash) as its parameters.
 */
import { DrizzleQueryError } from "drizzle-orm";

/** Query parameters that are bearer secrets, compared case-insensitively. */
export const SECRET_PARAMS = ["token", "refreshToken", "resetToken", "previewToken", "code", "recoveryCode", "password", "cartId"];
const SECRET_NAMES = new Set(SECRET_PARAMS.map((name) => name.toLowerCase()));

/** Path segments that are bearer secrets: a download link's token (/api/downloads/links/{token}). */
const SECRET_SEGMENTS = /(\/api\/downloads\/links\/)[^/?#]+/g;

/** Percent-decoded as the router and the query parser read it; a malformed escape stays as it is. */
export function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The URL with every secret replaced by "[redacted]". Names and paths are compared decoded, because the
 * API reads them decoded: `?%74oken=` is the token and `/api/downloads/%6Cinks/{token}` a download link.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return redactPath(url);
  return `${redactPath(url.slice(0, at))}?${redactQuery(url.slice(at + 1))}`;
}

function redactPath(path: string): string {
  // The path is logged as it came unless it holds a secret; then decoded, with the secret replaced.
  const plain = decoded(path);
  const redacted = plain.replace(SECRET_SEGMENTS, "$1[redacted]");
  return redacted === plain ? path : redacted;
}

function redactQuery(query: string): string {
  return query
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      if (eq < 0) return pair;
      const name = pair.slice(0, eq);
      return SECRET_NAMES.has(decoded(name).toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join("&");
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

/**
 * Fields of an error that hold the values of a query: Drizzle's `params`; the database's `detail`
 * ("Key (email)=(ann@example.com) already exists", "Failing row contains (…)"), `where` and `internalQuery`.
 */
const QUERY_VALUE_FIELDS = new Set(["params", "detail", "where", "internalQuery"]);

/** A database's own message quotes the input it could not take: `invalid input syntax for type uuid: "…"`. */
const QUOTED_INPUT = /(: |value )"[^"]*"/g;

/** An error as PostgreSQL (and PGlite) report it: a five-character SQLSTATE code and a severity. */
function isDatabaseError(err: Error): boolean {
  const { code, severity } = err as Error & { code?: unknown; severity?: unknown };
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && typeof severity === "string";
}

/** The message without the query's values: Drizzle appends every parameter to "Failed query: <sql>". */
function safeMessage(err: Error): string {
  if (err instanceof DrizzleQueryError) return `Failed query: ${err.query}`;
  if (isDatabaseError(err)) return err.message.replace(QUOTED_INPUT, '$1"[redacted]"');
  return err.message;
}

/** An error's message as a log line or a stored job error may show it. */
export function errorText(err: unknown): string {
  return err instanceof Error ? safeMessage(err) : String(err);
}

/** An error as a log line shows it (the shape of pino's own error serializer). */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * The logger's `err` serializer: type, message, stack, the error's own fields (code, constraint, table,
 * the SQL text…) and its cause, the same way down; never a query's parameters. The stack begins with the
 * message, so it gets the safe message too.
 */
export function errorForLog(err: Error): LoggedError {
  // The logger calls it for whatever an `err` field holds (the job worker logs a message string).
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: "" };
  const message = safeMessage(err);
  const logged: LoggedError = {
    type: err.constructor.name || err.name,
    message,
    stack: (err.stack ?? "").replace(err.message, () => message),
  };
  for (const [key, value] of Object.entries(err)) {
    if (QUERY_VALUE_FIELDS.has(key) || key in logged || key === "cause") continue;
    logged[key] = value;
  }
  if (err.cause !== undefined) logged.cause = err.cause instanceof Error ? errorForLog(err.cause) : err.cause;
  return logged;
}
