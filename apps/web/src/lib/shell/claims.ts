/**
 * Claim records (spec §3 "Other": code, created_at, value, description), kept in local storage under one
 * key as a map from code to record. The cookiesAccepted claim is the only one the shop keeps so far.
 */
import { readLocal, writeLocal } from "../local-store.ts";

export interface ClaimRecord<T = unknown> {
  code: string;
  created_at: string;
  value: T;
  description: string;
}

export const CLAIMS_KEY = "claims";

function isClaimRecord(value: unknown): value is ClaimRecord {
  if (!value || typeof value !== "object") return false;
  const r = value as Record<string, unknown>;
  return typeof r.code === "string" && typeof r.created_at === "string" && "value" in r && typeof r.description === "string";
}

/** The stored claims; anything unreadable or malformed counts as missing. */
export function parseClaims(raw: string | null): Record<string, ClaimRecord> {
  try {
    const parsed = JSON.parse(raw ?? "{}") as unknown;
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([code, r]) => isClaimRecord(r) && r.code === code)) as Record<string, ClaimRecord>;
  } catch {
    return {};
  }
}

export function readClaim(code: string): ClaimRecord | null {
  return parseClaims(readLocal(CLAIMS_KEY))[code] ?? null;
}

export function saveClaim<T>(code: string, value: T, description: string, now = new Date()): ClaimRecord<T> {
  const record: ClaimRecord<T> = { code, created_at: now.toISOString(), value, description };
  writeLocal(CLAIMS_KEY, JSON.stringify({ ...parseClaims(readLocal(CLAIMS_KEY)), [code]: record }));
  return record;
}
