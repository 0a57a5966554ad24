/**
 * Staff accounts from the staff tool (README "The back office"): the first owner is made here, and the
 * same commands list members, disable or enable them and change their role. A new member gets a one-time
 * link to choose a password, printed here (the server may have no mail set up yet).
 */
import { STAFF_ROLE_NAMES, staffRole, type StaffRole } from "@petsies/contract/admin";
import { isValidEmail } from "@petsies/domain";
import type { Db } from "../db/client.ts";
import { Invalid, NotFound } from "../infra/errors.ts";
import type { Actor } from "../modules/staff/audit.ts";
import { linkBase } from "./link-base.ts";
import { addStaff, changeStaff, listStaff, newSetPasswordToken, setPasswordLink, staffByEmail } from "../modules/staff/accounts.ts";

export const STAFF_USAGE = `  staff add <email> --role R [--name NAME] [--refund-limit USD]
                                                       add a staff member (R: owner, production or support;
                                                       support refunds up to USD, none without it); prints
                                                       their one-time link to choose a password
  staff list                                           every staff member
  staff role <email> <R>                               change a member's role (their sessions end)
  staff disable <email> | staff enable <email>         stop or allow a member's sign-in (disabling ends their sessions)
  staff link <email>                                   a new one-time link to choose a password`;

function role(text: string | undefined): StaffRole {
  const parsed = staffRole.safeParse(text?.trim().toLowerCase());
  if (!parsed.success) throw new Invalid(`"${text ?? ""}" is not a role: use owner, production or support`);
  return parsed.data;
}

function refundLimitCents(text: string | undefined): number | null {
  if (text === undefined) return null;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text.trim())) throw new Invalid(`"${text}" is not an amount in dollars (e.g. 150 or 49.99)`);
  return Math.round(Number(text.trim()) * 100);
}

async function member(db: Db, email: string) {
  const found = await staffByEmail(db, email);
  if (!found) throw new NotFound(`There is no staff member ${email.trim()}`);
  return found;
}

export interface StaffCommand {
  action: string;
  args: string[];
  role?: string | undefined;
  name?: string | undefined;
  /** Dollars, as typed. */
  refundLimit?: string | undefined;
  by: string;
  /** Absent when a production shell has no SITE_URL: commands that print a link refuse (link-base.ts). */
  siteUrl: string | undefined;
}

export async function runStaffCommand(db: Db, command: StaffCommand): Promise<string> {
  const actor: Actor = { staffId: null, email: `staff tool: ${command.by}` };
  const [email] = command.args;
  switch (command.action) {
    case "add": {
      if (!email || !isValidEmail(email.trim())) throw new Invalid(`"${email ?? ""}" is not an e-mail address`);
      const siteUrl = linkBase(command.siteUrl);
      const name = (command.name ?? email.split("@")[0] ?? "").trim();
      const { staff, token } = await addStaff(db, actor, { email, name, role: role(command.role), refundLimitCents: refundLimitCents(command.refundLimit) });
      return [
        `Added ${staff.email} (${STAFF_ROLE_NAMES[staff.role]}).`,
        `Send them this link to choose a password (it works once, for 7 days):`,
        setPasswordLink(siteUrl, token),
        ...(staff.role === "owner" ? ["After choosing a password, an owner sets up two-factor sign-in with an authenticator app."] : []),
      ].join("\n");
    }
    case "list": {
      const staff = await listStaff(db);
      if (staff.length === 0) return "No staff members yet. Add the first owner with: npm run shop -- staff add EMAIL --role owner";
      return staff
        .map((s) => `${s.email}  ${STAFF_ROLE_NAMES[s.role]}${s.disabled ? "  DISABLED" : ""}${s.totpEnabled ? "  2FA" : ""}  ${s.name}`)
        .join("\n");
    }
    case "role": {
      const found = await member(db, email ?? "");
      const changed = await changeStaff(db, actor, found.id, { role: role(command.args[1]) });
      return `${changed.email} is now ${STAFF_ROLE_NAMES[changed.role]}.`;
    }
    case "disable":
    case "enable": {
      const found = await member(db, email ?? "");
      const changed = await changeStaff(db, actor, found.id, { disabled: command.action === "disable" });
      return `${changed.email} is ${changed.disabled ? "disabled: their sessions have ended" : "enabled"}.`;
    }
    case "link": {
      const siteUrl = linkBase(command.siteUrl);
      const found = await member(db, email ?? "");
      return `A new link for ${found.email} (it works once, for 7 days; earlier links stop working):\n${setPasswordLink(siteUrl, await newSetPasswordToken(db, actor, found.id))}`;
    }
    default:
      throw new Invalid(`unknown staff command "${command.action}"`);
  }
}
