/**
 * Passkeys (WebAuthn) through @simplewebauthn/browser: the member's own list, adding and removing one, and
 * signing in with one — alone, or after the password in place of the code. A ceremony the person cancels, or a
 * browser without passkeys, ends in an Error whose message the screen shows.
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { startAuthentication, startRegistration, type PublicKeyCredentialCreationOptionsJSON, type PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { passkeyAssertion, passkeyAttestation, passkeyOptions, sessionAnswer, staffPasskeyList, type PasskeyAssertion } from "@petsies/contract/admin";
import { ApiError, call, request } from "./api.ts";
import { queryKeys } from "./query-keys.ts";

const NOT_USED = "The passkey was not used. Try again, or sign in with your password.";

/** What the browser's passkey dialog answered, or an Error the screen can show. */
async function ceremony<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(error instanceof Error && error.name !== "NotAllowedError" ? error.message : NOT_USED, { cause: error });
  }
}

/** A sign-in challenge signed by a passkey of this shop, in the contract's form. */
export async function passkeyAnswer(): Promise<PasskeyAssertion> {
  const options = await request("/session/passkey/options", { method: "POST", answer: passkeyOptions, handleAuthHere: true });
  const answer = await ceremony(() => startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON }));
  return passkeyAssertion.parse(answer);
}

/** POST /api/admin/session/passkey: sign in with a passkey alone. */
export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const result = await call("/session/passkey", { method: "POST", body: { response: await passkeyAnswer() }, answer: sessionAnswer, handleAuthHere: true });
      if (!result.ok) throw new ApiError(result);
      return result.data;
    },
    onSuccess: (session) => {
      queryClient.clear();
      queryClient.setQueryData(queryKeys.session, session);
    },
  });
}

export const passkeysQueryOptions = queryOptions({
  queryKey: queryKeys.passkeys,
  queryFn: () => request("/session/passkeys", { answer: staffPasskeyList }),
});

/** Make a passkey on this device and add it under the name given. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const options = await request("/session/passkeys/options", { method: "POST", answer: passkeyOptions });
      const made = await ceremony(() => startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }));
      return request("/session/passkeys", { method: "POST", body: { name, response: passkeyAttestation.parse(made) }, answer: staffPasskeyList });
    },
    onSuccess: (list) => queryClient.setQueryData(queryKeys.passkeys, list),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(`/session/passkeys/${id}/delete`, { method: "POST", answer: staffPasskeyList }),
    onSuccess: (list) => queryClient.setQueryData(queryKeys.passkeys, list),
  });
}
