import { describe, expect, it } from "vitest";
import { z } from "zod";
import { useTestApp } from "../test/app.ts";
import { multipartBody } from "../test/multipart.ts";
import { newShopper } from "../test/shopper.ts";
import { databaseKinds } from "../test/template.ts";
import { guardedValidatorCompiler, INPUT_MESSAGES, MAX_DEPTH } from "./input-guard.ts";
import { REQUEST_ERROR_MESSAGES } from "./request-errors.ts";
import { INT4_MAX, jsonRowId } from "./schemas.ts";

/** What the guarded validator makes of `data` for a route part with this schema. */
function check(schema: z.ZodType, data: unknown, httpPart = "body") {
  const validate = guardedValidatorCompiler({ schema, method: "POST", url: "/test", httpPart });
  const result = validate(data) as { error?: { instancePath: string; message?: string }[]; value?: unknown };
  const first = result.error?.[0];
  return first ? { field: first.instancePath, message: first.message } : { value: result.value };
}

describe("the input guard", () => {
  const person = z.object({ personalDetails: z.object({ firstName: z.string(), tags: z.array(z.string()).optional() }) });

  it("refuses a NUL or broken Unicode in any text, keys too, and names the field", () => {
    expect(check(person, { personalDetails: { firstName: "A\u0000nn" } })).toEqual({ field: "/personalDetails/firstName", message: INPUT_MESSAGES.nul });
    expect(check(person, { personalDetails: { firstName: "Ann", tags: ["ok", "\u0000"] } })).toEqual({ field: "/personalDetails/tags/1", message: INPUT_MESSAGES.nul });
    expect(check(z.record(z.string(), z.unknown()), { "a\u0000": 1 })).toEqual({ field: "/a\u0000", message: INPUT_MESSAGES.nul });
    expect(check(person, { personalDetails: { firstName: "A\ud800" } })).toEqual({ field: "/personalDetails/firstName", message: INPUT_MESSAGES.unicode });
    // Fields the schema does not know are refused too: a passthrough or a JSON column would keep them.
    expect(check(person, { personalDetails: { firstName: "Ann" }, extra: "\u0000" })).toEqual({ field: "/extra", message: INPUT_MESSAGES.nul });
  });

  it("lets good text through, emoji included, to the schema's own parse", () => {
    expect(check(person, { personalDetails: { firstName: "Ann 🐶" }, extra: 1 })).toEqual({ value: { personalDetails: { firstName: "Ann 🐶" } } });
  });

  it("refuses numbers that are not finite (1e400 in JSON parses to Infinity) and values nested past reason", () => {
    expect(check(z.object({ amount: z.unknown() }), JSON.parse('{"amount":1e400}'))).toEqual({ field: "/amount", message: INPUT_MESSAGES.notFinite });
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(check(z.unknown(), deep).message).toBe(INPUT_MESSAGES.tooDeep);
    let fine: unknown = 1;
    for (let i = 0; i < MAX_DEPTH - 1; i += 1) fine = [fine];
    expect(check(z.unknown(), fine)).toEqual({ value: fine });
  });

  it("holds whole-number fields without their own bounds to int4, as numbers and as text", () => {
    const query = z.object({ productId: z.coerce.number().int().positive(), page: z.coerce.number().int().optional() });
    expect(check(query, { productId: "3000000000" }, "querystring")).toEqual({ field: "/productId", message: INPUT_MESSAGES.outOfRange });
    expect(check(query, { productId: "1", page: "-1e10" }, "querystring")).toEqual({ field: "/page", message: INPUT_MESSAGES.outOfRange });
    expect(check(query, { productId: String(INT4_MAX) }, "querystring")).toEqual({ value: { productId: INT4_MAX } });
    const body = z.object({ address: z.object({ id: z.number().int() }), lines: z.array(z.object({ qty: z.number().int() })) });
    expect(check(body, { address: { id: 3_000_000_000 }, lines: [] })).toEqual({ field: "/address/id", message: INPUT_MESSAGES.outOfRange });
    expect(check(body, { address: { id: 1 }, lines: [{ qty: 1 }, { qty: 2 ** 31 }] })).toEqual({ field: "/lines/1/qty", message: INPUT_MESSAGES.outOfRange });
  });

  it("takes a row id in a JSON body as a number or as its digits, ten-digit public ids too, within int4", () => {
    const body = z.object({ order_item_id: jsonRowId("order_item_id must be the id of an order item") });
    expect(check(body, { order_item_id: "1073741823" })).toEqual({ value: { order_item_id: 1_073_741_823 } });
    expect(check(body, { order_item_id: 1_073_741_823 })).toEqual({ value: { order_item_id: 1_073_741_823 } });
    expect(check(body, { order_item_id: String(INT4_MAX) })).toEqual({ value: { order_item_id: INT4_MAX } });
    for (const bad of ["2147483648", "0", "12a", "", " 12", 0, 1.5]) {
      expect(check(body, { order_item_id: bad }), JSON.stringify(bad)).toHaveProperty("field", "/order_item_id");
    }
  });

  it("leaves wider ranges a schema asks for, and text in a union's text branch, to the schema", () => {
    const wide = z.object({
      timestamp: z.number().int().max(99_999_999_999),
      jobId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).meta({ format: "int64" }),
      reference: z.union([z.number().int(), z.string()]),
      price: z.number(),
    });
    const value = { timestamp: 10_000_000_000, jobId: 5_000_000_000, reference: "3000000000", price: 3_000_000_000.5 };
    expect(check(wide, value)).toEqual({ value });
    expect(check(wide, { ...value, reference: 3_000_000_000 })).toEqual({ field: "/reference", message: INPUT_MESSAGES.outOfRange });
  });
});

