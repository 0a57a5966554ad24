import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { ROUTER_REQUEST_HEADER } from "./router-request.ts";

const WEB_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * A plain Node server started as the storefront is (node --import ./router-request.mjs), answering with the mark
 * its request listener saw, for each set of headers sent to it.
 */
const SERVER = `
import { createServer } from "node:http";
const [name, sent] = JSON.parse(process.argv[1]);
const server = createServer((req, res) => res.end(JSON.stringify(req.headers[name] ?? null)));
server.listen(0, "127.0.0.1", async () => {
  const seen = [];
  for (const headers of sent) {
    const res = await fetch("http://127.0.0.1:" + server.address().port + "/p/tote/", { headers });
    seen.push(await res.json());
  }
  console.log(JSON.stringify({ seen, loaded: globalThis[Symbol.for("petsies.routerRequest")] }));
  server.close();
});
`;

describe("router-request.mjs", () => {
  it("marks exactly the requests Next answers with a component payload (RSC: 1), and drops a client's own mark", async () => {
    const sent = [
      { rsc: "1", "next-router-state-tree": "%5B%22%22%5D" },
      { rsc: "1", "next-router-prefetch": "1", "next-router-segment-prefetch": "/_tree" },
      { accept: "*/*" },
      { accept: "text/html" },
      // Without RSC: 1, Next renders the page itself (next/dist/server/lib/is-rsc-request.js).
      { rsc: "0", "next-router-prefetch": "1" },
      { [ROUTER_REQUEST_HEADER]: "1" },
    ];
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "./router-request.mjs", "--input-type=module", "-e", SERVER, JSON.stringify([ROUTER_REQUEST_HEADER, sent])],
      { cwd: WEB_ROOT },
    );
    expect(JSON.parse(stdout)).toEqual({ seen: ["1", "1", null, null, null, null], loaded: ROUTER_REQUEST_HEADER });
  });
});
