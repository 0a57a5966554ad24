/**
 * The staff forms' schemas: the contract's, with the refund limit typed in dollars (as people think of it)
 * and sent in cents. An empty limit means no refunds; only support staff have one.
 */
import { z } from "zod";
import { newStaffBody, staffChangeBody, type StaffRole } from "@petsies/contract/admin";
import { dollarsToCents } from "../../lib/money.ts";

const refundLimitCents = newStaffBody.shape.refundLimitCents;

const refundLimitDollars = z
  .string()
  .trim()
  .refine((text) => text === "" || dollarsToCents(text) !== null, "Enter an amount in dollars, like 150 or 150.00")
  .refine((text) => text === "" || refundLimitCents.safeParse(dollarsToCents(text)).success, "At most $1,000,000");

export function refundLimitToCents(role: StaffRole, text: string): number | null {
  return role === "support" && text.trim() !== "" ? dollarsToCents(text) : null;
}

export const addMemberForm = newStaffBody.omit({ refundLimitCents: true }).extend({ refundLimit: refundLimitDollars });
export type AddMemberForm = z.input<typeof addMemberForm>;

export const editMemberForm = z.object({
  name: staffChangeBody.shape.name.unwrap(),
  role: staffChangeBody.shape.role.unwrap(),
  refundLimit: refundLimitDollars,
});
export type EditMemberForm = z.input<typeof editMemberForm>;
