import type { StoryData } from "../types.ts";

export const about: StoryData = {
  fullSlug: "about",
  name: "About us",
  content: {
    component: "page",
    title: "About Petsies",
    description: "Who makes your Petsies, and how.",
    body: [
      {
        component: "page_section",
        title: "One plush, then thousands",
        text:
          "Petsies started with a single lookalike plush of a family dog, sewn so a young girl could keep hugging him. Word spread, and more families asked for their own. Today we make custom plush, pillows, blankets, apparel and keepsakes for pet lovers around the world.\n\nWe still make every piece one at a time, from your photos.",
        image: "catalog/forevers-dog.webp",
        image_alt: "A custom plush of a brown and white dog",
        image_style: "rounded-corners",
      },
      {
        component: "page_section",
        title: "How your piece is made",
        text:
          "An artisan studies every photo you send: the shape of the ears, the pattern of the coat, the colour of the eyes. For plush we build a pattern for your pet, choose fabrics from hundreds of shades of minky and faux fur, then cut, airbrush and stitch by hand. Printed products are colour-corrected by our design team before they go to print.\n\nEach piece is checked by quality control against your photos before it ships.",
      },
      {
        component: "page_section",
        title: "Our promise",
        text:
          "We want you to love what you ordered. If something is not right, tell us within 30 days of delivery and we will remake it or refund it, with free return shipping.",
        link: { url: "/shipping-and-returns/", label: "Shipping and returns" },
      },
    ],
  },
};
