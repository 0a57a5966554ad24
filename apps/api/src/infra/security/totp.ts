/**
 * Time-based one-time codes (RFC 6238, 30-second steps, 6 digits) for staff two-factor sign-in, with otplib.
 * A code is accepted one step either side of now (clocks drift), and only once: the caller passes back the
 * last time step taken and takes the accepted one with a conditional update (modules/staff/totp-steps.ts), so
 * a code seen over a shoulder, or sent several times at once, opens one session.
 */
import { generateSecret, generateURI, verify } from "otplib";

const ISSUER = "Petsies back office";

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(label: string, secret: string): string {
  return generateURI({ issuer: ISSUER, label, secret });
}

/** The time step the code belongs to, or null when it is wrong, too old, or already used. */
export async function checkTotp(secret: string, code: string, lastStep: number | null, now = Date.now()): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now / 1000),
    epochTolerance: 30,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  // The functional verify also covers HOTP; for TOTP a valid result carries its time step.
  return result.valid && "timeStep" in result ? result.timeStep : null;
}
