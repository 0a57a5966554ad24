import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  cartDoneAnswer,
  cartIdAnswer,
  cartPullAnswer,
  cartTotals,
  cartUpdateAnswer,
  envelope,
  mergeAnswer,
  paymentMethodsAnswer,
  shippingInformationAnswer,
  shippingMethodsAnswer,
} from "@petsies/contract";
import type { Db } from "../../db/client.ts";
import { ok } from "../../infra/envelope.ts";
import { clientAddress } from "../../infra/security/rate-limit.ts";
import { customerOnly, requireCustomer, userTokenOf } from "../users/auth.ts";
import { setPaymentMethod, setShippingInformation } from "../checkout/checkout-info.ts";
import { paymentMethodsFor, shippingMethodsForCart } from "../checkout/methods.ts";
import { quoteCart } from "../checkout/quote.ts";
import { totalsResponse } from "../checkout/totals.ts";
import { lineDisplays } from "./customized.ts";
import { pricedLines } from "./lines.ts";
import {
  cartCreateQuery,
  cartQuery,
  collectTotalsBody,
  couponQuery,
  deleteBody,
  personalDetailsBody,
  recoveryQuery,
  shippingInformationBody,
  shippingMethodsBody,
  tokenQuery,
  updateBody,
} from "./schemas.ts";
import { recoverCart } from "./recovery.ts";
import { joinCampaignByToken } from "../promotions/service.ts";
import { cartOfRequest } from "./request-cart.ts";
import { serverItem } from "./server-item.ts";
import {
  applyCoupon,
  createCart,
  deleteCoupon,
  deleteItem,
  mergeIntoCustomerCart,
  openCustomerCart,
  requireCart,
  updateItem,
  updatePersonalDetails,
} from "./service.ts";

