import type { FastifyInstance } from "fastify";
import { currencyList, currencyRates, envelope } from "@petsies/contract";
import type { Db } from "../../db/client.ts";
import { ok } from "../../infra/envelope.ts";
import { listCurrencies, listRates } from "./service.ts";

export function currencyRoutes(app: FastifyInstance, db: Db) {
  const tags = ["currency"];
  app.get("/api/currencies/list", { schema: { tags, summary: "Currencies (code, name, symbol)", response: { 200: envelope(currencyList) } } }, async () =>
    ok(await listCurrencies(db)),
  );
  app.get("/api/currencies/rates", { schema: { tags, summary: "Rates from the base currency (USD)", response: { 200: envelope(currencyRates) } } }, async () =>
    ok(await listRates(db)),
  );
}
