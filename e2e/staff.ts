/**
 * Back-office journeys' staff: a member added with the staff tool, who sets a password with the printed link's
 * token, signs in and turns two-factor on (owners always must; production and support while the owner's
 * "staff two-factor required" setting is on, as it is by default) — through the calls the back office's screens
 * make, sent from the journey's own browser context (its cookies are the page's), so the journey starts at the
 * dashboard. Those first-day screens themselves (set password, sign in, set up two-factor) are walked in the
 * browser by e2e/back-office.spec.ts.
 */
import { randomUUID } from "node:crypto";
import type { APIResponse, Page } from "@playwright/test";
import { generate } from "otplib";
import { expect } from "./fixtures.ts";
import { shop } from "./helpers.ts";

export const STAFF_PASSWORD = "Stitch-and-Sew-2030";

type StaffRole = "owner" | "production" | "support";

/** The origin the e2e shop's staff passkeys belong to (scripts/e2e-server.mjs STAFF_PASSKEY_ORIGIN). */
export const PASSKEY_ORIGIN = `http://localhost:${Number(process.env.E2E_PORT ?? 3200)}`;

/** The one-time token of the set-password link the staff tool prints. */
function setPasswordToken(text: string): string {
  const link = /https?:\/\/\S+\/admin\/set-password\?token=\S+/.exec(text)?.[0];
  expect(link, text).toBeTruthy();
  return new URL(link!).searchParams.get("token")!;
}

async function resultOf(response: Promise<APIResponse>): Promise<any> {
  const res = await response;
  expect(res.status(), `${res.url()}: ${await res.text()}`).toBe(200);
  return (await res.json()).result;
}

export interface EnrolledStaff {
  email: string;
  /** The two-factor secret, to make the codes a later sign-in asks for. */
  secret: string;
}

/**
 * A new member of the role, with a password and two-factor on, signed in in the page's context. `options` are
 * the staff tool's further ones (e.g. "--refund-limit", "150").
 */
export async function enrolledStaff(page: Page, role: StaffRole, name: string, ...options: string[]): Promise<EnrolledStaff & { csrfToken: string }> {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  const token = setPasswordToken(await shop("staff", "add", email, "--role", role, "--name", name, ...options));
  const api = page.request;
  await resultOf(api.post("/api/admin/password", { data: { token, password: STAFF_PASSWORD } }));
  const session = await resultOf(api.post("/api/admin/session", { data: { email, password: STAFF_PASSWORD } }));
  expect(session.totpSetupRequired, `${role} ${email} is asked to set up two-factor`).toBe(true);
  const headers = { "x-csrf-token": session.csrfToken };
  const { secret } = await resultOf(api.post("/api/admin/session/totp/setup", { headers }));
  await resultOf(api.post("/api/admin/session/totp/confirm", { headers, data: { otp: await generate({ secret }) } }));
  return { email, secret, csrfToken: session.csrfToken };
}

/** A code of the next 30-second step: the one that turned two-factor on cannot be used again. */
export function nextCode(secret: string): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
}

/** A new member of the role, signed in with two-factor on, at the dashboard. */
export async function signedInStaff(page: Page, role: StaffRole, name: string, ...options: string[]): Promise<EnrolledStaff> {
  const { email, secret } = await enrolledStaff(page, role, name, ...options);
  await page.goto("/admin/");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  return { email, secret };
}

/** A new owner, signed in with two-factor on, at the dashboard; answers the e-mail address. */
export async function signedInOwner(page: Page, name = "Olive Owner"): Promise<string> {
  return (await signedInStaff(page, "owner", name)).email;
}