export function cartRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["cart"];

  r.post(
    "/api/cart/create",
    {
      schema: {
        tags,
        summary: "Create a cart; answers its cartId",
        description:
          "Without a user token: a new guest cart. With one: the customer's cart (created when there is none) with a new " +
          "cartId for this device; a token that is unknown or expired answers 401, and the browser retries as a guest. " +
          "With the campaignToken the browser keeps (reference facts), the cart takes part in that campaign while it runs.",
        querystring: cartCreateQuery,
        response: { 200: envelope(cartIdAnswer) },
      },
    },
    async (req) => {
      const cartId = userTokenOf(req) ? await openCustomerCart(db, (await requireCustomer(db, req)).id) : await createCart(db);
      const campaignToken = req.query.campaignToken;
      if (campaignToken) await joinCampaignByToken(db, (await requireCart(db, cartId, userTokenOf(req))).id, campaignToken);
      return ok(cartId);
    },
  );

  r.post(
    "/api/cart/merge-guest-and-customer",
    {
      onRequest: customerOnly(db),
      schema: {
        tags,
        summary: "Merge the guest cart (cartId) into the customer's cart; answers the cartId of the customer's cart",
        description:
          "Lines of the same product and configuration add up; the guest cart closes. Needs the user token (401 without a " +
          "live one); a cartId that is another customer's cart answers 404.",
        querystring: cartQuery,
        response: { 200: envelope(mergeAnswer) },
      },
    },
    async (req) => {
      const customer = await requireCustomer(db, req);
      return ok({ cartId: await mergeIntoCustomerCart(db, req.query.cartId, userTokenOf(req)!, customer.id) });
    },
  );

  r.get("/api/cart/pull", { schema: { tags, summary: "The cart's items", querystring: cartQuery, response: { 200: envelope(cartPullAnswer) } } }, async (req) => {
    const cart = await cartOfRequest(db, req);
    const now = new Date();
    const lines = await pricedLines(db, cart.id, now);
    const displays = await lineDisplays(db, lines, now);
    return ok(lines.map((l) => serverItem(l, req.query.cartId, displays.get(l.itemId))));
  });

  r.post(
    "/api/cart/update",
    { schema: { tags, summary: "Add an item or set its quantity", querystring: cartQuery, body: updateBody, response: { 200: envelope(cartUpdateAnswer) } } },
    async (req) => {
      const cart = await cartOfRequest(db, req);
      const item = req.body.cartItem;
      const itemId = await updateItem(db, cart, {
        sku: item.sku,
        qty: item.qty,
        itemId: item.item_id ?? item.server_item_id,
        parentSku: item.parentSku,
        productOption: item.product_option,
        giftcardOptions: item.giftcard_options,
      });
      const now = new Date();
      const line = (await pricedLines(db, cart.id, now)).find((l) => l.itemId === itemId);
      if (!line) return ok(null);
      return ok(serverItem(line, req.query.cartId, (await lineDisplays(db, [line], now)).get(line.itemId)));
    },
  );

  r.post(
    "/api/cart/delete",
    { schema: { tags, summary: "Remove an item (by item_id, or every line of a sku or parent sku)", querystring: cartQuery, body: deleteBody, response: { 200: envelope(cartDoneAnswer) } } },
    async (req) => {
      const cart = await cartOfRequest(db, req);
      return ok(await deleteItem(db, cart, { itemId: req.body.cartItem.item_id, sku: req.body.cartItem.sku }));
    },
  );

  r.get("/api/cart/totals", { schema: { tags, summary: "Totals with segments", querystring: cartQuery, response: { 200: envelope(cartTotals) } } }, async (req) => {
    const cart = await cartOfRequest(db, req);
    return ok(totalsResponse(await quoteCart(db, cart)));
  });

  r.get("/api/cart/payment-methods", { schema: { tags, summary: "Payment methods for this cart", querystring: cartQuery, response: { 200: envelope(paymentMethodsAnswer) } } }, async (req) => {
    const cart = await cartOfRequest(db, req);
    return ok(paymentMethodsFor(await quoteCart(db, cart)));
  });

  r.post(
    "/api/cart/shipping-methods",
    { schema: { tags, summary: "Shipping methods for a destination", querystring: cartQuery, body: shippingMethodsBody, response: { 200: envelope(shippingMethodsAnswer) } } },
    async (req) => {
      const cart = await cartOfRequest(db, req);
      const a = req.body.address;
      return ok(await shippingMethodsForCart(db, cart, { countryId: (a.country_id ?? a.countryId)!, regionId: a.region_id }));
    },
  );

  r.post(
    "/api/cart/shipping-information",
    { schema: { tags, summary: "Set the destination and shipping method; answers totals and payment methods", querystring: cartQuery, body: shippingInformationBody, response: { 200: envelope(shippingInformationAnswer) } } },
    async (req) => {
      const cart = await cartOfRequest(db, req);
      const info = req.body.addressInformation;
      const address = info.shippingAddress ?? info.shipping_address ?? info.billingAddress ?? {};
      const quote = await setShippingInformation(db, cart, {
        countryId: address.countryId ?? address.country_id ?? "US",
        regionId: address.regionId ?? address.region_id,
        methodCode: info.shippingMethodCode ?? info.shipping_method_code,
      });
      return ok({ totals: totalsResponse(quote), payment_methods: paymentMethodsFor(quote) });
    },
  );

  r.post(
    "/api/cart/collect-totals",
    { schema: { tags, summary: "Totals after choosing a payment method", querystring: cartQuery, body: collectTotalsBody, response: { 200: envelope(cartTotals) } } },
    async (req) => {
      const cart = await cartOfRequest(db, req);
      const method = req.body.methods?.paymentMethod?.method;
      return ok(totalsResponse(method ? await setPaymentMethod(db, cart, method) : await quoteCart(db, cart)));
    },
  );

  r.post(
    "/api/cart/apply-coupon",
    {
      schema: {
        tags,
        summary: "Apply a coupon code",
        description: "429 after 20 codes that do not work from one address within 15 minutes.",
        querystring: couponQuery,
        response: { 200: envelope(cartDoneAnswer) },
      },
    },
    async (req) => ok(await applyCoupon(db, await cartOfRequest(db, req), req.query.coupon, clientAddress(req))),
  );

  r.post("/api/cart/delete-coupon", { schema: { tags, summary: "Remove the coupon", querystring: cartQuery, response: { 200: envelope(cartDoneAnswer) } } }, async (req) =>
    ok(await deleteCoupon(db, await cartOfRequest(db, req))),
  );

  r.post(
    "/api/carts/personal-details-update-requests",
    {
      schema: {
        tags,
        summary: "Remember the shopper's e-mail and name on the cart",
        querystring: tokenQuery,
        body: personalDetailsBody,
        response: { 200: envelope(cartDoneAnswer) },
      },
    },
    async (req) => {
      const { cartId, ...details } = req.body;
      return ok(await updatePersonalDetails(db, await requireCart(db, cartId, userTokenOf(req)), details));
    },
  );

  r.post(
    "/api/carts/recovery-requests",
    {
      schema: {
        tags,
        summary: "Recover a cart from an e-mailed link; answers a new cartId with the same items",
        description: "404 for a wrong or expired link; 429 after 20 of them from one address within 15 minutes (download links too).",
        querystring: recoveryQuery,
        response: { 200: envelope(mergeAnswer) },
      },
    },
    async (req) => ok({ cartId: await recoverCart(db, req.query.recoveryId, req.query.recoveryCode, clientAddress(req)) }),
  );
}
