/**
 * Step 6, open account: "Create an account" at checkout (spec §3 personalDetails.createAccount). Once the
 * order is placed, a guest who asked for it gets an account with their chosen password, the order is theirs,
 * and they are signed in. An e-mail that already has an account keeps it; the shopper is told to sign in.
 *
 * No compensation: the order stands whether or not an account could be opened. The password is checked
 * before anything is reserved or charged (accountPassword), so a refused password never meets a paid order.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { orders } from "../../../db/schema.ts";
import { hashPassword } from "../../../infra/security/passwords.ts";
import { checkNewPassword, customerByEmail, insertCustomer } from "../../users/accounts.ts";
import { startSession } from "../../users/sessions.ts";
import type { OrderInput } from "../../orders/schemas.ts";
import type { OrderRow } from "../order-by-key.ts";

export const ACCOUNT_EXISTS_AT_CHECKOUT =
  "An account with this e-mail address already exists. Sign in to see this order in your account.";

export type CheckoutAccount =
  | { created: true; token: string; refreshToken: string }
  | { created: false; message: string };

/**
 * The password a guest chose for the account to open with the order, or null when none is to be opened (a
 * customer's order, or no account asked for). A password the account would refuse is refused here, before
 * anything is charged.
 */
export function accountPassword(input: OrderInput, userToken: string | null): string | null {
  const personal = input.personalDetails;
  const password = personal?.createAccount && !userToken ? personal.password ?? "" : null;
  if (password !== null) checkNewPassword(password);
  return password;
}

export async function openAccountForOrder(
  db: Db,
  order: OrderRow,
  who: { firstName: string; lastName: string },
  password: string,
): Promise<CheckoutAccount | null> {
  if (order.customerId !== null) return null;
  if (await customerByEmail(db, order.email)) return { created: false, message: ACCOUNT_EXISTS_AT_CHECKOUT };
  const customer = await insertCustomer(db, { email: order.email, firstname: who.firstName, lastname: who.lastName }, await hashPassword(password));
  if (!customer) return { created: false, message: ACCOUNT_EXISTS_AT_CHECKOUT };
  await db
    .update(orders)
    .set({ customerId: customer.id })
    .where(and(eq(orders.id, order.id), isNull(orders.customerId)));
  const session = await startSession(db, customer.id);
  return { created: true, token: session.token, refreshToken: session.refreshToken };
}
