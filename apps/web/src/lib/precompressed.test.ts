import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const WEB_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * A plain Node server started as the storefront is (node --import ./precompressed.mjs), behind the compression
 * Next puts in front of every answer, answering bytes it compressed itself when the request says so.
 */
const SERVER = `
import { createServer, get } from "node:http";
import { gzipSync, gunzipSync } from "node:zlib";
import { createRequire } from "node:module";
const compression = createRequire(process.cwd() + "/package.json")("next/dist/compiled/compression")();
const PAGE = "<!DOCTYPE html><p>" + "plush ".repeat(500) + "</p>";
const header = globalThis[Symbol.for("petsies.precompressed")];
const server = createServer((req, res) => compression(req, res, () => {
  res.setHeader("content-type", "text/html");
  if (req.url === "/own") {
    res.setHeader(header, "gzip");
    res.end(gzipSync(PAGE));
  } else res.end(PAGE);
}));
server.listen(0, "127.0.0.1", async () => {
  const answers = [];
  for (const path of ["/own", "/other"]) {
    answers.push(await new Promise((resolve) => get({ port: server.address().port, host: "127.0.0.1", path, headers: { "accept-encoding": "gzip" } }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ encoding: res.headers["content-encoding"], leaked: header in res.headers, page: gunzipSync(Buffer.concat(chunks)).toString() === PAGE }));
    })));
  }
  console.log(JSON.stringify({ header, answers }));
  server.close();
});
`;

describe("precompressed.mjs", () => {
  it("sends an answer the proxy compressed as it is, and leaves Next to compress every other", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "./precompressed.mjs", "--input-type=module", "-e", SERVER], { cwd: WEB_ROOT });
    expect(JSON.parse(stdout)).toEqual({
      header: "x-petsies-content-encoding",
      answers: [
        // Compressed once: a second gzip would not gunzip to the page.
        { encoding: "gzip", leaked: false, page: true },
        { encoding: "gzip", leaked: false, page: true },
      ],
    });
  });
});
