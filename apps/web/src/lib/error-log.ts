/**
 * The browser error logger (spec §8): unhandled rejections, script errors and console errors go to
 * POST /api/error-log, except from bots. Each is sent once a day per browser: a hash of message, line and
 * url is remembered (the 10 most recent, for 24 hours, spec §9) and forgotten again if the report fails.
 */
import { readLocal, writeLocal } from "./local-store.ts";

export const LOGGED_MEMORY_SIZE = 10;
export const LOGGED_MEMORY_MS = 24 * 60 * 60 * 1000;
export const LOGGING_FAILED = "An error has occurred while logging.";
const MEMORY_KEY = "logged-errors";
const INSTANCE_KEY = "instance-id";

export interface BrowserError {
  message: string;
  stack?: string;
  file?: string;
  line?: number;
}

export interface LoggedHash {
  hash: string;
  at: number;
}

const BOT = /bot\b|bot\/|crawl|spider|slurp|mediapartners|lighthouse|pagespeed|facebookexternalhit|embedly/i;

export function isBot(userAgent: string): boolean {
  return BOT.test(userAgent);
}

/**
 * The key an error is remembered by: FNV-1a (32 bits) of message, line and url, with the text's length. It only
 * tells ten remembered errors apart, so it need not be a cryptographic hash, whose code every page would load.
 */
export function errorKey(e: Pick<BrowserError, "message" | "line">, url: string): string {
  const text = `${e.message}\n${e.line ?? ""}\n${url}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `${hash.toString(16).padStart(8, "0")}-${text.length.toString(16)}`;
}

/** The memory without entries older than 24 hours; null when this hash was already logged within them. */
export function remember(memory: LoggedHash[], hash: string, now: number): LoggedHash[] | null {
  const fresh = memory.filter((m) => now - m.at < LOGGED_MEMORY_MS);
  if (fresh.some((m) => m.hash === hash)) return null;
  return [...fresh, { hash, at: now }].slice(-LOGGED_MEMORY_SIZE);
}

export function forget(memory: LoggedHash[], hash: string): LoggedHash[] {
  return memory.filter((m) => m.hash !== hash);
}

export function readMemory(): LoggedHash[] {
  try {
    const parsed: unknown = JSON.parse(readLocal(MEMORY_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((m): m is LoggedHash => typeof m?.hash === "string" && typeof m?.at === "number") : [];
  } catch {
    return [];
  }
}

export function writeMemory(memory: LoggedHash[]): void {
  writeLocal(MEMORY_KEY, JSON.stringify(memory));
}

/** This browser's instance id (spec §3 "Other"): a random UUID kept in local storage, made again when missing. */
export function instanceId(): string {
  const known = readLocal(INSTANCE_KEY);
  if (known) return known;
  const id = crypto.randomUUID();
  writeLocal(INSTANCE_KEY, id);
  return id;
}

/** Another tab removed the instance id: this one makes a new one at once. */
export function keepInstanceId(): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === INSTANCE_KEY && e.newValue === null) instanceId();
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}

/** What console.error was given, as one line of text (an Error gives its message; its stack goes apart). */
export function consoleMessage(args: unknown[]): BrowserError {
  const error = args.find((a): a is Error => a instanceof Error);
  const text = args
    .map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : typeof a === "string" ? a : safeJson(a)))
    .join(" ")
    .slice(0, 1000);
  return { message: text || "console.error", ...(error?.stack ? { stack: error.stack } : {}) };
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The GELF payload of spec §7 "Other"; the API adds the client address it sees. */
export function errorPayload(e: BrowserError, context: { url: string; host: string; userAgent: string; appVersion: string; instanceId: string; traceId: string }) {
  return {
    version: "1.1",
    host: context.host,
    short_message: e.message.slice(0, 1000),
    ...(e.stack ? { full_message: e.stack.slice(0, 20_000) } : {}),
    facility: "storefront",
    ...(e.file ? { file: e.file.slice(0, 2000) } : {}),
    ...(e.line !== undefined && e.line >= 0 ? { line: Math.floor(e.line) } : {}),
    _current_url: context.url.slice(0, 2000),
    _user_agent: context.userAgent.slice(0, 1000),
    _trace_id: context.traceId,
    _app_version: context.appVersion,
    _instance_id: context.instanceId,
  };
}
