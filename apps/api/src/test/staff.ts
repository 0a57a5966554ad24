/**
 * Test staff: a member of a role, made through the real account service, signed in through the real API
 * (cookie and CSRF token kept), with two-factor set up as the app does it when the member must have it (owners
 * always; everyone while the shop's "staff two-factor required" setting is on, as it is by default).
 */
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { generate } from "otplib";
import type { StaffRole } from "@petsies/contract/admin";
import { addStaff, setPasswordWithToken } from "../modules/staff/accounts.ts";
import { STAFF_COOKIE } from "../modules/staff/access.ts";
import type { TestApp } from "./app.ts";

export const STAFF_PASSWORD = "Stitch-and-Sew-2030";

export interface StaffAnswer<T = any> {
  status: number;
  result: T;
  error?: string;
  /** The refused fields' messages, by request path. */
  fields?: Record<string, string>;
}

export interface StaffClient {
  id: number;
  email: string;
  role: StaffRole;
  /** The client address its calls come from. */
  ip: string;
  /** The two-factor secret, once set up. */
  secret: string | null;
  cookie: string;
  csrf: string;
  call<T = any>(method: "GET" | "POST" | "PATCH" | "PUT", url: string, payload?: unknown, options?: { csrf?: string | null; cookie?: string | null }): Promise<StaffAnswer<T>>;
}

/** A code of the next 30-second step: the one just used to confirm two-factor cannot be used again. */
export function nextCode(secret: string, steps = 1): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });
}

let n = 0;
/** Each caller its own client address, so the per-address sign-in limit one test reaches never reaches the next. */
export function testAddress(): string {
  n += 1;
  return `10.77.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

export async function staffCall<T = any>(
  t: TestApp,
  method: "GET" | "POST" | "PATCH" | "PUT",
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<StaffAnswer<T> & { cookies: { name: string; value: string }[] }> {
  const res = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  // A file the staff API sends (a CSV export) is its text.
  const body = String(res.headers["content-type"] ?? "").includes("json") ? res.json() : { result: res.body };
  return { status: res.statusCode, result: body.result, ...(body.error ? { error: body.error } : {}), ...(body.fields ? { fields: body.fields } : {}), cookies: res.cookies as { name: string; value: string }[] };
}

export async function newStaff(t: TestApp, role: StaffRole, options: { refundLimitCents?: number | null } = {}): Promise<StaffClient> {
  const db = t.database.db;
  const email = `${role}-${randomUUID().slice(0, 8)}@petsies.test`;
  const { staff, token } = await addStaff(db, { staffId: null, email: "test setup" }, { email, name: `Test ${role}`, role, refundLimitCents: options.refundLimitCents ?? null });
  await setPasswordWithToken(db, token, STAFF_PASSWORD);
  const ip = testAddress();
  const signIn = await staffCall(t, "POST", "/api/admin/session", { email, password: STAFF_PASSWORD }, { "x-forwarded-for": ip });
  expect(signIn.status, JSON.stringify(signIn.result)).toBe(200);
  const cookie = signIn.cookies.find((c) => c.name === STAFF_COOKIE)!.value;
  const client: StaffClient = {
    id: staff.id,
    email,
    role,
    ip,
    secret: null,
    cookie,
    csrf: signIn.result.csrfToken,
    async call(method, url, payload, opts = {}) {
      const headers: Record<string, string> = { "x-forwarded-for": ip };
      const c = opts.cookie === undefined ? client.cookie : opts.cookie;
      if (c !== null) headers.cookie = `${STAFF_COOKIE}=${c}`;
      const csrf = opts.csrf === undefined ? client.csrf : opts.csrf;
      if (csrf !== null && method !== "GET") headers["x-csrf-token"] = csrf;
      const { cookies: _, ...answer } = await staffCall(t, method, url, payload, headers);
      return answer;
    },
  };
  if (role === "owner") expect(signIn.result.totpSetupRequired).toBe(true);
  if (signIn.result.totpSetupRequired) {
    const setup = await client.call("POST", "/api/admin/session/totp/setup");
    client.secret = setup.result.secret as string;
    const confirmed = await client.call("POST", "/api/admin/session/totp/confirm", { otp: await generate({ secret: client.secret }) });
    expect(confirmed.status, JSON.stringify(confirmed.result)).toBe(200);
    client.csrf = confirmed.result.csrfToken;
  }
  return client;
}
