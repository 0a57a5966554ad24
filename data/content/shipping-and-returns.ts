import type { StoryData } from "../types.ts";

const rate = (title: string, text: string) => ({ component: "column" as const, body: [{ component: "tile" as const, title, text, alignment: "center" as const }] });

export const shippingAndReturns: StoryData = {
  fullSlug: "shipping-and-returns",
  name: "Shipping and returns",
  content: {
    component: "page",
    title: "Shipping and returns",
    description: "Shipping rates, delivery, free returns within 30 days and quantity discounts.",
    body: [
      {
        component: "page_section",
        title: "Shipping rates",
        text: "All prices are in US dollars (USD). If you browse in another currency, the amounts shown are estimates and your card is charged in USD.",
        body: [
          {
            component: "grid",
            columns: [
              rate("United States", "{{priceValue 13.95}} for the first item. Additional items in the same order ship at a reduced rate, shown in your cart."),
              rate("International", "{{priceValue 24.95}} for the first item plus {{priceValue 5.95}} for each additional item."),
            ],
          },
        ],
      },
      {
        component: "page_section",
        title: "When will it ship?",
        text:
          "Everything is made to order, so each item has its own production time. Your cart shows an estimated shipping date before you pay, and you can follow progress in your account. Rush Production is available on many products.",
        link: { url: "/my-account/order-history/", label: "Follow your order" },
      },
      {
        component: "page_section",
        title: "Free returns within 30 days",
        text: {
          type: "doc",
          content: [
            {
              type: "paragraph",
              content: [{ type: "text", text: "If you are not happy with your order, contact us within 30 days of delivery:" }],
            },
            {
              type: "bullet_list",
              content: [
                { type: "list_item", content: [{ type: "paragraph", content: [{ type: "text", text: "we remake it, or give you a full refund;" }] }] },
                { type: "list_item", content: [{ type: "paragraph", content: [{ type: "text", text: "return shipping is free", marks: [{ type: "bold" }] }, { type: "text", text: ";" }] }] },
                { type: "list_item", content: [{ type: "paragraph", content: [{ type: "text", text: "please keep the original packaging if you can." }] }] },
              ],
            },
          ],
        },
        link: { url: "/contact/", label: "Contact us" },
      },
      {
        component: "page_section",
        title: "Quantity discounts",
        text:
          "Order 10 or more items and save 10%; order 20 or more and save 20%. The discount is applied automatically in the cart.",
      },
      {
        component: "page_section",
        title: "Customs and duties",
        text:
          "International orders may be charged import duties or taxes by the destination country. These are set by local customs and are paid by the recipient.",
      },
    ],
  },
};
