import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, jobs, orderEmails, orderItems } from "../../db/schema.ts";
import { enqueue } from "../../infra/jobs/queue.ts";
import { readOutbox } from "../../infra/mail.ts";
import { useTestApp } from "../../test/app.ts";
import { configuredForevers } from "../../test/configure.ts";
import { newShopper, placeOrderFor } from "../../test/shopper.ts";
import { newStaff } from "../../test/staff.ts";
import { databaseKinds } from "../../test/template.ts";

describe.each(databaseKinds)("the back office's orders on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;

  it("shows an order with the shopper's choices, the uploaded photo, the plushie code and the confirmation e-mail", async () => {
    const staff = await newStaff(t(), "production");
    const shopper = await newShopper(t());
    const { line, photo } = await configuredForevers(t());
    const placed = await placeOrderFor(t(), shopper, [line, { sku: "petsies_bandana", qty: 2 }]);

    const order = await staff.call("GET", `/api/admin/orders/${placed.incrementId}`);
    expect(order.status).toBe(200);
    expect(order.result).toMatchObject({
      incrementId: placed.incrementId,
      email: shopper.email,
      customerName: "Ann Lee",
      payment: { methodCode: "petsies_testcard", state: "authorized" },
      shippingAddress: { city: "Albany", postcode: "12207" },
    });
    const [plush, bandana] = order.result.items;
    expect(plush).toMatchObject({ sku: "ForeversDog_bundle", kind: "made-to-order", statusId: 2, onHold: false, displayId: `${placed.incrementId}-1` });
    expect(plush.photos).toEqual([expect.objectContaining({ url: photo.url, downloadUrl: photo.url })]);
    expect(plush.options.length).toBeGreaterThan(2);
    expect(plush.options.every((o: { label: string; value: string }) => o.label && o.value)).toBe(true);
    expect(plush.options.map((o: { value: string }) => o.value)).toContain("1 photo");
    expect(plush.plushieShortCode === null || /^[A-Z0-9-]+$/i.test(plush.plushieShortCode)).toBe(true);
    expect(plush.allowedStatuses.map((s: { statusId: number }) => s.statusId)).not.toContain(3);
    expect(bandana).toMatchObject({ sku: "petsies_bandana", qty: 2, kind: "ready-made", photos: [] });
    // The confirmation e-mail is sent after the answer; it is listed once sent.
    for (let i = 0; i < 50; i++) {
      if ((await db().select().from(orderEmails).where(eq(orderEmails.orderId, placed.orderId))).length) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const again = await staff.call("GET", `/api/admin/orders/${placed.incrementId}`);
    expect(again.result.emails).toEqual([expect.objectContaining({ kind: "confirmation", to: shopper.email, subject: expect.stringContaining(placed.incrementId) })]);

    expect((await staff.call("GET", "/api/admin/orders/100999999")).status).toBe(404);
    expect((await staff.call("GET", "/api/admin/orders/..%2Fetc")).status).toBe(400);
  });

  it("finds orders by number, e-mail, name and sku, filters by item status and pages them", async () => {
    const staff = await newStaff(t(), "support");
    const shopper = await newShopper(t(), "zed");
    const first = await placeOrderFor(t(), shopper, [{ sku: "petsies_bandana", qty: 1 }]);
    const second = await placeOrderFor(t(), shopper, [{ sku: "petsies_bandana", qty: 1 }]);
    const list = (query: string) => staff.call("GET", `/api/admin/orders?${query}`);

    expect((await list(`q=${first.incrementId}`)).result.orders.map((o: { incrementId: string }) => o.incrementId)).toEqual([first.incrementId]);
    const byEmail = await list(`q=${encodeURIComponent(shopper.email.toUpperCase())}`);
    expect(byEmail.result).toMatchObject({ total: 2, orders: [{ incrementId: second.incrementId }, { incrementId: first.incrementId }] });
    expect((await list(`q=${encodeURIComponent(shopper.email)}&sort=created_asc`)).result.orders[0].incrementId).toBe(first.incrementId);
    expect((await list(`q=${encodeURIComponent(shopper.email)}&pageSize=1&page=2`)).result).toMatchObject({ total: 2, page: 2, orders: [{ incrementId: first.incrementId }] });
    expect((await list("q=Ann%20Lee")).result.total).toBeGreaterThanOrEqual(2);
    expect((await list("q=petsies_band")).result.total).toBeGreaterThanOrEqual(2);
    expect((await list("q=100%25_nothing")).result.total).toBe(0);

    const qi = await staff.call("POST", `/api/admin/order-items/${second.itemIds[0]}/status`, { statusId: 13 });
    expect(qi.status).toBe(200);
    const inspection = await list(`status=13&q=${encodeURIComponent(shopper.email)}`);
    expect(inspection.result.orders.map((o: { incrementId: string }) => o.incrementId)).toEqual([second.incrementId]);
    expect(inspection.result.orders[0].items[0]).toMatchObject({ statusId: 13, statusName: "Quality inspection" });
    const board = await staff.call("GET", "/api/admin/orders/board");
    expect(board.result.statuses).toHaveLength(22);
    expect(board.result.statuses.find((s: { statusId: number }) => s.statusId === 13).count).toBeGreaterThanOrEqual(1);

    for (const bad of ["status=23", "status=abc", "page=0", "pageSize=1000", "sort=price", "from=2030-13-45", "paymentState=stolen", `q=${"x".repeat(101)}`, "q=a%00b"]) {
      expect((await list(bad)).status, bad).toBe(400);
    }
  });

  it("moves items, adds shipments and estimates, holds and releases — each shown to the shopper and logged with who did it", async () => {
    const staff = await newStaff(t(), "production");
    const shopper = await newShopper(t());
    const placed = await placeOrderFor(t(), shopper, [{ sku: "petsies_bandana", qty: 1 }]);
    const id = placed.itemIds[0]!;
    const act = (action: string, body: object) => staff.call("POST", `/api/admin/order-items/${id}/${action}`, body);

    const moved = await act("status", { statusId: 10, note: "packed" });
    expect(moved.result.items[0]).toMatchObject({ statusId: 10, statusName: "Ready for shipment" });
    expect(moved.result.items[0].log.at(-1)).toMatchObject({ note: "Created → Ready for shipment — packed", changedBy: "Test production" });
    expect((await act("estimate", { date: "2030-06-01" })).result.items[0].estimatedShipmentDate).toBe("2030-06-01");
    const shipped = await act("shipments", { carrier: "usps", tracking: "9400111", date: "2030-05-30" });
    expect(shipped.result.items[0].shipments).toEqual([{ carrierCode: "usps", trackingNumber: "9400111", shipmentDate: "2030-05-30" }]);
    expect(shipped.result.items[0]).toMatchObject({ statusId: 12, statusName: "Sent to customer" });

    const held = await act("hold", { note: "address check" });
    expect(held.result.items[0]).toMatchObject({ statusId: 14, onHold: true, allowedStatuses: [] });
    const whileHeld = await act("status", { statusId: 12 });
    expect(whileHeld).toMatchObject({ status: 400, result: "The item is on hold: release it first." });
    expect((await act("release", {})).result.items[0]).toMatchObject({ statusId: 12, onHold: false });
    expect((await act("release", {})).status).toBe(400);

    for (const [action, body, message] of [
      ["status", { statusId: 3 }, /Cancel action/],
      ["status", { statusId: 14 }, /Hold action/],
      ["status", { statusId: 30 }, /<=22/],
      ["estimate", { date: "2030-02-30" }, /not a date/],
      ["shipments", { carrier: "", tracking: "1" }, /Enter the carrier/],
      ["status", { statusId: 9, note: "x".repeat(201) }, /at most 200 characters/],
    ] as const) {
      const refused = await act(action, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.result).toMatch(message);
    }

    // The shopper's order history shows the change at once.
    const history = await t().app.inject({ method: "GET", url: "/api/user/order-history", headers: { authorization: `Bearer ${shopper.token}` } });
    const item = history.json().result.items.flatMap((o: { items: unknown[] }) => o.items).find((i: { item_id: number }) => i.item_id === placed.publicItemIds[0]);
    expect(item).toMatchObject({ estimated_shipment_date: "2030-06-01", shipments: [{ carrier_code: "usps", tracking_number: "9400111" }] });

    const trail = await db().select().from(auditLog).where(eq(auditLog.entityId, String(id)));
    expect(trail.map((a) => a.action)).toEqual(["order_item.status", "order_item.estimate", "order_item.shipment", "order_item.hold", "order_item.release"]);
    expect(trail[0]).toMatchObject({ staffId: staff.id, staffEmail: staff.email, before: { statusId: 2 }, after: { statusId: 10 } });
  });

  it("moves several items at once, all or none", async () => {
    const staff = await newStaff(t(), "owner");
    const shopper = await newShopper(t());
    const a = await placeOrderFor(t(), shopper, [{ sku: "petsies_bandana", qty: 1 }]);
    const b = await placeOrderFor(t(), shopper, [{ sku: "petsies_bandana", qty: 1 }]);
    const [x, y] = [a.itemIds[0]!, b.itemIds[0]!];
    const bulk = await staff.call("POST", "/api/admin/order-items/bulk-status", { itemIds: [x, y], statusId: 15, note: "batch" });
    expect(bulk).toMatchObject({ status: 200, result: { changed: 2 } });
    await staff.call("POST", `/api/admin/order-items/${y}/hold`, {});
    const refused = await staff.call("POST", "/api/admin/order-items/bulk-status", { itemIds: [x, y], statusId: 16 });
    expect(refused).toMatchObject({ status: 400, result: "The item is on hold: release it first." });
    const rows = await db().select().from(orderItems).where(eq(orderItems.id, x));
    expect(rows[0]!.statusId).toBe(15);
    expect((await staff.call("POST", "/api/admin/order-items/bulk-status", { itemIds: [], statusId: 16 })).status).toBe(400);
  });

  it("answers the dashboard: today's orders and revenue, the board, and items late against their estimate", async () => {
    const staff = await newStaff(t(), "support");
    const before = (await staff.call("GET", "/api/admin/dashboard")).result;
    const shopper = await newShopper(t());
    const placed = await placeOrderFor(t(), shopper, [{ sku: "petsies_bandana", qty: 1 }]);
    await staff.call("POST", `/api/admin/order-items/${placed.itemIds[0]}/estimate`, { date: "2020-01-02" });
    const after = (await staff.call("GET", "/api/admin/dashboard")).result;
    expect(after.today.orders).toBe(before.today.orders + 1);
    expect(after.today.revenueCents).toBeGreaterThan(before.today.revenueCents);
    expect(after.month.orders).toBeGreaterThanOrEqual(after.today.orders);
    expect(after.currencyCode).toBe("USD");
    expect(after.late).toContainEqual(expect.objectContaining({ id: placed.itemIds[0], incrementId: placed.incrementId, displayId: `${placed.incrementId}-1`, estimatedShipmentDate: "2020-01-02" }));
  });
});

