import type { StoryData } from "../types.ts";

export const faq: StoryData = {
  fullSlug: "faq",
  name: "FAQ",
  content: {
    component: "page",
    title: "Frequently asked questions",
    description: "Answers about photos, production times, shipping, returns and care.",
    body: [
      {
        component: "page_section",
        title: "What photos should I send?",
        text:
          "Clear, well-lit photos taken at your pet's eye level work best: one of the face, one from the side and one of anything special such as a spotted belly or a curled tail. You can upload up to three photos while ordering, or choose to e-mail them later. Our free Inspiration Kit has more tips.",
        link: { url: "/p/inspiration_kit/", label: "Get the Inspiration Kit" },
      },
      {
        component: "page_section",
        title: "How long does it take?",
        text:
          "Every piece is made to order. Your cart shows an estimated shipping date for each item before you pay. Plush and sculpted pieces take longest because they are made entirely by hand; printed products are quicker. Many products offer Rush Production if you need it sooner.",
      },
      {
        component: "page_section",
        title: "Can I see the design before it is made?",
        text:
          "Yes. Add Sneak Peek + Design Guarantee to a plush order and we will send you a design preview to approve or adjust before we sew.",
      },
      {
        component: "page_section",
        title: "Can you make any animal?",
        text:
          "Almost certainly. Choose “Other” when creating a Forevers plush or golf head cover and tell us about your pet. We have made rabbits, horses, parrots, hedgehogs, lizards and many more.",
      },
      {
        component: "page_section",
        title: "How do I follow my order?",
        text:
          "Sign in and open Order history. Each item shows its progress, from design to production to shipping, with tracking numbers once it ships.",
        link: { url: "/my-account/order-history/", label: "Order history" },
      },
      {
        component: "page_section",
        title: "How do I care for my plush?",
        text:
          "Spot clean with a damp cloth and mild soap, and let it air dry. Brush the fur gently to fluff it back up. Please do not put plush in the washing machine or dryer. Pillows and blankets are machine washable on a cold, gentle cycle.",
      },
      {
        component: "page_section",
        title: "Do you offer discounts for large orders?",
        text:
          "Yes: 10% off when you order 10 or more items, and 20% off at 20 or more, applied automatically in the cart. Great for teams, events and family reunions.",
      },
    ],
  },
};
