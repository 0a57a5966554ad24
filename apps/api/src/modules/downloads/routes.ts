import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { Storage } from "../../infra/storage.ts";
import { clientAddress } from "../../infra/security/rate-limit.ts";
import { customerOnly, requireCustomer } from "../users/auth.ts";
import { downloadByLink, downloadForCustomer, type DownloadFile } from "./service.ts";

function sendFile(reply: FastifyReply, file: DownloadFile) {
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", `attachment; filename="${file.filename}"`)
    .header("cache-control", "private, no-store")
    .send(file.data);
}

export function downloadRoutes(app: FastifyInstance, db: Db, storage: Storage) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["downloads"];

  r.get(
    "/api/downloads/order-items/:itemId",
    {
      onRequest: customerOnly(db),
      schema: {
        tags,
        summary: "The file of a downloadable item of one of the customer's orders (user token), as an attachment",
        description: "401 without a live user token; 404 for an item without a download or not of one of the customer's own orders.",
        params: z.object({ itemId: z.coerce.number({ error: "itemId must be a number" }).int().positive("itemId must be a positive number") }),
        querystring: z.object({ token: z.string().max(200).optional() }),
      },
    },
    async (req, reply) => {
      const customer = await requireCustomer(db, req);
      return sendFile(reply, await downloadForCustomer(db, storage, customer.id, req.params.itemId));
    },
  );

  r.get(
    "/api/downloads/links/:token",
    {
      schema: {
        tags,
        summary: "The file behind a download link of an order confirmation e-mail (works for guests), as an attachment",
        description: "404 for an unknown link; 410 once the link has expired (30 days); 429 after 20 unknown links (or cart recovery links) from one address within 15 minutes.",
        params: z.object({ token: z.string().min(20, "This download link is not valid").max(100, "This download link is not valid") }),
      },
    },
    async (req, reply) => sendFile(reply, await downloadByLink(db, storage, req.params.token, clientAddress(req))),
  );
}
