/** The customer's answers (spec §7 "User", the passwordless calls and the address book). */
import { z } from "zod";
import { product } from "./catalog.ts";

/** One address of the book, as every answer carries it. */
export const addressEntry = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  street: z.array(z.string()),
  city: z.string(),
  postcode: z.string(),
  country_id: z.string(),
  region_id: z.number().nullable(),
  region: z.string(),
  region_code: z.string().nullable(),
  telephone: z.string(),
  company: z.string().nullable(),
  vat_id: z.string().nullable(),
  default_billing: z.boolean(),
  default_shipping: z.boolean(),
});

/** GET /api/address/list and POST /api/address/delete: the whole book. */
export const addressBook = z.object({ addresses: z.array(addressEntry) });
/** POST /api/address/create and /update: the book, and the address as saved. */
export const savedAddress = addressBook.extend({ address: addressEntry });

/** GET and POST /api/user/me: the signed-in customer. */
export const profile = z.object({
  id: z.number(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phoneNumber: z.string().nullable().describe("E.164"),
  addresses: z.array(addressEntry).describe("the address book, as /api/address/list answers it"),
  default_billing: z.number().nullable().describe("id of the default billing address"),
  default_shipping: z.number().nullable().describe("id of the default shipping address"),
  group_id: z.number(),
});

/** A session: the user token and the refresh token that renews it. */
export const sessionTokens = z.object({ token: z.string(), refreshToken: z.string() });

/** POST /api/user/login, /refresh and /change-password: the user token, with its refresh token in the envelope's `meta`. */
export const userTokenAnswer = z.string().describe("user token");
export const sessionMeta = z.object({ refreshToken: z.string() });

/** Calls that answer only that they were done: logout, reset-password, create-password, login-requests. */
export const doneResult = z.literal(true);

/** POST /api/customer/authenticate-requests: a session, or for a new customer the token to register with. */
export const authenticateResult = z.object({
  is_new_customer: z.boolean(),
  token: z.string().describe("user token; for a new customer the registration token for registration-requests"),
  refreshToken: z.string().nullable().describe("null for a new customer"),
});

export type AddressEntry = z.infer<typeof addressEntry>;
export type AddressBookAnswer = z.infer<typeof addressBook>;
export type SavedAddressAnswer = z.infer<typeof savedAddress>;
export type Profile = z.infer<typeof profile>;
export type SessionTokens = z.infer<typeof sessionTokens>;
export type AuthenticateResult = z.infer<typeof authenticateResult>;
export type UserTokenAnswer = z.infer<typeof userTokenAnswer>;
export type DoneResult = z.infer<typeof doneResult>;

/** GET /api/customers/me/suggested-products/active-orders: products to suggest beside the active orders. */
export const suggestedProductsAnswer = z.object({ items: z.array(product), total_count: z.number().int() });
export type SuggestedProductsAnswer = z.infer<typeof suggestedProductsAnswer>;
/** POST /api/order/reorder and /api/carts/me/items/add-from-order-requests: the cart line the item became. */
export const reorderedLineAnswer = z.object({ item_id: z.number().int(), sku: z.string(), qty: z.number().int() });
export type ReorderedLine = z.infer<typeof reorderedLineAnswer>;

/** GET /api/wishlist and /api/compare, and every change to them: the customer's list as its skus, oldest first. */
export const productListSkusAnswer = z.object({ skus: z.array(z.string()) });
export type ProductListSkusAnswer = z.infer<typeof productListSkusAnswer>;
