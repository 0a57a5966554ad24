import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { dropInternalHeadersFromEveryResponse } from "./internal-headers.ts";

describe("internal headers", () => {
  it("never leave the server, whoever sets them; other headers do", async () => {
    dropInternalHeadersFromEveryResponse();
    // As Next's router server does for a proxy rewrite (next/dist/server/lib/router-server.js).
    const server = createServer((_req, res) => {
      res.setHeader("x-middleware-rewrite", "http://127.0.0.1:3001/api/user/me?token=secret");
      res.setHeader("X-Middleware-Rewrite", "/cms/about/");
      res.setHeader("x-nextjs-rewritten-path", "/cms/about/");
      res.setHeader("content-type", "text/plain");
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/user/me?token=secret`);
      expect(await res.text()).toBe("ok");
      expect(res.headers.get("x-middleware-rewrite")).toBeNull();
      expect(res.headers.get("x-nextjs-rewritten-path")).toBe("/cms/about/");
      expect(res.headers.get("content-type")).toBe("text/plain");
    } finally {
      server.close();
    }
  });
});
