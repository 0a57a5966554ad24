// A steady mix of shoppers' requests at a fixed rate, for scripts/rolling-restart-check.mjs: page loads (the
// home page, a category, a product page), pictures, and cart changes (a new cart, then an item added to it).
// Requests are started on the clock, whatever the answers before them take, as shoppers arrive. Any answer
// other than 2xx or 3xx, an error on the way, or no whole answer within the time limit is a failed request.

/** A request that has not answered within this long has failed (nginx's own timeouts are longer). */
const ANSWER_LIMIT_MS = 30_000;

/**
 * Starts sending to `base` (the shop's public address): about `perSecond` requests a second, one of each kind in
 * turn.
 * `stop()` waits for the requests in hand and answers { sent, failed, failures, longest }.
 */
export function steadyTraffic(base, { perSecond, pages, picture, sku }) {
  const summary = { sent: 0, failed: 0, failures: [], longest: { ms: 0, what: "" } };
  const inHand = new Set();

  /** One request, as a browser sends it: `accept` says what it expects back, `body` goes as JSON. */
  async function send(method, url, { accept = "application/json", body } = {}) {
    summary.sent++;
    // A picture's address carries its variant's edits in its query: shortened, for the report.
    const what = `${method} ${url.length > 60 ? `${url.slice(0, 60)}…` : url}`;
    const started = performance.now();
    let problem = null;
    let answer = null;
    try {
      const res = await fetch(base + url, {
        method,
        redirect: "manual",
        headers: { accept, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(ANSWER_LIMIT_MS),
      });
      const text = await res.text();
      if (res.status >= 400) problem = `${res.status} ${text.slice(0, 120)}`;
      else answer = text;
    } catch (err) {
      problem = err instanceof Error ? `${err.name}: ${err.message}${err.cause ? ` (${err.cause.code ?? err.cause.message})` : ""}` : String(err);
    }
    const ms = performance.now() - started;
    if (ms > summary.longest.ms) summary.longest = { ms, what };
    if (problem) {
      summary.failed++;
      summary.failures.push({ what, problem, at: new Date().toISOString() });
    }
    return answer;
  }

  async function cartChange() {
    const created = await send("POST", "/api/cart/create");
    if (created === null) return;
    const cartId = JSON.parse(created).result;
    await send("POST", `/api/cart/update?cartId=${encodeURIComponent(cartId)}`, { body: { cartItem: { sku, qty: 1 } } });
  }

  const kinds = [...pages.map((url) => () => send("GET", url, { accept: "text/html" })), () => send("GET", picture, { accept: "image/webp,image/*" }), cartChange];
  // A cart change is two requests.
  const requestsPerRound = kinds.length + 1;
  let turn = 0;
  const timer = setInterval(() => {
    const request = kinds[turn++ % kinds.length]();
    inHand.add(request);
    void request.finally(() => inHand.delete(request));
  }, (1000 * requestsPerRound) / (perSecond * kinds.length));

  return {
    summary,
    async stop() {
      clearInterval(timer);
      await Promise.all(inHand);
      return summary;
    },
  };
}
