/**
 * A two-factor code is good once. Checking the code (infra/security/totp.ts) only finds its time step; the
 * step is taken by one conditional update, so of several requests carrying the same code at once, or one that
 * comes later, only the first moves the member's last step past it: the others change no row and are refused
 * as a wrong code.
 */
import { and, eq, isNull, lt, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { staffMembers } from "../../db/schema.ts";

/** The member's row has not yet taken this time step or a later one. */
export function stepUnused(step: number): SQL {
  return or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step))!;
}

/** Takes the step of an accepted code for the member; false when another request took it (or a later one) first. */
export async function takeTotpStep(db: Db, staffId: number, step: number): Promise<boolean> {
  const taken = await db
    .update(staffMembers)
    .set({ totpLastStep: step })
    .where(and(eq(staffMembers.id, staffId), stepUnused(step)))
    .returning({ id: staffMembers.id });
  return taken.length === 1;
}
