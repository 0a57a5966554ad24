// Passkeys for staff: an owner adds one from a session that passed two-factor, signs in with it alone, and after
// the password uses it in place of the 6-digit code; a copy whose signature count went back is refused.
// Chromium's virtual authenticator is the device. WebAuthn needs a domain, so the journey opens the shop as
// localhost, the origin the e2e shop's passkeys belong to.
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousViolations } from "./helpers.ts";
import { PASSKEY_ORIGIN, STAFF_PASSWORD, signedInStaff } from "./staff.ts";

test.use({ baseURL: PASSKEY_ORIGIN });

test("an owner adds a passkey, then signs in with it alone and in place of the code; a copy counting from an old count is refused", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  const { email } = await signedInStaff(page, "owner", "Olive Owner");

  await page.getByRole("link", { name: "Passkeys" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Passkeys" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel("Name of the new passkey").fill("Work laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("The passkey is added.")).toBeVisible();
  await expect(page.getByRole("row", { name: /Work laptop .* Never/ })).toBeVisible();
  const [made] = (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
  expect(made).toMatchObject({ isResidentCredential: true });

  // Signed out, the passkey alone signs in.
  const signOut = async () => {
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in/);
  };
  await signOut();
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  // After the password, in place of the code.
  await signOut();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByLabel("6-digit code")).toBeVisible();
  await page.getByRole("button", { name: "Use a passkey instead" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await page.goto("/admin/audit");
  await expect(page.getByText("staff.passkey_added").first()).toBeVisible();

  // The same key, put back with the count it had when it was made: a copy, refused.
  const [used] = (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
  expect(used!.signCount).toBeGreaterThan(made!.signCount);
  await cdp.send("WebAuthn.removeCredential", { authenticatorId, credentialId: used!.credentialId });
  await cdp.send("WebAuthn.addCredential", { authenticatorId, credential: { ...used!, signCount: made!.signCount } });
  await signOut();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert")).toContainText("That passkey was not accepted.");
  await expect(page).toHaveURL(/\/admin\/sign-in/);
});
