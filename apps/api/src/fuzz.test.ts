/**
 * No bad input ever answers 5xx (issue 20): every operation of the API's own OpenAPI document gets generated bad
 * input — NUL characters, numbers past any column's range, wrong types, very long texts, cut-off and malformed
 * bodies — and must answer below 500. Staff routes are fuzzed without a session: they answer 401 before reading
 * a body, which is their right answer to a stranger. No operation is skipped; what the document does not list
 * (its own route, the back office's files, /api/metrics without METRICS_TOKEN) is not fuzzed.
 *
 * The inputs come from fast-check with a fixed seed, so a run is repeatable; every 5xx of a run is collected and
 * shown with its operation and request, rather than the first one shrunk (the server keeps state between
 * requests, so shrinking would chase a moving target).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Product } from "@petsies/domain";
import { useTestApp } from "./test/app.ts";
import { badRequests, operationsOf, sweepRequests, type FuzzRequest, type Known, type Operation } from "./test/fuzz-input.ts";
import { newShopper } from "./test/shopper.ts";
import { databaseKinds } from "./test/template.ts";

const SEED = 20;
/** Random requests per operation, after the sweep of every field. */
const RUNS_PER_OPERATION = 20;

interface Failure {
  operation: string;
  status: number;
  answer: string;
  request: FuzzRequest;
}

function describeFailure(f: Failure): string {
  const payload = f.request.payload === undefined ? "" : ` body ${JSON.stringify(String(f.request.payload).slice(0, 300))}`;
  return `${f.operation} → ${f.status} ${f.answer.slice(0, 200)}\n    ${f.request.method} ${f.request.url.slice(0, 300)}${payload}`;
}

describe.each(databaseKinds)("fuzzing every operation on %s", (kind) => {
  const t = useTestApp(kind);

  /** A customer session and their cart for each operation, so that one operation signing out spoils no other. */
  async function knownValues(productImage: string): Promise<Known> {
    const shopper = await newShopper(t(), "fuzz");
    const cart = await t().app.inject({ method: "POST", url: `/api/cart/create?token=${shopper.token}` });
    return {
      token: shopper.token,
      cartId: String(cart.json().result),
      pathValue: (path, name) => {
        if (name === "sku") return "ForeversDog_bundle";
        if (path.startsWith("/api/media/")) return productImage;
        if (path.startsWith("/api/cms/")) return "home";
        return undefined;
      },
    };
  }

  it("answers every generated bad request below 500", { timeout: 300_000 }, async () => {
    const operations: Operation[] = operationsOf(t().app.swagger());
    expect(operations.length).toBeGreaterThan(100);
    const product = (await t().app.inject("/api/product/ForeversDog_bundle")).json().result as Product;
    const failures: Failure[] = [];
    let client = 0;
    for (const op of operations) {
      const known = await knownValues(product.image);
      const requests = [...sweepRequests(op, known, SEED), ...fc.sample(badRequests(op, known), { seed: SEED, numRuns: RUNS_PER_OPERATION })];
      for (const request of requests) {
        client += 1;
        // Each request from its own address (trusted from the test's loopback), so per-address limits do not
        // turn the later runs into 429s that test nothing.
        const forwardedFor = `10.20.${Math.floor(client / 250) % 250}.${1 + (client % 250)}`;
        const res = await t().app.inject({ ...request, headers: { ...request.headers, "x-forwarded-for": forwardedFor } });
        if (res.statusCode >= 500) failures.push({ operation: `${op.method} ${op.path}`, status: res.statusCode, answer: res.body, request });
      }
    }
    expect(failures.map(describeFailure), `${failures.length} answers of 5xx`).toEqual([]);
  });
});
