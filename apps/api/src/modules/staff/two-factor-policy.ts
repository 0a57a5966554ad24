/**
 * Who must sign in with a second factor: owners always; production and support while the owner's setting
 * "staff two-factor required" is on, which it is unless the owner turns it off. A member who must and has
 * none is held at its set-up (access.ts) at their next call.
 */
import { eq } from "drizzle-orm";
import type { StaffSettings } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { shopSettings } from "../../db/schema.ts";
import type { StaffRow } from "./accounts.ts";
import { writeAudit, type Actor } from "./audit.ts";

const TWO_FACTOR_SETTING = "staff.two_factor_required";

export async function staffTwoFactorRequired(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.name, TWO_FACTOR_SETTING));
  return row?.value !== false;
}

export async function staffSettingsOf(db: Db): Promise<StaffSettings> {
  return { twoFactorRequired: await staffTwoFactorRequired(db) };
}

export async function setStaffTwoFactorRequired(db: Db, actor: Actor, required: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await staffTwoFactorRequired(tx);
    await tx
      .insert(shopSettings)
      .values({ name: TWO_FACTOR_SETTING, value: required })
      .onConflictDoUpdate({ target: shopSettings.name, set: { value: required, updatedAt: new Date() } });
    await writeAudit(tx, actor, { action: "setting.update", entityType: "setting", entityId: TWO_FACTOR_SETTING, before: { twoFactorRequired: before }, after: { twoFactorRequired: required } });
  });
}

/** The member has no second factor and must set one up before anything else. */
export async function needsTotpSetup(db: Db, staff: StaffRow): Promise<boolean> {
  if (staff.totpSecret !== null) return false;
  return staff.role === "owner" || (await staffTwoFactorRequired(db));
}
