import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const WEB_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * A plain Node server started as the storefront is (node --import ./forwarded-for.mjs), answering with the
 * X-Forwarded-For its request listener saw, for each header sent to it.
 */
const SERVER = `
import { createServer } from "node:http";
const sent = JSON.parse(process.argv[1]);
const server = createServer((req, res) => res.end(JSON.stringify({ seen: req.headers["x-forwarded-for"] ?? null, marked: globalThis[Symbol.for("petsies.forwardedFor")] === true })));
server.listen(0, "127.0.0.1", async () => {
  const answers = [];
  for (const header of sent) {
    const res = await fetch("http://127.0.0.1:" + server.address().port + "/", { headers: header === null ? {} : { "x-forwarded-for": header } });
    answers.push(await res.json());
  }
  console.log(JSON.stringify(answers));
  server.close();
});
`;

describe("forwarded-for.mjs", () => {
  it("ends every request's X-Forwarded-For with the connection's address before the server sees it", async () => {
    const sent = [null, "127.0.0.1", "203.0.113.9, 10.0.0.1"];
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "./forwarded-for.mjs", "--input-type=module", "-e", SERVER, JSON.stringify(sent)],
      { cwd: WEB_ROOT },
    );
    expect(JSON.parse(stdout)).toEqual([
      { seen: "127.0.0.1", marked: true },
      { seen: "127.0.0.1, 127.0.0.1", marked: true },
      { seen: "203.0.113.9, 10.0.0.1, 127.0.0.1", marked: true },
    ]);
  });
});
