/**
 * The signed-in staff member: one query (GET /api/admin/session, null when signed out) that the route guards,
 * the header and the API client's CSRF header all read, and the calls that start and end a session.
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { z } from "zod";
import { sessionAnswer, totpSetupAnswer, type SessionAnswer, type SignInBody, type StaffRole, type TotpConfirmBody } from "@petsies/contract/admin";
import { ApiError, call, request } from "./api.ts";
import { queryKeys } from "./query-keys.ts";

/** Answers that carry nothing to show (sign-out, password: `true`): only success matters. */
const anyAnswer = z.unknown();

export const sessionQuery = queryOptions({
  queryKey: queryKeys.session,
  queryFn: async (): Promise<SessionAnswer | null> => {
    const result = await call("/session", { answer: sessionAnswer, handleAuthHere: true });
    if (result.ok) return result.data;
    if (result.status === 401) return null;
    throw new ApiError(result);
  },
  staleTime: 5 * 60_000,
});

/**
 * The session inside the signed-in screens, as the route guard found it on this navigation. Read from the
 * route context rather than the query, so signing out does not pull the floor from under the screen that is
 * still on view while the app moves to the sign-in screen.
 */
export function useSession(): SessionAnswer {
  return useRouteContext({ from: "/signed-in", select: (context) => context.session });
}

export async function freshCsrfToken(queryClient: QueryClient): Promise<string | undefined> {
  const session = await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
  return session?.csrfToken;
}

export function isOwner(role: StaffRole): boolean {
  return role === "owner";
}

/** Owners and support look after customers: their accounts, and cancelling and refunding their orders. */
export function servesCustomers(role: StaffRole): boolean {
  return role === "owner" || role === "support";
}

/** POST /api/admin/session: sign in, with the 6-digit code when the member's two-factor asks for it. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SignInBody) => {
      const result = await call("/session", { method: "POST", body, answer: sessionAnswer, handleAuthHere: true });
      if (!result.ok) throw new ApiError(result);
      return result.data;
    },
    onSuccess: (session) => {
      queryClient.clear();
      queryClient.setQueryData(queryKeys.session, session);
    },
  });
}

function useEndSession(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(path, { method: "POST", answer: anyAnswer }),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(queryKeys.session, null);
    },
  });
}

export const useSignOut = () => useEndSession("/session/sign-out");
export const useSignOutEverywhere = () => useEndSession("/session/sign-out-everywhere");

/** POST /api/admin/session/totp/setup: a new secret to scan or type. */
export function useTotpSetup() {
  return useMutation({
    mutationFn: () => request("/session/totp/setup", { method: "POST", answer: totpSetupAnswer, handleAuthHere: true }),
  });
}

/**
 * POST /api/admin/session/totp/confirm: the first code turns two-factor on (or replaces it, with the password and
 * a current code of the old one); it answers the session as it now is.
 */
export function useTotpConfirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TotpConfirmBody) => request("/session/totp/confirm", { method: "POST", body, answer: sessionAnswer, handleAuthHere: true }),
    onSuccess: (session) => queryClient.setQueryData(queryKeys.session, session),
  });
}

/** POST /api/admin/password-reset: always the same answer, known e-mail or not. */
export function usePasswordResetRequest() {
  return useMutation({
    mutationFn: (body: { email: string }) => request("/password-reset", { method: "POST", body, answer: anyAnswer, handleAuthHere: true }),
  });
}

/** POST /api/admin/password: set a password with the token of a one-time link. */
export function useSetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => request("/password", { method: "POST", body, answer: anyAnswer, handleAuthHere: true }),
  });
}