describe.each(databaseKinds)("bad input at the API's edge on %s", (kind) => {
  const t = useTestApp(kind);
  const send = async (method: "GET" | "POST", url: string, payload?: object) => {
    const res = await t().app.inject({ method, url, ...(payload ? { payload } : {}) });
    const body = res.json();
    return { status: res.statusCode, result: body.result as unknown, ...(body.fields ? { fields: body.fields as unknown } : {}) };
  };

  // The probe's finds of issue 20, each of which answered 500.
  it("answers a NUL anywhere with a 400 that names the field", async () => {
    expect(await send("GET", "/api/reviews?sku=x%00y")).toEqual({ status: 400, result: INPUT_MESSAGES.nul, fields: { sku: INPUT_MESSAGES.nul } });
    expect(await send("POST", "/api/user/login", { username: "x\u0000y", password: "secret-secret" })).toEqual({
      status: 400,
      result: INPUT_MESSAGES.nul,
      fields: { username: INPUT_MESSAGES.nul },
    });
    expect(await send("GET", "/api/product/x%00y")).toEqual({ status: 400, result: INPUT_MESSAGES.nul, fields: { sku: INPUT_MESSAGES.nul } });
    // Calls that answer with errorMessage (spec §7) do so for this too.
    expect(await send("POST", "/api/newsletter/subscriptions", { email: "a\u0000@example.com" })).toEqual({
      status: 400,
      result: { errorMessage: INPUT_MESSAGES.nul },
      fields: { email: INPUT_MESSAGES.nul },
    });
  });

  it("answers ids past int4 and numbers past any column with a 400", async () => {
    for (const url of [
      "/api/plushies/extra-photos-upgrades?productId=3000000000",
      "/api/plushies/body-parts?productId=1,3000000000",
      "/api/catalog/product?category_id=1e308",
      "/api/catalog/category?parent_id=2147483648",
    ]) {
      expect((await send("GET", url)).status, url).toBe(400);
    }
    // A call that needs a customer answers 401 before it reads anything else; with one, the id is refused.
    const ann = await newShopper(t());
    expect((await send("GET", `/api/downloads/order-items/3000000000?token=${ann.token}`)).status).toBe(400);
    expect((await send("POST", "/api/plushies", { productId: 3_000_000_000 })).status).toBe(400);
  });

  it("answers a cut-off upload form with a 400 that says so, and a cut-off JSON body with a 400", async () => {
    const form = multipartBody({ imageType: "1" }, { filename: "a.png", contentType: "image/png", data: Buffer.alloc(100, 1) });
    const res = await t().app.inject({ method: "POST", url: "/api/upload", payload: form.payload.subarray(0, 150), headers: form.headers });
    expect({ status: res.statusCode, result: res.json().result }).toEqual({ status: 400, result: REQUEST_ERROR_MESSAGES.brokenForm });
    const json = await t().app.inject({ method: "POST", url: "/api/user/login", payload: '{"username":"a', headers: { "content-type": "application/json" } });
    expect(json.statusCode).toBe(400);
  });
});
