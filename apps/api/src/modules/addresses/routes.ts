import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { addressBook, savedAddress } from "@petsies/contract";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import { customerOnly, requireCustomer } from "../users/auth.ts";
import { createBody, deleteBody, tokenQuery, updateBody } from "./schemas.ts";
import { createAddress, customerAddresses, deleteAddress, updateAddress } from "./service.ts";

const errors =
  "401 without a live user token; 400 with the fields that are not valid; 404 for an id that is not one of the customer's addresses (another customer's included).";

export function addressRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["address book"];

  r.get(
    "/api/address/list",
    { onRequest: customerOnly(db), schema: { tags, summary: "The customer's addresses with their default flags", querystring: tokenQuery, response: { 200: okSchema(addressBook) } } },
    async (req) => {
      const customer = await requireCustomer(db, req);
      return ok({ addresses: await customerAddresses(db, customer.id) });
    },
  );

  r.post(
    "/api/address/create",
    {
      onRequest: customerOnly(db),
      schema: {
        tags,
        summary: "Add an address; answers it and the whole book",
        description: `The first address becomes the default billing and shipping address unless the flags say false. ${errors}`,
        querystring: tokenQuery,
        body: createBody,
        response: { 200: okSchema(savedAddress) },
      },
    },
    async (req) => {
      const customer = await requireCustomer(db, req);
      return ok(await createAddress(db, customer.id, req.body.address));
    },
  );

  r.post(
    "/api/address/update",
    {
      onRequest: customerOnly(db),
      schema: {
        tags,
        summary: "Change an address (the fields given) or its default flags; answers it and the whole book",
        description: `default_billing or default_shipping true makes it the default, false stops it being the default. ${errors}`,
        querystring: tokenQuery,
        body: updateBody,
        response: { 200: okSchema(savedAddress) },
      },
    },
    async (req) => {
      const customer = await requireCustomer(db, req);
      const { id, ...fields } = req.body.address;
      return ok(await updateAddress(db, customer.id, id, fields));
    },
  );

  r.post(
    "/api/address/delete",
    {
      onRequest: customerOnly(db),
      schema: {
        tags,
        summary: "Remove an address; answers the remaining book",
        description: errors,
        querystring: tokenQuery,
        body: deleteBody,
        response: { 200: okSchema(addressBook) },
      },
    },
    async (req) => {
      const customer = await requireCustomer(db, req);
      return ok(await deleteAddress(db, customer.id, req.body.address.id));
    },
  );
}
