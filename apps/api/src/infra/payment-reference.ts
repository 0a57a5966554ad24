import { createHash } from "node:crypto";

/**
 * A payment reference derived from the order's idempotency key, so a retry after a crash (in this or any
 * other process) gets the very same reference without any shared memory. Hashing also keeps the key
 * itself, which may be a bearer secret such as a cart token, out of stored references.
 */
export function stableReference(prefix: string, idempotencyKey: string): string {
  return prefix + createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 16);
}
