/**
 * Stopping the HTTP server under traffic without cutting a request (main.ts's shutdown). Behind a load balancer, a
 * request is safe to send to another process only when this one refused the connection or never read the request;
 * a connection closed under a request that was sent leaves the client not knowing whether it happened.
 *
 * Fastify's close and Node's server.close() fall short of that in two ways: they close the connections idle at
 * that instant, though a request may already be on its way on one of them (written by the client, not yet read
 * here), and a connection busy at that instant is answered without `Connection: close`, then kept open until the
 * client sends again or keepAliveTimeout (72 s) ends it — a balancer that stopped sending here on our readiness
 * answer never does, and the process waited out its deadline. So, when draining:
 *   1. the listening socket closes (new connections are refused: the balancer goes elsewhere) and nothing else;
 *   2. every answer not yet begun says `Connection: close`, in hand or still to come on an open connection, and Node
 *      closes its connection once it is written: the client knows not to reuse it;
 *   3. a connection with no request in hand and nothing read for IDLE_GRACE_MS is closed (a request still on its
 *      way by then would have been read);
 * and it ends when the last connection has closed.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

/** Long enough for a request already sent to be read; short beside the shutdown deadline. */
export const IDLE_GRACE_MS = 1000;

export interface ConnectionDrain {
  /** Stops accepting and resolves once every connection has closed, each after its last answer. */
  drain(): Promise<void>;
}

/** Follows the server's connections and the answers in hand on each; set up before it listens. */
export function trackConnections(server: Server, idleGraceMs = IDLE_GRACE_MS): ConnectionDrain {
  const inHand = new Map<Socket, Set<ServerResponse>>();
  let draining = false;

  /** Closes the connection once it has had nothing in hand and read nothing for the grace period. */
  function closeWhenIdle(socket: Socket): void {
    const readBefore = socket.bytesRead;
    setTimeout(() => {
      if (socket.destroyed || (inHand.get(socket)?.size ?? 0) > 0) return;
      // Part of a request came in meanwhile: it is let finish and answered.
      if (socket.bytesRead !== readBefore) return closeWhenIdle(socket);
      socket.destroy();
    }, idleGraceMs).unref();
  }

  server.on("connection", (socket: Socket) => {
    inHand.set(socket, new Set());
    socket.once("close", () => inHand.delete(socket));
  });
  // Before Fastify's own listener, so the header is there whatever the route answers.
  server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    const answers = inHand.get(req.socket);
    answers?.add(res);
    if (draining) res.setHeader("connection", "close");
    res.once("close", () => {
      answers?.delete(res);
      if (draining && !req.socket.destroyed && answers?.size === 0) closeWhenIdle(req.socket);
    });
  });

  return {
    drain() {
      draining = true;
      // net's close, not http's: http's also closes the idle connections at once, cutting a request on its way.
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      for (const [socket, answers] of inHand) {
        for (const res of answers) if (!res.headersSent) res.setHeader("connection", "close");
        if (answers.size === 0) closeWhenIdle(socket);
      }
      return closed;
    },
  };
}
