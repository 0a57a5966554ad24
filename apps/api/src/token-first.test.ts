/**
 * A call that needs a user token answers 401 to a caller without a live one before it reads or checks
 * anything else (issue 19, item 13): review create answered 400 for a bad body without a token, which
 * tells a stranger what the call takes and lets them probe it. Every operation of the API's OpenAPI
 * document (the back office's have their own walk in modules/staff) is called without a token with a
 * well-formed request; the ones that answer 401 asking the caller to log in need a token (sign-in, refresh
 * and the editor's preview answer 401 for their own reasons). Each of those is then called, without a token
 * and with a made-up one, with every bad parameter and body of the fuzz sweep and with broken bodies: every
 * answer must be 401.
 */
import { describe, expect, it } from "vitest";
import { messages } from "@petsies/domain";
import { aimedRequest, operationsOf, sweepRequests, type FuzzRequest, type Known, type Operation } from "./test/fuzz-input.ts";
import { useTestApp } from "./test/app.ts";
import { databaseKinds } from "./test/template.ts";

const SEED = 19;
const MADE_UP_TOKEN = "x".repeat(43);
/** Bodies no JSON parser reads, which a route's body check would have answered 400. */
const BROKEN_BODIES = ["{", '{"a":}', "\u0000"];
/** Calls the spec says need a user token, so that the walk cannot pass by finding none. */
const NEED_A_TOKEN = [
  "POST /api/review/create",
  "GET /api/user/me",
  "POST /api/user/me",
  "POST /api/user/change-password",
  "POST /api/address/create",
  "POST /api/address/update",
  "POST /api/address/delete",
  "GET /api/address/list",
  "GET /api/user/order-history",
  "POST /api/order/reorder",
  "POST /api/carts/me/items/add-from-order-requests",
  "POST /api/customizations/order-items/submit-requests",
  "POST /api/cart/merge-guest-and-customer",
  "GET /api/downloads/order-items/{itemId}",
];

describe.each(databaseKinds)("calls that need a token, on %s", (kind) => {
  const t = useTestApp(kind);
  let client = 0;

  async function call(request: FuzzRequest, token: string) {
    client += 1;
    const headers = { ...request.headers, "x-forwarded-for": `10.19.${Math.floor(client / 250) % 250}.${1 + (client % 250)}` };
    const res = await t().app.inject({ ...request, headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers });
    return { status: res.statusCode, body: res.body };
  }

  it("answer 401 without a live token, whatever the rest of the request holds", { timeout: 300_000 }, async () => {
    const guestsCart = (await t().app.inject({ method: "POST", url: "/api/cart/create" })).json().result as string;
    const known: Known = {
      token: "",
      cartId: guestsCart,
      pathValue: (_path, name) => (name === "sku" ? "ForeversDog_bundle" : undefined),
    };
    const operations: Operation[] = operationsOf(t().app.swagger()).filter((op) => !op.path.startsWith("/api/admin/"));
    const needToken: Operation[] = [];
    for (const op of operations) {
      const good = aimedRequest(op, known, () => undefined, SEED);
      const answer = await call(good, "");
      if (answer.status === 401 && answer.body.includes(messages.loginRequired)) needToken.push(op);
    }
    const names = needToken.map((op) => `${op.method} ${op.path}`);
    expect(names).toEqual(expect.arrayContaining(NEED_A_TOKEN));

    const answeredFirst: string[] = [];
    for (const op of needToken) {
      const requests = sweepRequests(op, known, SEED);
      if (op.method !== "GET") {
        const [first] = requests;
        for (const payload of BROKEN_BODIES) {
          requests.push({ ...first!, headers: { ...first!.headers, "content-type": "application/json" }, payload });
        }
      }
      for (const request of requests) {
        for (const token of ["", MADE_UP_TOKEN]) {
          const answer = await call(request, token);
          // A path parameter longer than the router takes matches no route at all (414): there is no call yet.
          if (answer.status !== 401 && answer.status !== 414) {
            answeredFirst.push(`${op.method} ${request.url.slice(0, 120)} ${token ? "(made-up token)" : "(no token)"} → ${answer.status} ${answer.body.slice(0, 200)}`);
          }
        }
      }
    }
    expect(answeredFirst.slice(0, 20)).toEqual([]);
  });
});
