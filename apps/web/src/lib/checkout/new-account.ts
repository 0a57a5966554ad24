/** The account a shopper asked for with the order (spec §3 personalDetails), after the order is placed. */
import { notify } from "../notifications/store.ts";
import { signInWithSession } from "../user/store.ts";
import type { PlacedOrder } from "./checkout-api.ts";

/** Signs the new customer in, or tells them their e-mail already has an account. */
export async function welcomeNewAccount(account: PlacedOrder["account"]): Promise<void> {
  if (!account) return;
  if (account.created) await signInWithSession({ token: account.token, refreshToken: account.refreshToken });
  else notify({ type: "info", message: account.message, hasNoTimeout: true });
}
