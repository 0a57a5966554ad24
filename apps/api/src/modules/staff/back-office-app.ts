/**
 * Serves the back office (apps/admin, built by Vite into dist/) at /admin/ on the API; the storefront
 * forwards /admin/* here like /api/*, so the app is on the shop's own origin and its session cookie
 * never leaves it. Client routes (/admin/orders/…) get index.html; hashed assets are cached for a year.
 * (@fastify/static only sends the files; this module decides which.)
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { REPO_ROOT } from "../../config.ts";

export const BACK_OFFICE_DIST = path.join(REPO_ROOT, "apps/admin/dist");

/** Scripts and styles only from the app's own files; nothing may frame it. It frames the storefront's draft previews (same origin). */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix's scroll lock adds a <style> element at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

function secureHeaders(reply: FastifyReply): void {
  reply.header("content-security-policy", CSP);
  reply.header("x-frame-options", "DENY");
  reply.header("referrer-policy", "same-origin");
}

/** A built file under dist/ for a path below /admin/, or null (a client route, or a path out of dist). */
function builtFile(distDir: string, rest: string): string | null {
  if (!rest || rest.includes("\0")) return null;
  const file = path.resolve(distDir, rest);
  if (!file.startsWith(distDir + path.sep)) return null;
  try {
    return statSync(file).isFile() ? path.relative(distDir, file) : null;
  } catch {
    return null;
  }
}

/**
 * Files are looked up at each request, not listed once at start: a rebuild of the app is served without
 * restarting the API, and an API started before the first build serves the app once it is built.
 */
export async function backOfficeApp(app: FastifyInstance, distDir = BACK_OFFICE_DIST): Promise<void> {
  await app.register(fastifyStatic, { root: distDir, serve: false });
  app.get("/admin", { schema: { hide: true } }, (_req, reply) => reply.redirect("/admin/", 308));
  const page = (reply: FastifyReply) => {
    if (!existsSync(path.join(distDir, "index.html"))) {
      return reply.status(503).send({ code: 503, result: "The back office is not built yet: run npm run build -w @petsies/admin (npm start does it)." });
    }
    secureHeaders(reply);
    reply.header("cache-control", "no-cache");
    return reply.sendFile("index.html", distDir, { cacheControl: false });
  };
  app.get("/admin/", { schema: { hide: true } }, (_req, reply) => page(reply));
  app.get("/admin/*", { schema: { hide: true } }, (req, reply) => {
    const rest = (req.params as { "*": string })["*"];
    const file = builtFile(distDir, rest);
    if (file) {
      // Vite names built assets by their content hash: they never change under one name.
      reply.header("cache-control", file.startsWith(`assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache");
      return reply.sendFile(file, distDir, { cacheControl: false });
    }
    if (rest.startsWith("assets/")) return reply.status(404).send({ code: 404, result: "Not found" });
    return page(reply);
  });
}
