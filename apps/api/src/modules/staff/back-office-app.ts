/**
 * Serves the back office (apps/admin, built by Vite into dist/) at /admin/ on the API; the storefront
 * forwards /admin/* here like /api/*, so the app is on the shop's own origin and its session cookie
 * never leaves it. Client routes (/admin/orders/…) get index.html; hashed assets are cached for a year.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { REPO_ROOT } from "../../config.ts";

export const BACK_OFFICE_DIST = path.join(REPO_ROOT, "apps/admin/dist");

/** Scripts and styles only from the app's own files; nothing may frame it. */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix's scroll lock adds a <style> element at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
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

export async function backOfficeApp(app: FastifyInstance, distDir = BACK_OFFICE_DIST): Promise<void> {
  app.get("/admin", { schema: { hide: true } }, (_req, reply) => reply.redirect("/admin/", 308));
  if (!existsSync(path.join(distDir, "index.html"))) {
    app.get("/admin/*", { schema: { hide: true } }, (_req, reply) =>
      reply.status(503).send({ code: 503, result: "The back office is not built yet: run npm run build -w @petsies/admin (npm start does it)." }),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: "/admin/",
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  const page = (_req: unknown, reply: FastifyReply) => {
    secureHeaders(reply);
    reply.header("cache-control", "no-cache");
    return reply.sendFile("index.html", distDir);
  };
  app.get("/admin/", { schema: { hide: true } }, page);
  // Any other path under /admin/ that is not a built file is a client route of the app.
  app.get("/admin/*", { schema: { hide: true } }, (req, reply) => {
    const rest = (req.params as { "*": string })["*"];
    if (rest.startsWith("assets/")) return reply.status(404).send({ code: 404, result: "Not found" });
    return page(req, reply);
  });
}
