// Loaded before Next with `node --import ./precompressed.mjs` (scripts/processes.mjs, scripts/start-part.mjs,
// the package's start script), beside forwarded-for.mjs: lets src/proxy.ts answer with bytes it compressed
// itself (the render cache's pages, src/lib/page-bytes.ts). Next drops the Content-Encoding header of an answer
// from the proxy and compresses its body again; an answer that names its encoding in PRECOMPRESSED_HEADER
// instead gets it as Content-Encoding here, before Next's compression looks, which then leaves the body as it is.
import { subscribe } from "node:diagnostics_channel";

const PRECOMPRESSED_HEADER = "x-petsies-content-encoding";

subscribe("http.server.request.start", ({ response }) => {
  const setHeader = response.setHeader;
  response.setHeader = function (name, value) {
    if (typeof name === "string" && name.toLowerCase() === PRECOMPRESSED_HEADER) return setHeader.call(this, "content-encoding", value);
    return setHeader.call(this, name, value);
  };
});

// src/lib/cached-page.ts sends compressed bytes only when this is set: without this file, Next would compress
// them a second time.
globalThis[Symbol.for("petsies.precompressed")] = PRECOMPRESSED_HEADER;
