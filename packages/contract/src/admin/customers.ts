import { z } from "zod";
import { line, queryInt } from "./fields.ts";

/** GET /api/admin/customers (owner, support): q finds an e-mail or a name; newest first. */
export const customerListQuery = z.object({
  q: line(100).optional(),
  page: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 100).default(25),
});
export type CustomerListQuery = z.infer<typeof customerListQuery>;

export const customerRow = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  createdAt: z.string(),
  orders: z.number().int(),
  disabled: z.boolean(),
});
export type CustomerRow = z.infer<typeof customerRow>;
export const customerListAnswer = z.object({ customers: z.array(customerRow), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type CustomerListAnswer = z.infer<typeof customerListAnswer>;

/** GET /api/admin/customers/:id — the profile and everything the shop holds of the customer. */
export const customerDetailAnswer = customerRow.extend({
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  hasPassword: z.boolean(),
  addresses: z.array(
    z.object({
      id: z.number().int(),
      firstname: z.string(),
      lastname: z.string(),
      street: z.array(z.string()),
      city: z.string(),
      region: z.string(),
      postcode: z.string(),
      countryId: z.string(),
      telephone: z.string(),
      isDefaultShipping: z.boolean(),
      isDefaultBilling: z.boolean(),
    }),
  ),
  orderList: z.array(z.object({ incrementId: z.string(), createdAt: z.string(), grandTotalCents: z.number().int(), currencyCode: z.string(), items: z.number().int() })),
  /** The open cart, if any: its lines and when it last changed. */
  cart: z.object({ updatedAt: z.string(), lines: z.array(z.object({ sku: z.string(), name: z.string(), qty: z.number().int() })) }).nullable(),
  wishlist: z.array(z.object({ sku: z.string(), name: z.string(), addedAt: z.string() })),
  newsletter: z.object({ subscribed: z.boolean(), since: z.string() }).nullable(),
});
export type CustomerDetailAnswer = z.infer<typeof customerDetailAnswer>;

/** PATCH /api/admin/customers/:id — disabling ends every session of the account at once. */
export const customerChangeBody = z.object({ disabled: z.boolean() });

/**
 * POST /api/admin/customers/:id/erase (owners) — the right to be forgotten: the account, its addresses,
 * lists, reviews and subscription go; its orders stay for the books with the personal data removed.
 * The e-mail address must be typed again to confirm.
 */
export const customerEraseBody = z.object({ confirmEmail: z.string().trim().toLowerCase().max(254) });
export const customerEraseAnswer = z.object({ erasedOrders: z.number().int() });
