/**
 * The customer's profile (spec §3 "Customer/user"): what GET /api/user/me answers, and the only fields
 * POST /api/user/me may change (names, e-mail, phone).
 */
import { eq } from "drizzle-orm";
import { addressMessages, toE164 } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { customers } from "../../db/schema.ts";
import { Forbidden, Invalid } from "../../infra/errors.ts";
import { customerAddresses } from "../addresses/service.ts";
import { checkCurrentPassword } from "./accounts.ts";
import type { CustomerRow } from "./sessions.ts";

export const EMAIL_BELONGS_TO_ANOTHER = "This e-mail address belongs to another account.";
export const EMAIL_CHANGE_NEEDS_PASSWORD = "Please enter your current password to change your e-mail address.";
export const EMAIL_CHANGE_NEEDS_PASSWORD_SET =
  "Your account has no password yet. Set one with \"Forgot your password?\" on the sign-in page, then change your e-mail address.";

export interface ProfileChange {
  email?: string | undefined;
  firstname?: string | undefined;
  lastname?: string | undefined;
  /** Empty clears it. */
  phoneNumber?: string | null | undefined;
}

/** The profile on the wire (spec §3 field names), with the address book. */
export async function profileOf(db: Db, customer: CustomerRow) {
  const addresses = await customerAddresses(db, customer.id);
  return {
    id: customer.id,
    email: customer.email,
    firstname: customer.firstName,
    lastname: customer.lastName,
    phoneNumber: customer.phoneNumber,
    addresses,
    default_billing: addresses.find((a) => a.default_billing)?.id ?? null,
    default_shipping: addresses.find((a) => a.default_shipping)?.id ?? null,
    group_id: customer.groupId,
  };
}

/** A phone number as stored: E.164 (a number without a country code is read as a US one), or null. */
function phoneOf(input: string | null | undefined): string | null | undefined {
  if (input === undefined) return undefined;
  if (input === null || input.trim() === "") return null;
  const e164 = toE164(input, "US");
  if (!e164) throw new Invalid(addressMessages.phoneInvalid);
  return e164;
}

/**
 * Changes names, phone and e-mail. A new e-mail needs the current password (a stolen session must not be
 * able to move the account, and its password resets, to another address) and is unproven until a link
 * sent to it is opened. An account without a password sets one first, through the reset link.
 */
export async function updateProfile(db: Db, customer: CustomerRow, change: ProfileChange, currentPassword: string | undefined, now = new Date()): Promise<CustomerRow> {
  const phoneNumber = phoneOf(change.phoneNumber);
  const newEmail = change.email && change.email !== customer.email ? change.email : undefined;
  if (newEmail) {
    if (!customer.passwordHash) throw new Invalid(EMAIL_CHANGE_NEEDS_PASSWORD_SET);
    if (!currentPassword) throw new Invalid(EMAIL_CHANGE_NEEDS_PASSWORD);
    await checkCurrentPassword(db, customer, currentPassword, now);
  }
  try {
    const [updated] = await db
      .update(customers)
      .set({
        ...(newEmail ? { email: newEmail, emailVerifiedAt: null } : {}),
        ...(change.firstname ? { firstName: change.firstname } : {}),
        ...(change.lastname ? { lastName: change.lastname } : {}),
        ...(phoneNumber !== undefined ? { phoneNumber } : {}),
        updatedAt: now,
      })
      .where(eq(customers.id, customer.id))
      .returning();
    return updated!;
  } catch (err) {
    // The e-mail is another account's: the unique index on customers.email says so, race-free.
    if (isUniqueViolation(err)) throw new Forbidden(EMAIL_BELONGS_TO_ANOTHER);
    throw err;
  }
}

function isUniqueViolation(err: unknown): boolean {
  const cause = (err as { cause?: { code?: string }; code?: string } | null) ?? {};
  return cause.code === "23505" || cause.cause?.code === "23505";
}
