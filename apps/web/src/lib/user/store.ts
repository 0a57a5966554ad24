/**
 * The user (spec §4 "Session and user"): the cached user shows at once, then the profile is loaded; login,
 * registration and passwordless sign-in authorize (tokens saved, profile loaded, carts merged); logout
 * forgets the session, the cart and the persisted customer data. A small external store read through
 * useSyncExternalStore (use-user.ts). The tokens themselves live in session.ts.
 */
import { messages, normaliseEmail } from "@petsies/domain";
import type { Profile } from "@petsies/contract";
import type { Answer, FieldErrors } from "../api-call.ts";
import { track } from "../analytics.ts";
import { connectCustomerCart, disconnectCart } from "../cart/store.ts";
import { clearSavedCheckout, rememberCustomer } from "../checkout/persisted.ts";
import { notify } from "../notifications/store.ts";
import { openAuthModal } from "./auth-modal.ts";
import type { AddressDetails } from "../checkout/address.ts";
import { addressBookFromWire, customerFromWire, defaultAddresses, type Customer, type CustomerAddress, type ProfileChange } from "./customer.ts";
import { asCustomer, onSessionExpired, onTokensChanged, setSessionTokens, userToken } from "./session.ts";
import { isSessionKey, readSession, saveUser, tokensFromAnswer, type SessionTokens } from "./storage.ts";
import { userApi } from "./user-api.ts";

export interface UserState {
  /** The session was read from storage (false on the server and until the browser has read it). */
  loaded: boolean;
  token: string | null;
  /** The cached user at first, then the profile the server sent. */
  user: Customer | null;
  /** The server confirmed the profile during this visit. */
  profileLoaded: boolean;
  /** The address book, once loaded (null before). */
  addresses: CustomerAddress[] | null;
}

/** A refusal; for bad input, the fields that failed as the API names them (lib/field-errors.ts places them). */
export type Failure = { ok: false; message: string; fields?: FieldErrors };
export type Outcome = { ok: true } | Failure;

const INITIAL: UserState = { loaded: false, token: null, user: null, profileLoaded: false, addresses: null };
const SIGNED_OUT: Partial<UserState> = { token: null, user: null, profileLoaded: false, addresses: null };
export const SESSION_EXPIRED_NOTICE = "Your session has expired. Please log in again.";

let state: UserState = INITIAL;
const listeners = new Set<() => void>();

