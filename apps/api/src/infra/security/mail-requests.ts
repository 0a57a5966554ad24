/**
 * Limits on e-mails anyone may ask the shop to send to an address: password reset and sign-in links, for
 * customers (users/password-reset.ts, users/passwordless.ts) and staff (staff/routes.ts).
 *
 * Strangers can ask for an owner's e-mail as often as they like, so nothing they ask may refuse the owner:
 * only the asking address is refused (429), past a few requests for one e-mail or many for any. What they
 * can reach is the cap on the mails one e-mail gets in a window, and past it the answer stays the one of a
 * request that sent its mail: nothing is sent, and nothing is issued or voided either, so the newest link
 * already in the owner's inbox keeps working.
 */
import type { Db } from "../../db/client.ts";
import { takeAttempts, withinLimit, type Limit } from "./rate-limit.ts";

export interface MailLimits {
  perAddress: Limit;
  perEmailAndAddress: Limit;
  /** Mails sent to one e-mail, from every address: kept quietly. */
  perEmail: Limit;
}

/** Counts a request for a mail to `email`: 429 for an address that asked too often; false when the e-mail has had its mails for now. */
export async function mayMail(db: Db, limits: MailLimits, email: string, ip: string | null, now = new Date()): Promise<boolean> {
  await takeAttempts(
    db,
    [
      [limits.perAddress, ip],
      [limits.perEmailAndAddress, ip === null ? null : `${email} ${ip}`],
    ],
    now,
  );
  return withinLimit(db, [limits.perEmail, email], now);
}
