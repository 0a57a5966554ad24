import type { StoryData } from "../types.ts";

export const terms: StoryData = {
  fullSlug: "terms",
  name: "Terms and conditions",
  content: {
    component: "page",
    title: "Terms and conditions",
    description: "The terms that apply when you shop at Petsies.",
    body: [
      {
        component: "page_section",
        title: "Custom orders",
        text:
          "Most Petsies products are made by hand to your order from the photos and details you provide. Because every piece is an interpretation by an artisan, small differences from your photos are part of the handmade character. Please check your options, spelling and photos before you place your order.",
      },
      {
        component: "page_section",
        title: "Your photos",
        text:
          "You confirm that you own the photos you upload or have permission to use them. You keep all rights to them; you give us permission to use them only to design, make and support your order. We will ask before featuring any finished piece in our gallery or social media.",
      },
      {
        component: "page_section",
        title: "Prices and payment",
        text:
          "Prices are shown and charged in US dollars and exclude sales tax, which is calculated at checkout for US orders. Amounts shown in other currencies are estimates. We charge your payment method when you place your order.",
      },
      {
        component: "page_section",
        title: "Changes and cancellations",
        text:
          "You can change or cancel an order free of charge until production starts; your order history shows the current status of each item. Once an artisan has started work, we may not be able to cancel it.",
      },
      {
        component: "page_section",
        title: "Returns",
        text:
          "If you are not happy with your order, contact us within 30 days of delivery and we will remake it or refund it, with free return shipping.",
        link: { url: "/shipping-and-returns/", label: "Shipping and returns" },
      },
      {
        component: "page_section",
        title: "Gift cards",
        text:
          "Gift cards can be used for any product in our shop, do not expire and cannot be exchanged for cash except where the law requires it. Treat a gift card code like cash.",
      },
      {
        component: "page_section",
        title: "Product safety",
        text:
          "Our plush are made to be hugged, but they are keepsakes rather than toys for young children or pets: small parts such as eyes and noses may come loose with rough play.",
      },
    ],
  },
};
