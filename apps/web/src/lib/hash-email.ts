/**
 * The e-mail as analytics may carry it (spec §9): trimmed, lower-cased, SHA3-256, hex. A module of its own, loaded
 * when a customer signs in, signs up or changes their details (lib/user/store.ts): the SHA-3 code is 10 KB
 * (gzip) that no page needs while it opens.
 */
import { sha3_256 } from "@noble/hashes/sha3.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

export function hashEmail(email: string): string {
  return bytesToHex(sha3_256(utf8ToBytes(email.trim().toLowerCase())));
}
