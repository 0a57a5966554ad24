/**
 * The user's session tokens (spec §4 "Session and user") and every call that carries them. Local storage
 * is the one place the tokens live, so each tab and the cart store read the same ones. A call refused
 * with 401 while logged in renews the token (one refresh at a time, see refresh.ts) and is tried once more;
 * when the token cannot be renewed the session has expired: the tokens are dropped and the listeners
 * (the user store: silent logout, then the sign-in modal) are told.
 */
import { messages } from "@petsies/domain";
import { refused, type Answer } from "../api-call.ts";
import { readLocal } from "../local-store.ts";
import { createRefresher, webLock } from "./refresh.ts";
import { clearSession, saveTokens, tokensFromAnswer, USER_KEYS, type SessionTokens } from "./storage.ts";
import { userApi } from "./user-api.ts";

type Listener = () => void;
const changeListeners = new Set<Listener>();
const expiryListeners = new Set<Listener>();

/** The live user token, or null for a guest. */
export function userToken(): string | null {
  return readLocal(USER_KEYS.token) || null;
}

function emit(listeners: Set<Listener>) {
  for (const listener of listeners) listener();
}

/** Counts this tab's sessions: a login or a logout starts the next one; renewing the token keeps it. */
let session = 0;

/** Starts a session with new tokens, or ends it with null; `renewed` tokens carry the same session on. */
export function setSessionTokens(tokens: SessionTokens | null, { renewed = false }: { renewed?: boolean } = {}): void {
  if (!renewed) session += 1;
  if (tokens) saveTokens(tokens);
  else clearSession();
  emit(changeListeners);
}

/** Called whenever this tab changes the tokens (other tabs show up as storage events). */
export function onTokensChanged(listener: Listener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** Called when a refused token could not be renewed: the session is over. */
export function onSessionExpired(listener: Listener): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

const refresher = createRefresher({
  read: () => ({ token: userToken(), refreshToken: readLocal(USER_KEYS.refreshToken) || null }),
  async refresh(refreshToken) {
    const answer = await userApi.refresh(refreshToken);
    return answer.ok ? tokensFromAnswer(answer.value, answer.meta) : null;
  },
  save: (tokens) => setSessionTokens(tokens, { renewed: true }),
  exclusive: (task) => webLock("petsies-token-refresh", task),
});

/** A live token in place of the refused one, or null (and the session is ended) when there is none. */
export async function renewUserToken(failedToken: string): Promise<string | null> {
  const fresh = await refresher(failedToken);
  if (fresh) return fresh;
  if (userToken() === failedToken) {
    console.warn(messages.refreshFailed);
    setSessionTokens(null);
    emit(expiryListeners);
  }
  return null;
}

/**
 * Runs a call with the user token (null for a guest). A 401 while logged in renews the token and tries
 * once more (spec §4; the reference shop allows 1 network attempt).
 */
export async function withUserToken<T>(call: (token: string | null) => Promise<Answer<T>>): Promise<Answer<T>> {
  const token = userToken();
  const answer = await call(token);
  if (answer.ok || answer.status !== 401 || !token) return answer;
  const fresh = await renewUserToken(token);
  return fresh ? call(fresh) : answer;
}

/**
 * Like withUserToken, for calls only a logged-in customer can make: without a session none is sent. An
 * answer that arrives after the shopper logged out (or in as someone else) is not theirs any more: it is
 * refused as if the call had been made signed out, so a late profile never puts a name back after logout.
 */
export async function asCustomer<T>(call: (token: string) => Promise<Answer<T>>): Promise<Answer<T>> {
  const loginRequired = () => refused(401, messages.loginRequired);
  if (!userToken()) return loginRequired();
  const asked = session;
  const answer = await withUserToken((token) => (token ? call(token) : Promise.resolve(loginRequired())));
  return asked === session && userToken() ? answer : loginRequired();
}
