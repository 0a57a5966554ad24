/**
 * Next 16 answers every rewrite of src/proxy.ts with an `x-middleware-rewrite` header naming its target:
 * next/dist/server/lib/router-utils/resolve-routes.js puts it in the routing result's headers and
 * next/dist/server/lib/router-server.js sets those on the response before proxying or rendering. For /api/*
 * and /admin/* that is the API's internal address with the whole query, the shopper's token and cart id
 * included; for a page, its internal route (/cms/…, /p/…) with the query. Nothing in the browser reads it
 * (the App Router follows x-nextjs-rewritten-path), and Next has no setting to leave it out, nor can the
 * proxy or next.config headers() remove a header Next sets later. So the server refuses to set it.
 * Server-only (node:diagnostics_channel): instrumentation.ts installs it at start.
 */
import { subscribe } from "node:diagnostics_channel";
import type { ServerResponse } from "node:http";

const INTERNAL_HEADERS = new Set(["x-middleware-rewrite"]);

/** Makes `setHeader` on this response skip the internal headers. */
export function withoutInternalHeaders(response: ServerResponse): void {
  const setHeader = response.setHeader;
  response.setHeader = function (name, value) {
    return INTERNAL_HEADERS.has(name.toLowerCase()) ? this : setHeader.call(this, name, value);
  };
}

/**
 * Every response of this process, from the moment Node creates it: Node publishes each request on this
 * channel before the server's request listeners (Next) run.
 */
export function dropInternalHeadersFromEveryResponse(): void {
  subscribe("http.server.request.start", (message) => withoutInternalHeaders((message as { response: ServerResponse }).response));
}
