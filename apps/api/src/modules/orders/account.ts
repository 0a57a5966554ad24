/**
 * "Create an account" at checkout (spec §3 personalDetails.createAccount): once the order is placed, a
 * guest who asked for it gets an account with their chosen password, the order is theirs, and they are
 * signed in. An e-mail that already has an account keeps it; the shopper is told to sign in.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema.ts";
import { hashPassword } from "../../infra/security/passwords.ts";
import { customerByEmail, insertCustomer } from "../users/accounts.ts";
import { startSession } from "../users/sessions.ts";

type OrderRow = typeof orders.$inferSelect;

export const ACCOUNT_EXISTS_AT_CHECKOUT =
  "An account with this e-mail address already exists. Sign in to see this order in your account.";

export type CheckoutAccount =
  | { created: true; token: string; refreshToken: string }
  | { created: false; message: string };

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
