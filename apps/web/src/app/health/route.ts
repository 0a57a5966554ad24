/**
 * The storefront's health check for a load balancer: 200 when this server runs and reaches the API (whose
 * /api/ready says the database, migrations and storage are ready), 503 otherwise. Never cached.
 */
import { API_URL } from "../../lib/api.ts";

export const dynamic = "force-dynamic";

const API_TIMEOUT_MS = 2000;

export async function GET(): Promise<Response> {
  let api = "unreachable";
  try {
    const res = await fetch(`${API_URL}/api/ready`, { cache: "no-store", signal: AbortSignal.timeout(API_TIMEOUT_MS) });
    api = res.ok ? "ready" : "not ready";
  } catch {
    // api stays "unreachable"
  }
  const ready = api === "ready";
  return Response.json({ status: ready ? "ok" : "unavailable", api }, { status: ready ? 200 : 503, headers: { "cache-control": "no-store" } });
}
