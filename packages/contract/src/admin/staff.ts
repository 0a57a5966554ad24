import { z } from "zod";
import { passwordError } from "@petsies/domain";
import { email, line } from "./fields.ts";
import { passkeyAssertion } from "./passkeys.ts";

/**
 * Staff roles: owner (everything, manages staff), production (orders and items), support (orders,
 * customers, refunds up to the limit the owner sets).
 */
export const STAFF_ROLES = ["owner", "production", "support"] as const;
export const staffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRole>;
export const STAFF_ROLE_NAMES: Record<StaffRole, string> = { owner: "Owner", production: "Production", support: "Support" };

/** Staff passwords: the customers' rules (packages/domain password.ts), and at least 10 characters. */
export const STAFF_PASSWORD_MIN_LENGTH = 10;
export const staffPassword = z
  .string()
  .max(200, "At most 200 characters")
  .superRefine((value, ctx) => {
    if (value.length < STAFF_PASSWORD_MIN_LENGTH) ctx.addIssue({ code: "custom", message: `Please use at least ${STAFF_PASSWORD_MIN_LENGTH} characters.` });
    else {
      const problem = passwordError(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }
  });

export const otpCode = z.string().trim().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app");

export const staffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRole,
  disabled: z.boolean(),
  totpEnabled: z.boolean(),
  /** Support only: the largest refund they may make, in cents of the base currency; null = no refunds. */
  refundLimitCents: z.number().int().nullable(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** POST /api/admin/session — sign in. Members with two-factor on also send `otp`, or a passkey's `passkey` answer instead. */
export const signInBody = z.object({
  email,
  password: z.string().min(1, "Enter your password").max(200, "At most 200 characters"),
  otp: otpCode.optional(),
  passkey: passkeyAssertion.optional(),
});
export type SignInBody = z.infer<typeof signInBody>;

/**
 * GET /api/admin/session and the sign-in answer. `csrfToken` goes in the X-CSRF-Token header of every
 * call that changes something. `totpSetupRequired`: a member without two-factor who must have it (an owner, or
 * anyone while the owner's "staff two-factor required" setting is on) sets it up before any other call
 * (POST /api/admin/session/totp/setup, then …/confirm).
 */
export const sessionAnswer = z.object({ staff: staffMember, csrfToken: z.string(), totpSetupRequired: z.boolean() });
export type SessionAnswer = z.infer<typeof sessionAnswer>;

/** POST /api/admin/session/totp/setup: a new secret to scan (otpauth URL) or type (base32). */
export const totpSetupAnswer = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpSetupAnswer = z.infer<typeof totpSetupAnswer>;
/**
 * POST /api/admin/session/totp/confirm, replacing a second factor that is on: the first code of the new secret,
 * and the password and a current code of the old one, so a session alone (a stolen cookie) cannot swap it.
 */
export const totpReplaceBody = z.object({
  otp: otpCode,
  password: z.string().min(1, "Enter your password").max(200, "At most 200 characters"),
  currentOtp: otpCode,
});
/** POST /api/admin/session/totp/confirm — the first code from the app turns two-factor on (a replacement also sends the rest of totpReplaceBody). */
export const totpConfirmBody = totpReplaceBody.partial({ password: true, currentOtp: true });
export type TotpConfirmBody = z.infer<typeof totpConfirmBody>;

/** GET and PATCH /api/admin/staff/settings (owners change them). */
export const staffSettings = z.object({
  /** Production and support sign in with two-factor as well (owners always do). */
  twoFactorRequired: z.boolean(),
});
export type StaffSettings = z.infer<typeof staffSettings>;

/** POST /api/admin/password-reset — always answers the same, known e-mail or not. */
export const passwordResetRequestBody = z.object({ email });
/** POST /api/admin/password — set a password with the one-time token of an e-mailed or printed link. */
export const setPasswordBody = z.object({ token: z.string().min(20).max(200), password: staffPassword });

/** POST /api/admin/staff (owner): a new staff member; the answer holds their one-time set-password link. */
export const newStaffBody = z.object({
  email,
  name: line(100).min(1, "Enter a name"),
  role: staffRole,
  refundLimitCents: z.number().int().min(0).max(100_000_000).nullable().default(null),
});
export type NewStaffBody = z.infer<typeof newStaffBody>;
export const newStaffAnswer = z.object({ staff: staffMember, setPasswordLink: z.string() });

/** PATCH /api/admin/staff/:id (owner). */
export const staffChangeBody = z
  .object({
    name: line(100).min(1, "Enter a name"),
    role: staffRole,
    disabled: z.boolean(),
    refundLimitCents: z.number().int().min(0).max(100_000_000).nullable(),
  })
  .partial();
export type StaffChangeBody = z.infer<typeof staffChangeBody>;
export const staffListAnswer = z.object({ staff: z.array(staffMember) });
