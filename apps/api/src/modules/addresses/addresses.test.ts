import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customers } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { newShopper, type Shopper } from "../../test/shopper.ts";
import { databaseKinds } from "../../test/template.ts";
import { MAX_ADDRESSES } from "./service.ts";
import { publicIds } from "../../infra/public-ids.ts";

const home = {
  firstname: " Ann ",
  lastname: "Lee",
  street: ["1 Main St", ""],
  city: "Albany",
  postcode: "12207",
  country_id: "us",
  region_id: 43,
  telephone: "(518) 555-0143",
};
const work = { ...home, street: ["99 Office Park"], city: "Buffalo", postcode: "14201", telephone: "716-555-0199", company: "Petsies" };

describe.each(databaseKinds)("address book on %s", (kind) => {
  const t = useTestApp(kind);
  const call = async (shopper: Shopper | null, method: "GET" | "POST", url: string, payload?: object) => {
    const res = await t().app.inject({ method, url: shopper ? `${url}${url.includes("?") ? "&" : "?"}token=${shopper.token}` : url, ...(payload ? { payload } : {}) });
    const body = res.json();
    return { status: res.statusCode, result: body.result, ...(body.fields ? { fields: body.fields } : {}) };
  };

  /** The defaults stored on the customer row, as the ids the customer sees. */
  async function defaultsOf(shopper: Shopper) {
    const [row] = await t().database.db.select().from(customers).where(eq(customers.id, shopper.id));
    const ids = await publicIds(t().database.db);
    const shown = (id: number | null) => (id === null ? null : ids.toPublic("address", id));
    return { billing: shown(row!.defaultBillingAddressId), shipping: shown(row!.defaultShippingAddressId) };
  }

  it("adds an address in its stored form; the first becomes the default billing and shipping address", async () => {
    const ann = await newShopper(t());
    const res = await call(ann, "POST", "/api/address/create", { address: home });
    expect(res.status, JSON.stringify(res.result)).toBe(200);
    expect(res.result.address).toEqual({
      id: expect.any(Number),
      firstname: "Ann",
      lastname: "Lee",
      street: ["1 Main St"],
      city: "Albany",
      postcode: "12207",
      country_id: "US",
      region_id: 43,
      region: "New York",
      region_code: "NY",
      telephone: "+15185550143",
      company: null,
      vat_id: null,
      default_billing: true,
      default_shipping: true,
    });
    expect(res.result.addresses).toEqual([res.result.address]);
    expect(await defaultsOf(ann)).toEqual({ billing: res.result.address.id, shipping: res.result.address.id });

    const second = await call(ann, "POST", "/api/address/create", { address: work });
    expect(second.result.address).toMatchObject({ company: "Petsies", telephone: "+17165550199", default_billing: false, default_shipping: false });
    expect(second.result.addresses.map((a: { city: string }) => a.city)).toEqual(["Albany", "Buffalo"]);
    expect((await call(ann, "GET", "/api/address/list")).result.addresses).toEqual(second.result.addresses);
  });

  it("reads countryId as the billing form sends it, and a region as a string id", async () => {
    const ann = await newShopper(t());
    const { country_id: _c, ...rest } = home;
    const res = await call(ann, "POST", "/api/address/create", { address: { ...rest, countryId: "US", region_id: "12" } });
    expect(res.result.address).toMatchObject({ country_id: "US", region_id: 12, region: "California" });
  });

  it("refuses an address that breaks the rules, naming every field", async () => {
    const ann = await newShopper(t());
    const res = await call(ann, "POST", "/api/address/create", { address: { ...home, firstname: "", telephone: "12", region_id: 999 } });
    expect(res.status).toBe(400);
    expect(res.fields).toEqual({
      "address.firstname": "Field is required",
      "address.telephone": "Please enter a valid phone number for the selected country.",
      "address.region_id": "Please choose a state or region from the list.",
    });
    const missing = await call(ann, "POST", "/api/address/create", { address: {} });
    expect(missing.status).toBe(400);
    expect(missing.fields).toMatchObject({ "address.lastname": "Field is required", "address.street": "Field is required", "address.city": "Field is required" });
    expect((await call(ann, "POST", "/api/address/create", {})).status).toBe(400);
    expect((await call(ann, "POST", "/api/address/create", { address: { ...home, street: "1 Main St" } })).status).toBe(400);
    expect((await call(ann, "GET", "/api/address/list")).result.addresses).toEqual([]);
  });

  it("changes the fields given and keeps the rest", async () => {
    const ann = await newShopper(t());
    const { address } = (await call(ann, "POST", "/api/address/create", { address: home })).result;
    const res = await call(ann, "POST", "/api/address/update", { address: { id: address.id, city: "Troy", telephone: "518 555 0100" } });
    expect(res.status, JSON.stringify(res.result)).toBe(200);
    expect(res.result.address).toMatchObject({ city: "Troy", telephone: "+15185550100", street: ["1 Main St"], region: "New York" });
    const bad = await call(ann, "POST", "/api/address/update", { address: { id: address.id, postcode: "1" } });
    expect(bad).toEqual({
      status: 400,
      result: "The address is not valid: Please enter at least 3 characters.",
      fields: { "address.postcode": "Please enter at least 3 characters." },
    });
  });

  it("drops the region when the address moves to another country", async () => {
    const ann = await newShopper(t());
    const { address } = (await call(ann, "POST", "/api/address/create", { address: home })).result;
    const toCanada = await call(ann, "POST", "/api/address/update", { address: { id: address.id, country_id: "CA", telephone: "+1 416 555 0123" } });
    expect(toCanada.status).toBe(400);
    expect(toCanada.fields).toMatchObject({ "address.region_id": "Field is required" });
    const toUk = await call(ann, "POST", "/api/address/update", {
      address: { id: address.id, country_id: "GB", telephone: "020 7946 0018", postcode: "SW1A 1AA", city: "London" },
    });
    expect(toUk.status, JSON.stringify(toUk.result)).toBe(200);
    expect(toUk.result.address).toMatchObject({ country_id: "GB", region_id: null, region: "", region_code: null, telephone: "+442079460018" });
  });

  it("keeps the default billing and shipping address on the customer", async () => {
    const ann = await newShopper(t());
    const a = (await call(ann, "POST", "/api/address/create", { address: home })).result.address;
    const b = (await call(ann, "POST", "/api/address/create", { address: { ...work, default_shipping: true } })).result.address;
    expect(b).toMatchObject({ default_billing: false, default_shipping: true });
    expect(await defaultsOf(ann)).toEqual({ billing: a.id, shipping: b.id });

    await call(ann, "POST", "/api/address/update", { address: { id: b.id, default_billing: true } });
    expect(await defaultsOf(ann)).toEqual({ billing: b.id, shipping: b.id });
    await call(ann, "POST", "/api/address/update", { address: { id: a.id, default_billing: false } });
    expect(await defaultsOf(ann)).toEqual({ billing: b.id, shipping: b.id });
    await call(ann, "POST", "/api/address/update", { address: { id: b.id, default_shipping: false } });
    expect(await defaultsOf(ann)).toEqual({ billing: b.id, shipping: null });

    const left = await call(ann, "POST", "/api/address/delete", { address: { id: b.id } });
    expect(left.status).toBe(200);
    expect(left.result.addresses.map((x: { id: number }) => x.id)).toEqual([a.id]);
    expect(await defaultsOf(ann)).toEqual({ billing: null, shipping: null });

    // Without a default, the next new address takes it, unless the request says otherwise.
    const c = (await call(ann, "POST", "/api/address/create", { address: { ...work, default_billing: false } })).result.address;
    expect(c).toMatchObject({ default_billing: false, default_shipping: true });
  });

  it("answers 404 for an unknown address id", async () => {
    const ann = await newShopper(t());
    expect(await call(ann, "POST", "/api/address/update", { address: { id: 987654, city: "Troy" } })).toEqual({
      status: 404,
      result: "Address 987654 was not found",
    });
    expect((await call(ann, "POST", "/api/address/delete", { address: { id: 987654 } })).status).toBe(404);
    expect((await call(ann, "POST", "/api/address/delete", { address: { id: "x" } })).status).toBe(400);
  });

  it(`holds at most ${MAX_ADDRESSES} addresses, also when they are added at once`, async () => {
    const ann = await newShopper(t());
    const answers = await Promise.all(
      Array.from({ length: MAX_ADDRESSES + 5 }, (_, i) => call(ann, "POST", "/api/address/create", { address: { ...home, street: [`${i} Main St`] } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_ADDRESSES);
    expect(answers.filter((a) => a.status === 400).every((a) => /at most 30 addresses/.test(a.result))).toBe(true);
    const book = (await call(ann, "GET", "/api/address/list")).result.addresses as { default_billing: boolean }[];
    expect(book).toHaveLength(MAX_ADDRESSES);
    expect(book.filter((a) => a.default_billing)).toHaveLength(1);
  });
});
