/**
 * Forgotten passwords (spec §2 /customer/account/resetpassword/, §7 reset-password, create-password,
 * password-reset-confirm): a link e-mailed to the account's address, working once for an hour, that lets
 * the shopper choose a new password. Asking for it answers the same whether or not the e-mail has an
 * account.
 */
import type { Db } from "../../db/client.ts";
import { Invalid } from "../../infra/errors.ts";
import type { MailMessage } from "../../infra/mail.ts";
import { giveBack, LIMITS, takeAttempts, type Attempt } from "../../infra/security/rate-limit.ts";
import { mayMail, type MailLimits } from "../../infra/security/mail-requests.ts";
import { rememberSignInPlace } from "../../infra/security/sign-in-limits.ts";
import { linkWith, passwordResetMail } from "./account-mail.ts";
import { checkNewPassword, customerByEmail, emailProven, setPassword, signInCounters } from "./accounts.ts";
import { issueEmailToken, spendEmailToken, voidEmailTokens } from "./email-tokens.ts";

export const RESET_LINK_NOT_VALID = "This password reset link is not valid or has expired. Please ask for a new one.";
export const RESET_PATH = "/customer/account/resetpassword/";

const RESET_MAIL: MailLimits = { perAddress: LIMITS.resetMailPerIp, perEmailAndAddress: LIMITS.resetMailPerEmailAndIp, perEmail: LIMITS.resetMailPerEmail };

/**
 * The reset e-mail to send, or null when the e-mail has no account or has had its reset mails for now
 * (infra/security/mail-requests.ts): the answer is the same.
 */
export async function requestPasswordReset(db: Db, siteUrl: string, email: string, ip: string | null, now = new Date()): Promise<MailMessage | null> {
  if (!(await mayMail(db, RESET_MAIL, email, ip, now))) return null;
  const customer = await customerByEmail(db, email);
  if (!customer) return null;
  // Only the newest link works.
  await voidEmailTokens(db, "password_reset", email, now);
  const token = await issueEmailToken(db, { kind: "password_reset", email, customerId: customer.id }, now);
  return passwordResetMail(email, linkWith(siteUrl, RESET_PATH, { token, email }));
}

/** Sets the new password with a reset token; every session of the account ends. */
export async function resetPassword(db: Db, email: string, resetToken: string, newPassword: string, ip: string | null, now = new Date()): Promise<void> {
  checkNewPassword(newPassword);
  const attempt: Attempt = [LIMITS.tokenPerIp, ip];
  await takeAttempts(db, [attempt], now);
  const spent = await spendEmailToken(db, "password_reset", email, resetToken, now);
  const customer = spent ? await customerByEmail(db, email) : undefined;
  if (!customer || customer.id !== spent?.customerId) throw new Invalid(RESET_LINK_NOT_VALID);
  await giveBack(db, [attempt]);
  // The link proved the e-mail: the new password is the owner's, and works from this address even while
  // strangers guess it elsewhere.
  await setPassword(db, await emailProven(db, customer, now), newPassword, now);
  await rememberSignInPlace(db, signInCounters(email, ip), now);
}
