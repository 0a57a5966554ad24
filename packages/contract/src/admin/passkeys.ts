/**
 * Staff passkeys (WebAuthn): added from a session that passed two-factor, then used to sign in without a
 * password, or after the password in place of the 6-digit code. The ceremonies' options and answers are the
 * WebAuthn JSON forms that @simplewebauthn/browser reads and writes; the API checks them with @simplewebauthn/server.
 */
import { z } from "zod";
import { line } from "./fields.ts";

/** base64url, as WebAuthn's JSON forms write binary. */
const base64url = (max: number) => z.string().min(1).max(max).regex(/^[A-Za-z0-9_-]+$/, "Not base64url");

/** A passkey's answer to navigator.credentials.get(), as @simplewebauthn/browser's startAuthentication gives it. */
export const passkeyAssertion = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    // Up to an ML-DSA-87 signature (4,627 bytes), which the API offers where the runtime has it.
    signature: base64url(8000),
    userHandle: base64url(200).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});
export type PasskeyAssertion = z.infer<typeof passkeyAssertion>;

/** A new passkey's answer to navigator.credentials.create(), as startRegistration gives it. */
export const passkeyAttestation = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(40000),
    transports: z.array(z.string().max(40)).max(10).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});
export type PasskeyAttestation = z.infer<typeof passkeyAttestation>;

/** The options of a ceremony, to hand to startRegistration or startAuthentication as they are. */
export const passkeyOptions = z.looseObject({ challenge: z.string() });
export type PasskeyOptions = z.infer<typeof passkeyOptions>;

/** POST /api/admin/session/passkeys — add the passkey just made, under a name the member chose. */
export const newPasskeyBody = z.object({ name: line(60).min(1, "Name the passkey, e.g. Work laptop"), response: passkeyAttestation });
export type NewPasskeyBody = z.infer<typeof newPasskeyBody>;

/** POST /api/admin/session/passkey — sign in with a passkey alone. */
export const passkeySignInBody = z.object({ response: passkeyAssertion });

export const staffPasskey = z.object({ id: z.number().int(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() });
export type StaffPasskey = z.infer<typeof staffPasskey>;
export const staffPasskeyList = z.object({ passkeys: z.array(staffPasskey) });
export type StaffPasskeyList = z.infer<typeof staffPasskeyList>;
