/**
 * Back-office journeys' staff: an owner added with the staff tool, who sets a password from the printed
 * link, signs in and turns two-factor on, as a new owner does on the first day.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { generate } from "otplib";
import { expect } from "./fixtures.ts";
import { shop } from "./helpers.ts";

export const STAFF_PASSWORD = "Stitch-and-Sew-2030";

/** The set-password link's path and query on this shop (the staff tool prints it with SITE_URL). */
function setPasswordPath(text: string): string {
  const link = /https?:\/\/\S+\/admin\/set-password\?token=\S+/.exec(text)?.[0];
  expect(link, text).toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

/** A new owner, signed in with two-factor on, at the dashboard. */
export async function signedInOwner(page: Page): Promise<string> {
  const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto(setPasswordPath(await shop("staff", "add", email, "--role", "owner", "--name", "Olive Owner")));
  await page.getByLabel("New password", { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel("Confirm the new password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText("Your password is set. You can sign in with it now.")).toBeVisible();
  await page.goto("/admin/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByRole("button", { name: "Show my QR code" }).click();
  const secret = (await page.locator("code").first().innerText()).trim();
  await page.getByLabel("6-digit code from the app").fill(await generate({ secret }));
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  return email;
}
