/** The back office's customer calls (issue "Back office I"): owners and support; erasing is for owners. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswer } from "@petsies/contract";
import { customerChangeBody, customerDetailAnswer, customerEraseAnswer, customerEraseBody, customerListAnswer, customerListQuery } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import { TooManyRequests } from "../../infra/errors.ts";
import type { Mailer } from "../../infra/mail.ts";
import { rowId } from "../../infra/schemas.ts";
import { actorOf, staffOnly } from "../staff/access.ts";
import { writeAudit } from "../staff/audit.ts";
import { sendInBackground } from "../users/account-mail.ts";
import { requestPasswordReset } from "../users/password-reset.ts";
import { customerById, customerDetail, eraseCustomer, exportCustomer, listCustomers, setCustomerDisabled } from "./service.ts";

const failures = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 429: errorAnswer };
const params = z.object({ id: rowId("id") });

export function customerRoutes(app: FastifyInstance, db: Db, mailer: Mailer, options: { siteUrl: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["back office"];
  const support = staffOnly(db, { roles: ["owner", "support"] });
  const owners = staffOnly(db, { roles: ["owner"] });

  r.get(
    "/api/admin/customers",
    { onRequest: support, schema: { tags, summary: "Customers, newest first; q finds an e-mail or a name", querystring: customerListQuery, response: { 200: okSchema(customerListAnswer), ...failures } } },
    async (req) => ok(await listCustomers(db, req.query)),
  );

  r.get(
    "/api/admin/customers/:id",
    { onRequest: support, schema: { tags, summary: "A customer: profile, addresses, orders, cart, wish list, newsletter", params, response: { 200: okSchema(customerDetailAnswer), ...failures } } },
    async (req) => ok(await customerDetail(db, req.params.id)),
  );

  r.patch(
    "/api/admin/customers/:id",
    {
      onRequest: support,
      schema: { tags, summary: "Disable (every session ends) or enable an account", params, body: customerChangeBody, response: { 200: okSchema(customerDetailAnswer), ...failures } },
    },
    async (req) => {
      await setCustomerDisabled(db, actorOf(req), req.params.id, req.body.disabled);
      return ok(await customerDetail(db, req.params.id));
    },
  );

  r.post(
    "/api/admin/customers/:id/password-reset",
    { onRequest: support, schema: { tags, summary: "E-mail the customer a link to choose a new password", params, response: { 200: okSchema(z.literal(true)), ...failures } } },
    async (req) => {
      const customer = await customerById(db, req.params.id);
      // Counted like a shopper's own request for this e-mail; the staff member's address is not the shopper's.
      const mail = await requestPasswordReset(db, options.siteUrl, customer.email, null);
      // The customer has had their reset mails for now (perhaps strangers asked): staff are told nothing was sent.
      if (!mail) throw new TooManyRequests();
      sendInBackground(mailer, mail, req.log);
      await writeAudit(db, actorOf(req), { action: "customer.password_reset", entityType: "customer", entityId: customer.id });
      return ok(true as const);
    },
  );

  r.get(
    "/api/admin/customers/:id/export",
    { onRequest: support, schema: { tags, summary: "Everything the shop holds of the customer, as JSON (a data access request)", params, response: { 200: okSchema(z.record(z.string(), z.unknown())), ...failures } } },
    async (req, reply) => {
      const data = await exportCustomer(db, actorOf(req), req.params.id);
      reply.header("content-disposition", `attachment; filename="customer-${req.params.id}.json"`);
      reply.header("cache-control", "private, no-store");
      return ok(data);
    },
  );

  r.post(
    "/api/admin/customers/:id/erase",
    {
      onRequest: owners,
      schema: {
        tags,
        summary: "Erase a customer (owners): the account goes, orders stay with the personal data removed",
        params,
        body: customerEraseBody,
        response: { 200: okSchema(customerEraseAnswer), ...failures },
      },
    },
    async (req) => ok(await eraseCustomer(db, actorOf(req), req.params.id, req.body.confirmEmail)),
  );
}
