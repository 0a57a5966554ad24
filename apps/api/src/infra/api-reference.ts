/**
 * The browsable API reference at /api/docs/ (Scalar), drawn from the OpenAPI document at
 * /api/docs/openapi.json. Scalar serves its own bundled script at /api/docs/js/scalar.js, so the page needs
 * no CDN and works without any outside network.
 */
import { createHash } from "node:crypto";
import scalar from "@scalar/fastify-api-reference";
import type { FastifyInstance } from "fastify";

export const DOCS_PREFIX = "/api/docs";

/** The contents of the page's inline scripts (those without a src). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
}

/** The app's policy (helmet's) with these scripts allowed by hash in script-src, and nothing else changed. */
function allowingScripts(policy: string, scripts: string[]): string {
  const hashes = scripts.map((s) => `'sha256-${createHash("sha256").update(s, "utf8").digest("base64")}'`);
  return policy
    .split(";")
    .map((d) => (d.trim().startsWith("script-src ") ? [d.trim(), ...hashes].join(" ") : d))
    .join(";");
}

export async function apiReference(app: FastifyInstance): Promise<void> {
  // A context of its own: the hook below reaches Scalar's routes and no others.
  await app.register(async (docs) => {
    // Scalar's page starts itself with an inline script, which helmet's script-src 'self' refuses. The page is
    // rendered from the fixed configuration below, so its inline scripts are ours: allow exactly those by hash.
    docs.addHook("onSend", async (_req, reply, payload) => {
      const policy = reply.getHeader("content-security-policy");
      if (typeof payload === "string" && typeof policy === "string" && String(reply.getHeader("content-type")).startsWith("text/html")) {
        reply.header("content-security-policy", allowingScripts(policy, inlineScripts(payload)));
      }
      return payload;
    });
    await docs.register(scalar, {
      routePrefix: DOCS_PREFIX,
      configuration: {
        pageTitle: "Petsies storefront API reference",
        // The document the app already serves (app.ts), rather than a second copy Scalar would serve itself.
        url: `${DOCS_PREFIX}/openapi.json`,
        // Scalar's defaults reach out to fonts.scalar.com, its telemetry, its AI agent and its hosting (developer
        // tools, MCP): a reference of our API needs none of them, nor to hand our document to a third party.
        withDefaultFonts: false,
        telemetry: false,
        agent: { disabled: true },
        mcp: { disabled: true },
        showDeveloperTools: "never",
      },
    });
  });
}
