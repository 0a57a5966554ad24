import { describe, expect, it } from "vitest";
import type { Currency, CurrencyRate } from "@petsies/domain";
import { useTestApp } from "../../test/app.ts";
import { databaseKinds } from "../../test/template.ts";

describe.each(databaseKinds)("currencies on %s", (kind) => {
  const t = useTestApp(kind);

  it("lists the five shop currencies with USD first", async () => {
    const res = await t().app.inject("/api/currencies/list");
    const list = res.json().result as Currency[];
    expect(list.map((c) => c.code).sort()).toEqual(["AUD", "CAD", "EUR", "GBP", "USD"]);
    expect(list[0]).toEqual({ code: "USD", name: "US Dollar", symbol: "$" });
  });

  it("gives rates from USD, USD itself at 1", async () => {
    const res = await t().app.inject("/api/currencies/rates");
    const rates = res.json().result as CurrencyRate[];
    expect(rates.find((r) => r.currency_to === "USD")?.rate).toBe(1);
    for (const r of rates) expect(r.rate).toBeGreaterThan(0);
  });
});
