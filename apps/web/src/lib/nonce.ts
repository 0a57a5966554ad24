import { headers } from "next/headers";
import { NONCE_HEADER } from "./security-headers.ts";

/** This request's script nonce (src/proxy.ts), for an inline script a server component writes. */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
