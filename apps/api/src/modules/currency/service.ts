import { asc } from "drizzle-orm";
import type { Currency, CurrencyRate } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { currencies } from "../../db/schema.ts";

export async function listCurrencies(db: Db): Promise<Currency[]> {
  return db
    .select({ code: currencies.code, name: currencies.name, symbol: currencies.symbol })
    .from(currencies)
    .orderBy(asc(currencies.position), asc(currencies.code));
}

export async function listRates(db: Db): Promise<CurrencyRate[]> {
  const rows = await db
    .select({ currency_to: currencies.code, rate: currencies.rate })
    .from(currencies)
    .orderBy(asc(currencies.position), asc(currencies.code));
  return rows.map((r) => ({ currency_to: r.currency_to, rate: Number(r.rate) }));
}
