import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_CONFIRMED_JOB } from "../modules/checkout/steps/notify.ts";
import { shippingAddress } from "../test/shopper.ts";
import { startTestApp, useTestApp, type TestApp } from "../test/app.ts";
import { databaseKinds } from "../test/template.ts";
import { enqueue } from "./jobs/queue.ts";

const TOKEN = "metrics-token-0123456789abcdef";

/** A sample's value in Prometheus's text format; 0 while the series does not exist yet. */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe.each(databaseKinds)("metrics on %s", (kind) => {
  describe("without METRICS_TOKEN", () => {
    const t = useTestApp(kind);

    it("has no metrics route, whatever the request bears", async () => {
      const res = await t().app.inject({ url: "/api/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.json().result).toBe("Route not found: GET /api/metrics");
    });
  });

  describe("with METRICS_TOKEN", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { metricsToken: TOKEN });
    });
    afterAll(() => t?.close());

    const scrape = async () => {
      const res = await t.app.inject({ url: "/api/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
      return res.body;
    };

    /** Places an order for a fresh one-item cart with the given card and key; answers the HTTP status. */
    async function placeOrder(cardNumber: string, key: string): Promise<number> {
      const cartId = (await t.app.inject({ method: "POST", url: "/api/cart/create" })).json().result as string;
      const cartItem = { sku: "petsies_bandana", qty: 1 };
      await t.app.inject({ method: "POST", url: `/api/cart/update?cartId=${cartId}`, payload: { cartItem } });
      const items = (await t.app.inject(`/api/cart/pull?cartId=${cartId}`)).json().result as { item_id: number; sku: string; qty: number }[];
      const payload = {
        cart_id: cartId,
        products: items.map((i) => ({ server_item_id: i.item_id, sku: i.sku, qty: i.qty })),
        addressInformation: {
          shippingAddress,
          billingAddress: shippingAddress,
          shipping_method_code: "domestic",
          shipping_carrier_code: "petsies",
          payment_method_code: "petsies_testcard",
          payment_method_additional: { card_number: cardNumber, expiry: "12/40", cvc: "123", name_on_card: "Ann Lee" },
        },
        personalDetails: { firstName: "Ann", lastName: "Lee", emailAddress: "ann@example.com" },
      };
      const place = () => t.app.inject({ method: "POST", url: "/api/order", headers: { "idempotency-key": key }, payload });
      const res = await place();
      // The shopper's retry (a lost answer, a double click): it answers the same order.
      if (res.statusCode === 200) expect((await place()).json()).toEqual(res.json());
      return res.statusCode;
    }

    it("counts requests by method, route pattern and status, and not the scrapes themselves", async () => {
      for (let i = 0; i < 3; i++) expect((await t.app.inject("/api/health")).statusCode).toBe(200);
      await scrape();
      const text = await scrape();
      expect(text).toContain('http_requests_total{method="GET",route="/api/health",status="200"} 3\n');
      expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/health"}')).toBe(3);
      expect(text).not.toContain('route="/api/metrics"');
      // Process metrics come along.
      expect(text).toContain("process_cpu_user_seconds_total");
    });

    it("refuses a missing or wrong token with 401", async () => {
      const answers = await Promise.all(
        [{}, { authorization: "Bearer wrong-token-0123456789abcdef" }, { authorization: `Basic ${TOKEN}` }, { authorization: `Bearer ${TOKEN}x` }].map(
          (headers) => t.app.inject({ url: "/api/metrics", headers }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401, 401]);
      expect(answers[0]!.json()).toMatchObject({ code: 401 });
    });

    it("keeps the metrics route out of the OpenAPI document", async () => {
      const doc = (await t.app.inject("/api/docs/openapi.json")).json() as { paths: Record<string, unknown> };
      expect(Object.keys(doc.paths)).not.toContain("/api/metrics");
    });

    it("labels a request with its route pattern, never with its URL", async () => {
      await t.app.inject("/api/media/uploads/secret-abc123?edits=zzz-secret-edits");
      await t.app.inject("/api/no-such-route/secret-def456");
      const text = await scrape();
      expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/media\/\*",status="\d{3}"\} 1\n/);
      expect(text).toContain('http_requests_total{method="GET",route="unmatched",status="404"} 1\n');
      for (const secret of ["secret-abc123", "zzz-secret-edits", "secret-def456", "/api/media/uploads"]) {
        expect(text).not.toContain(secret);
      }
    });

    it("counts jobs by state when scraped", async () => {
      const before = sample(await scrape(), 'jobs{state="pending"}');
      await enqueue(t.database.db, { kind: "test.metrics", payload: {}, runAt: new Date(Date.now() + 24 * 60 * 60 * 1000) });
      const text = await scrape();
      expect(sample(text, 'jobs{state="pending"}')).toBe(before + 1);
      for (const state of ["running", "done", "dead"]) expect(text).toContain(`jobs{state="${state}"}`);
    });

    it("counts a placed order once, not again for its repeat, and the run of its confirmation job", async () => {
      const confirmationRuns = `job_runs_total{kind="${ORDER_CONFIRMED_JOB}",outcome="ok"}`;
      const before = await scrape();
      expect(await placeOrder("4242 4242 4242 4242", randomUUID())).toBe(200);
      const after = await scrape();
      expect(sample(after, "orders_placed_total") - sample(before, "orders_placed_total")).toBe(1);
      expect(sample(after, confirmationRuns) - sample(before, confirmationRuns)).toBe(1);
      expect(sample(after, 'payment_failures_total{method="petsies_testcard"}')).toBe(sample(before, 'payment_failures_total{method="petsies_testcard"}'));
    });

    it("counts a declined payment by its method, and no order", async () => {
      const failures = 'payment_failures_total{method="petsies_testcard"}';
      const before = await scrape();
      expect(await placeOrder("4000 0000 0000 0002", randomUUID())).toBe(402);
      const after = await scrape();
      expect(sample(after, failures) - sample(before, failures)).toBe(1);
      expect(sample(after, "orders_placed_total")).toBe(sample(before, "orders_placed_total"));
    });
  });
});
