import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, stockItem, stockList } from "@petsies/contract";
import type { Db } from "../../db/client.ts";
import { ok } from "../../infra/envelope.ts";
import { NotFound } from "../../infra/errors.ts";
import { checkStock, listStock, STOCK_BATCH_SIZE } from "./service.ts";

const sku = z.string({ error: "sku is required" }).trim().min(1, "sku is required").max(200);
const skus = z
  .string({ error: "skus is required" })
  .max(4000)
  .transform((s) => [...new Set(s.split(",").map((x) => x.trim()).filter(Boolean))])
  .refine((list) => list.length > 0, "skus needs at least one sku")
  .refine((list) => list.length <= STOCK_BATCH_SIZE, `skus takes at most ${STOCK_BATCH_SIZE} skus per call`);

export function stockRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["stock"];
  r.get("/api/stock/check", { schema: { tags, summary: "Stock of one sku", querystring: z.object({ sku }), response: { 200: envelope(stockItem) } } }, async (req) => {
    const item = await checkStock(db, req.query.sku);
    if (!item) throw new NotFound(`No product with sku ${req.query.sku}`);
    return ok(item);
  });
  r.get(
    "/api/stock/list",
    { schema: { tags, summary: `Stock of up to ${STOCK_BATCH_SIZE} skus (comma-separated)`, querystring: z.object({ skus }), response: { 200: envelope(stockList) } } },
    async (req) => ok(await listStock(db, req.query.skus, req.log)),
  );
}
