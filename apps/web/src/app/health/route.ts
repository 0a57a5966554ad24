/**
 * The storefront's health check for a load balancer: 200 when this server runs and its API is ready, or degraded
 * (file storage down: only pictures wait, lib/api-readiness.ts), 503 otherwise. Never cached.
 */
import { API_URL } from "../../lib/api.ts";
import { apiReadiness, servesShoppers } from "../../lib/api-readiness.ts";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const api = await apiReadiness(API_URL);
  const ok = servesShoppers(api);
  return Response.json({ status: ok ? "ok" : "unavailable", api }, { status: ok ? 200 : 503, headers: { "cache-control": "no-store" } });
}
