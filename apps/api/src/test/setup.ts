/**
 * Run before every API test file: the test card gateway is off unless switched on (config.ts), and the tests
 * pay with its card numbers, so the harness switches it on, as the e2e server and a development start do.
 *
 * And a deprecation warning fails the file: it announces that the next major version of a library (pg 9 and
 * queries sent at once on one connection, for one) will break a path our code takes. The files of a worker share
 * its process (vitest.config.ts): one listener for all of them, and each file answers for what came in its time.
 */
import { afterAll, beforeAll, expect } from "vitest";
import { configurePayments } from "../infra/payments.ts";

configurePayments({ testCardGateway: true });

const DEPRECATIONS = Symbol.for("petsies.test.deprecations");
const holder = globalThis as { [DEPRECATIONS]?: string[] };
if (!holder[DEPRECATIONS]) {
  const seen: string[] = [];
  holder[DEPRECATIONS] = seen;
  process.on("warning", (warning) => {
    if (warning.name === "DeprecationWarning") seen.push(warning.message);
  });
}
const deprecations = holder[DEPRECATIONS];

beforeAll(() => {
  deprecations.length = 0;
});
afterAll(async () => {
  await new Promise((resolve) => setImmediate(resolve)); // Node emits a warning on the next tick
  expect(deprecations, "deprecation warnings in this file").toEqual([]);
});
