// The baseline: a plain node:http server that answers every request with one fixed response, as fast as
// Node can. It runs as a child process (forked by bench/http.mjs) so that it gets its own event loop and
// does not compete with autocannon inside the bench process.
//
// Protocol over the IPC channel: the parent sends { status, headers, body (base64) }; the child answers
// { port } once it listens on a free loopback port.
import http from "node:http";

process.once("message", ({ status, headers, body }) => {
  const bytes = Buffer.from(body, "base64");
  const fixedHeaders = { ...headers, "content-length": String(bytes.length) };
  const server = http.createServer((req, res) => {
    // Drain any request body so keep-alive connections stay usable, then send the recorded bytes.
    req.resume();
    res.writeHead(status, fixedHeaders);
    res.end(bytes);
  });
  server.listen(0, "127.0.0.1", () => process.send({ port: server.address().port }));
});

// If the bench process dies without stopping us, the IPC channel closes: leave with it.
process.on("disconnect", () => process.exit(0));
