/**
 * The API's readiness as the storefront's /health/ reads it (src/app/health/route.ts). The API answers ready, or
 * degraded while its file storage fails (pictures answer 503 then, everything else works), both with 200; not
 * ready with 503 (its database, its migrations, or it is stopping).
 */
export type ApiReadiness = "ready" | "degraded" | "not ready" | "unreachable";

const API_TIMEOUT_MS = 2000;

export async function apiReadiness(apiUrl: string): Promise<ApiReadiness> {
  try {
    const res = await fetch(`${apiUrl}/api/ready`, { cache: "no-store", signal: AbortSignal.timeout(API_TIMEOUT_MS) });
    const status = ((await res.json().catch(() => null)) as { result?: { status?: unknown } } | null)?.result?.status;
    return res.ok && (status === "ready" || status === "degraded") ? status : "not ready";
  } catch {
    return "unreachable";
  }
}

/** The storefront can serve shoppers: its API takes requests, with or without file storage. */
export function servesShoppers(api: ApiReadiness): boolean {
  return api === "ready" || api === "degraded";
}