describe.each(databaseKinds)("the shopper's e-mails as items move, on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;

  async function mailTo(email: string, subject: RegExp) {
    for (let i = 0; i < 100; i++) {
      const found = (await readOutbox(t().outbox)).filter((m) => m.to === email && subject.test(m.subject));
      if (found.length) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no e-mail ${subject} to ${email}`);
  }

  it("e-mails the shopper once when the preview is ready and when the item ships, and lists both on the order", async () => {
    const staff = await newStaff(t(), "production");
    const shopper = await newShopper(t());
    const { line } = await configuredForevers(t());
    const placed = await placeOrderFor(t(), shopper, [line]);
    const id = placed.itemIds[0]!;
    await staff.call("POST", `/api/admin/order-items/${id}/status`, { statusId: 15 });
    await staff.call("POST", `/api/admin/order-items/${id}/status`, { statusId: 16 });
    const preview = await mailTo(shopper.email, /preview of .* is ready/);
    expect(preview[0]!.subject).toBe(`Your preview of ${(await db().select().from(orderItems).where(eq(orderItems.id, id)))[0]!.name} is ready (order #${placed.incrementId})`);
    expect(preview[0]!.text).toContain("http://shop.test/my-account/order-history/");
    await staff.call("POST", `/api/admin/order-items/${id}/status`, { statusId: 16 });
    await staff.call("POST", `/api/admin/order-items/${id}/status`, { statusId: 13 });
    await staff.call("POST", `/api/admin/order-items/${id}/shipments`, { carrier: "usps", tracking: "9400 111" });
    const shipped = await mailTo(shopper.email, /is on its way/);
    expect(shipped[0]!.text).toContain("https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%20111");
    expect(shipped[0]!.html).toContain("Tracking number: 9400 111");
    expect(await mailTo(shopper.email, /preview of .* is ready/)).toHaveLength(1);

    const order = await staff.call("GET", `/api/admin/orders/${placed.incrementId}`);
    expect(order.result.emails.map((e: { kind: string }) => e.kind)).toEqual(expect.arrayContaining(["confirmation", "preview_ready", "shipped"]));
    const sentJobs = await db().select().from(jobs).where(inArray(jobs.kind, ["mail.preview_ready", "mail.item_shipped"]));
    expect(sentJobs.filter((j) => (j.payload as { orderItemId: number }).orderItemId === id).map((j) => j.status)).toEqual(["done", "done"]);
  });

  it("ships through the same rule as the staff tool: refused with the reason before the item is made, Sent to customer after", async () => {
    const staff = await newStaff(t(), "production");
    const placed = await placeOrderFor(t(), await newShopper(t()), [(await configuredForevers(t())).line]);
    const id = placed.itemIds[0]!;
    await staff.call("POST", `/api/admin/order-items/${id}/status`, { statusId: 15 });
    const early = await staff.call("POST", `/api/admin/order-items/${id}/shipments`, { carrier: "usps", tracking: "9400 222" });
    expect(early).toMatchObject({ status: 400, result: "The item is at In design: a handmade item ships once it is made (Quality inspection or later)." });
    await staff.call("POST", `/api/admin/order-items/${id}/status`, { statusId: 13 });
    const shipped = await staff.call("POST", `/api/admin/order-items/${id}/shipments`, { carrier: "usps", tracking: "9400 222" });
    expect(shipped.status).toBe(200);
    expect(shipped.result.items[0]).toMatchObject({ statusId: 12, shipments: [{ carrierCode: "usps", trackingNumber: "9400 222" }] });
  });

  it("shows owners the failed jobs and lets them retry one", async () => {
    const owner = await newStaff(t(), "owner");
    const production = await newStaff(t(), "production");
    await enqueue(db(), { kind: "test.nobody-handles-this", payload: { why: "a test" }, maxAttempts: 1 });
    let dead;
    for (let i = 0; i < 100 && !dead; i++) {
      dead = (await owner.call("GET", "/api/admin/jobs?status=dead&kind=test.nobody-handles-this")).result.jobs[0];
      if (!dead) await new Promise((r) => setTimeout(r, 50));
    }
    expect(dead).toMatchObject({ status: "dead", attempts: 1, lastError: 'no handler for jobs of kind "test.nobody-handles-this"', payload: { why: "a test" } });
    expect((await production.call("GET", "/api/admin/jobs")).status).toBe(403);
    const retried = await owner.call("POST", `/api/admin/jobs/${dead.id}/retry`);
    expect(retried.result).toMatchObject({ id: dead.id, status: "pending", attempts: 0 });
    expect((await owner.call("POST", "/api/admin/jobs/999999999/retry")).status).toBe(404);
    const counts = (await owner.call("GET", "/api/admin/jobs")).result.counts;
    expect(Object.keys(counts)).toEqual(["pending", "running", "done", "dead"]);
  });
});
