/**
 * The browser error log (spec §8): errors the storefront reports are kept one row per distinct error, so a
 * fault every shopper hits is one row with a count rather than a flood. The client address is the one the
 * API saw, never one the browser claims.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { errorLogs } from "../../db/schema.ts";
import type { ErrorLogBody } from "./schemas.ts";

/** The page path without its query, which may carry tokens or e-mail addresses. */
export function pagePath(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.origin + u.pathname;
  } catch {
    return url.split(/[?#]/)[0] ?? null;
  }
}

export function errorHash(e: Pick<ErrorLogBody, "short_message" | "file" | "line" | "_current_url">): string {
  return createHash("sha256")
    .update([e.short_message, e.file ?? "", String(e.line ?? ""), pagePath(e._current_url) ?? ""].join("\n"))
    .digest("hex");
}

export async function logBrowserError(db: Db, e: ErrorLogBody, clientIp: string | null, now = new Date()): Promise<void> {
  const row = {
    hash: errorHash(e),
    shortMessage: e.short_message,
    fullMessage: e.full_message ?? null,
    currentUrl: pagePath(e._current_url),
    file: e.file ?? null,
    line: e.line ?? null,
    facility: e.facility ?? null,
    host: e.host ?? null,
    userAgent: e._user_agent ?? null,
    clientIp,
    traceId: e._trace_id ?? null,
    appVersion: e._app_version ?? null,
    instanceId: e._instance_id ?? null,
    firstSeenAt: now,
    lastSeenAt: now,
  };
  await db
    .insert(errorLogs)
    .values(row)
    .onConflictDoUpdate({
      target: errorLogs.hash,
      set: {
        occurrences: sql`${errorLogs.occurrences} + 1`,
        lastSeenAt: now,
        fullMessage: row.fullMessage,
        userAgent: row.userAgent,
        clientIp,
        traceId: row.traceId,
        appVersion: row.appVersion,
        instanceId: row.instanceId,
      },
    });
}
