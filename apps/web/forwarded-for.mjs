// Loaded before Next with `node --import ./forwarded-for.mjs` (scripts/processes.mjs, scripts/start-part.mjs,
// the package's start script): appends each connection's address to the request's X-Forwarded-For, as every
// proxy does, before Next reads the request. Next itself keeps a header the client sent and adds the
// connection's address only when there is none, and src/proxy.ts sees headers, never the connection; this is
// what lets it tell the shopper's own address from one they wrote (src/lib/client-address.ts).
import { subscribe } from "node:diagnostics_channel";

// Published by Node's HTTP server for every request, before the server's "request" listeners run.
// A connection already gone has no address: "unknown" then ends the chain, and no shopper is named.
subscribe("http.server.request.start", ({ request, socket }) => {
  const sent = request.headers["x-forwarded-for"];
  const address = socket.remoteAddress ?? "unknown";
  request.headers["x-forwarded-for"] = sent ? `${sent}, ${address}` : address;
});

// src/lib/client-address.ts checks this at start: a storefront started without this file refuses to run.
globalThis[Symbol.for("petsies.forwardedFor")] = true;
