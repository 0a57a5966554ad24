// Loaded before Next with `node --import ./router-request.mjs` (scripts/processes.mjs, scripts/start-part.mjs, the
// package's start script), beside forwarded-for.mjs: marks the App Router's own requests for src/proxy.ts, which
// answers every other page load from the render cache (src/lib/cached-page.ts). Next takes the router's marks off a
// request before the proxy sees it (next/dist/server/web/adapter.js deletes the RSC, Next-Router-State-Tree,
// Next-Router-Prefetch and Next-Router-Segment-Prefetch headers and strips the _rsc parameter), so the proxy could
// only guess from Accept, and a crawler's `*/*` looked like the router. Next answers with the component payload
// exactly when the request's RSC header is "1" (next/dist/server/lib/is-rsc-request.js; the other marks mean
// nothing without it), so that is what this copies, into a header of ours that Next leaves alone. A client's own
// copy of that header is dropped: it must not stand for the router.
import { subscribe } from "node:diagnostics_channel";

const ROUTER_REQUEST_HEADER = "x-petsies-router-request";

// Published by Node's HTTP server for every request, before the server's "request" listeners run.
subscribe("http.server.request.start", ({ request }) => {
  if (request.headers.rsc === "1") request.headers[ROUTER_REQUEST_HEADER] = "1";
  else delete request.headers[ROUTER_REQUEST_HEADER];
});

// src/lib/config-check.ts checks this at start: without this file every client-side navigation would get a whole page.
globalThis[Symbol.for("petsies.routerRequest")] = ROUTER_REQUEST_HEADER;