function setState(patch: Partial<UserState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

const failed = (answer: { message: string; fields?: FieldErrors }): Failure => ({
  ok: false,
  message: answer.message,
  ...(answer.fields ? { fields: answer.fields } : {}),
});

/** Start (spec §4): the cached user and token at once; with a token the profile is loaded. */
function ensureLoaded() {
  if (state.loaded || typeof window === "undefined") return;
  const stored = readSession();
  setState({ loaded: true, token: stored.token, user: stored.token ? stored.user : null });
  window.addEventListener("storage", onStorage);
  onTokensChanged(() => {
    if (userToken() !== state.token) setState({ token: userToken() });
  });
  onSessionExpired(() => {
    logout({ silent: true });
    openAuthModal("login", SESSION_EXPIRED_NOTICE);
  });
  if (stored.token) void loadProfile();
}

/** Another tab logged in or out: follow it (its cart and persisted data changes reach us on their own). */
function onStorage(e: StorageEvent) {
  if (!isSessionKey(e.key)) return;
  const stored = readSession();
  if (stored.token === state.token) return;
  setState({ ...SIGNED_OUT, token: stored.token, user: stored.token ? stored.user : null });
}

/**
 * Takes the server's customer: shown, cached, and put over the persisted customer data (spec §3). The
 * profile carries the address book too.
 */
function acceptProfile(wire: Profile): boolean {
  const user = customerFromWire(wire);
  if (!user) return false;
  saveUser(wire);
  setState({ user, profileLoaded: true });
  rememberCustomer({ email: user.email, firstName: user.firstName, lastName: user.lastName, phoneNumber: user.phoneNumber });
  if (Array.isArray(wire.addresses)) acceptAddresses(wire.addresses);
  return true;
}

/** Loads the profile again (after an address change, for instance). */
export async function loadProfile(): Promise<Outcome> {
  const answer = await asCustomer((token) => userApi.me(token));
  if (!answer.ok) return failed(answer);
  return acceptProfile(answer.value) ? { ok: true } : { ok: false, message: messages.somethingWentWrong };
}

/** Authorize (spec §4): save the tokens, load the profile, merge the carts. On failure nothing is kept. */
async function authorize(tokens: SessionTokens): Promise<Outcome> {
  setSessionTokens(tokens);
  setState({ token: tokens.token });
  const me = await userApi.me(tokens.token);
  if (!me.ok || !acceptProfile(me.value)) {
    setSessionTokens(null);
    setState(SIGNED_OUT);
    return me.ok ? { ok: false, message: messages.somethingWentWrong } : failed(me);
  }
  await connectCustomerCart();
  return { ok: true };
}

async function authorizeAnswer(answer: Answer<unknown>): Promise<Outcome> {
  if (!answer.ok) return failed(answer);
  const tokens = tokensFromAnswer(answer.value, answer.meta);
  return tokens ? authorize(tokens) : { ok: false, message: messages.somethingWentWrong };
}

/**
 * login, sign_up and user_data_changed carry the signed-in customer's e-mail, hashed (spec §9), never in clear.
 * The hash's code loads now (lib/hash-email.ts); should it not arrive, the event goes without the e-mail.
 */
function trackCustomer(event: "login" | "sign_up" | "user_data_changed", method?: string): void {
  const email = state.user?.email;
  const details = method ? { method } : {};
  if (!email) return track(event, details);
  void import("../hash-email.ts").then(
    ({ hashEmail }) => track(event, { ...details, user_data: { sha3_256_email_address: hashEmail(email) } }),
    () => track(event, details),
  );
}

export async function login(email: string, password: string): Promise<Outcome> {
  const outcome = await authorizeAnswer(await userApi.login(normaliseEmail(email), password));
  if (outcome.ok) trackCustomer("login", "password");
  return outcome;
}

/** A session the shop opened for the shopper: the account created with their order at checkout. */
export async function signInWithSession(tokens: SessionTokens): Promise<Outcome> {
  const outcome = await authorize(tokens);
  if (outcome.ok) trackCustomer("sign_up", "checkout");
  return outcome;
}

export interface Registration {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

/** Registration (spec §4): the e-mail is lower-cased; a 200 authorizes (with its token, else by logging in). */
export async function register(r: Registration): Promise<Outcome> {
  const email = normaliseEmail(r.email);
  const answer = await userApi.create({ email, firstname: r.firstName.trim(), lastname: r.lastName.trim() }, r.password);
  if (!answer.ok) return failed(answer);
  const tokens = tokensFromAnswer(answer.value, answer.meta);
  const outcome = tokens ? await authorize(tokens) : await authorizeAnswer(await userApi.login(email, r.password));
  if (outcome.ok) trackCustomer("sign_up", "password");
  return outcome;
}

/** Passwordless: e-mails a sign-in link (the answer does not say whether the address has an account). */
export async function requestSignInLink(email: string): Promise<Outcome> {
  const answer = await userApi.loginRequest(normaliseEmail(email));
  return answer.ok ? { ok: true } : failed(answer);
}

export type LinkOutcome = { ok: true; newCustomer: false } | { ok: true; newCustomer: true; registrationToken: string } | Failure;

/**
 * The sign-in link (spec §7 authenticate-requests): a known customer is logged in; a new one is asked for
 * a name first, with the token the answer carries for that (or the link's own).
 */
export async function authenticateWithLink(email: string, token: string): Promise<LinkOutcome> {
  const answer = await userApi.authenticateRequest(normaliseEmail(email), token);
  if (!answer.ok) return failed(answer);
  if (answer.value.is_new_customer) return { ok: true, newCustomer: true, registrationToken: answer.value.token ?? token };
  const outcome = await authorizeAnswer(answer);
  if (!outcome.ok) return outcome;
  trackCustomer("login", "email_link");
  return { ok: true, newCustomer: false };
}

export async function registerWithLink(details: { email: string; token: string; firstName: string; lastName: string }): Promise<Outcome> {
  const outcome = await authorizeAnswer(
    await userApi.registrationRequest({
      email: normaliseEmail(details.email),
      token: details.token,
      firstName: details.firstName.trim(),
      lastName: details.lastName.trim(),
    }),
  );
  if (outcome.ok) trackCustomer("sign_up", "email_link");
  return outcome;
}

/**
 * Logout (spec §4): the session ends here and on the server, the cart is disconnected and cleared (the
 * customer's cart stays on the server), the persisted customer data goes, and "You're logged out" shows
 * unless silent.
 */
export function logout({ silent = false }: { silent?: boolean } = {}): void {
  const token = userToken();
  setSessionTokens(null);
  setState(SIGNED_OUT);
  disconnectCart();
  clearSavedCheckout();
  if (token) void userApi.logout(token);
  if (!silent) notify({ type: "info", message: messages.loggedOut });
}

/** Saves name, e-mail and phone (spec §3: only these may change); a new e-mail with the current password. */
export async function updateProfile(change: ProfileChange): Promise<Outcome> {
  const answer = await asCustomer((token) =>
    userApi.updateMe(
      token,
      {
        email: normaliseEmail(change.email),
        firstname: change.firstName.trim(),
        lastname: change.lastName.trim(),
        phoneNumber: change.phoneNumber.trim(),
      },
      change.currentPassword,
    ),
  );
  if (!answer.ok) return failed(answer);
  if (!acceptProfile(answer.value)) await loadProfile();
  trackCustomer("user_data_changed");
  notify({ type: "success", message: messages.profileUpdated });
  return { ok: true };
}

const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

/**
 * Changes the password (online only, spec §5), then logs in again with it (spec §8): the change ends every
 * session of the customer, this one included.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<Outcome> {
  if (isOffline()) return { ok: false, message: messages.offline };
  const email = state.user?.email;
  if (!email) return { ok: false, message: messages.loginRequired };
  const answer = await asCustomer((token) => userApi.changePassword(token, currentPassword, newPassword));
  if (!answer.ok) return failed(answer);
  notify({ type: "success", message: messages.passwordChanged });
  const tokens = tokensFromAnswer(answer.value, answer.meta);
  return tokens ? authorize(tokens) : authorizeAnswer(await userApi.login(email, newPassword));
}

/** Forgot password: e-mails a reset link (never while offline, spec §8). */
export async function requestPasswordReset(email: string): Promise<Outcome> {
  if (isOffline()) return { ok: false, message: messages.resetPasswordOffline };
  const answer = await userApi.resetPassword(normaliseEmail(email));
  return answer.ok ? { ok: true } : failed(answer);
}

/** The reset link's page: sets the new password, then logs in with it (spec §4). */
export async function setNewPassword(email: string, resetToken: string, newPassword: string): Promise<Outcome> {
  if (isOffline()) return { ok: false, message: messages.resetPasswordOffline };
  const answer = await userApi.createPassword(normaliseEmail(email), newPassword, resetToken);
  if (!answer.ok) {
    return { ...failed(answer), message: answer.message || messages.passwordResetConfirmFailed };
  }
  return login(email, newPassword);
}

/** Takes an address book answer; the default shipping address's country prefills the checkout. */
function acceptAddresses(list: unknown): void {
  const addresses = addressBookFromWire(list);
  setState({ addresses });
  const { shipping } = defaultAddresses(addresses);
  if (state.user && shipping) {
    rememberCustomer({ ...state.user, phoneNumber: state.user.phoneNumber || shipping.phoneNumber, country: shipping.country });
  }
}

export async function loadAddresses(): Promise<Outcome> {
  const answer = await asCustomer((token) => userApi.listAddresses(token));
  if (!answer.ok) return failed(answer);
  acceptAddresses(answer.value.addresses);
  return { ok: true };
}

export interface AddressFlags {
  defaultBilling: boolean;
  defaultShipping: boolean;
}

/** Adds an address (no id) or changes one; the answer is the whole book. */
export async function saveAddress(details: AddressDetails, flags: AddressFlags, id?: number): Promise<Outcome> {
  // The address editor has loaded the checkout's rules already: this only finds them, and other pages never load them.
  const { toAddress } = await import("../checkout/order.ts");
  const address = { ...toAddress(details), ...(id ? { id } : {}), default_billing: flags.defaultBilling, default_shipping: flags.defaultShipping };
  const answer = await asCustomer((token) => (id ? userApi.updateAddress(token, address) : userApi.createAddress(token, address)));
  if (!answer.ok) return failed(answer);
  acceptAddresses(answer.value.addresses);
  return { ok: true };
}

export async function deleteAddress(id: number): Promise<Outcome> {
  const answer = await asCustomer((token) => userApi.deleteAddress(token, id));
  if (!answer.ok) return failed(answer);
  acceptAddresses(answer.value.addresses);
  return { ok: true };
}

/**
 * Re-order (reference facts "re-order"): the order item goes into the customer's cart, then the cart is
 * pulled so the browser shows it. Answers the server's errorMessage, or "Failed to reorder item".
 */
export async function reorderItem(orderItemId: number): Promise<Outcome> {
  const answer = await asCustomer((token) => userApi.addFromOrder(token, orderItemId));
  if (!answer.ok) return failed(answer);
  await connectCustomerCart();
  return { ok: true };
}

export const userStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    ensureLoaded();
    return () => listeners.delete(listener);
  },
  getSnapshot: () => state,
  getServerSnapshot: () => INITIAL,
};
