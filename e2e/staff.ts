/**
 * Back-office journeys' staff: an owner added with the staff tool, who sets a password with the printed
 * link's token, signs in and turns two-factor on — through the calls the back office's screens make, sent from
 * the journey's own browser context (its cookies are the page's), so the journey starts at the dashboard.
 * Those first-day screens themselves (set password, sign in, set up two-factor) are walked in the browser by
 * e2e/back-office.spec.ts.
 */
import { randomUUID } from "node:crypto";
import type { APIResponse, Page } from "@playwright/test";
import { generate } from "otplib";
import { expect } from "./fixtures.ts";
import { shop } from "./helpers.ts";

export const STAFF_PASSWORD = "Stitch-and-Sew-2030";

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

/** A new owner, signed in with two-factor on, at the dashboard; answers the e-mail address. */
export async function signedInOwner(page: Page, name = "Olive Owner"): Promise<string> {
  const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
  const token = setPasswordToken(await shop("staff", "add", email, "--role", "owner", "--name", name));
  const api = page.request;
  await resultOf(api.post("/api/admin/password", { data: { token, password: STAFF_PASSWORD } }));
  const { csrfToken } = await resultOf(api.post("/api/admin/session", { data: { email, password: STAFF_PASSWORD } }));
  const { secret } = await resultOf(api.post("/api/admin/session/totp/setup", { headers: { "x-csrf-token": csrfToken } }));
  await resultOf(api.post("/api/admin/session/totp/confirm", { headers: { "x-csrf-token": csrfToken }, data: { otp: await generate({ secret }) } }));
  await page.goto("/admin/");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  return email;
}
