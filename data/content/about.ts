import type { StoryData } from "../types.ts";

const stage = (title: string, text: string) => ({ component: "column" as const, body: [{ component: "tile" as const, title, text }] });

export const about: StoryData = {
  fullSlug: "about",
  name: "About us",
  content: {
    component: "page",
    title: "About Petsies",
    description: "Who makes your Petsies, and how: design, pattern making, sewing, airbrushing and two rounds of quality control.",
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
        title: "Watch a Petsies plush being made",
        text: "From the first sketch to the gift box: see our artisans turn a few photos into a plush that looks just like the pet in them.",
        video: { provider: "youtube", id: "kY3bqcx4nJQ", title: "How a Petsies plush is made", aspect_ratio: "16:9", image: "catalog/home-hero.webp" },
      },
      {
        component: "page_section",
        title: "How your piece is made",
        text: {
          type: "doc",
          content: [
            {
              type: "paragraph",
              content: [
                { type: "text", text: "Every plush takes many hours of hands-on work by artisans who train for months before they take on orders. " },
                { type: "text", text: "Printed products", marks: [{ type: "bold" }] },
                { type: "text", text: " are colour-corrected by our design team before they go to print." },
              ],
            },
          ],
        },
        body: [
          {
            component: "grid",
            columns: [
              stage("1. Design", "An artist studies every photo you send: the shape of the ears, the pattern of the coat, the colour of the eyes, and plans the fabrics and details. If something is unclear, we ask you."),
              stage("2. Pattern", "Your pet is taken apart, on paper, into the dozens of flat pieces of fabric that come together as its shape."),
              stage("3. Cut, sew and stuff", "Each piece is cut from minky or faux fur chosen from hundreds of shades, then sewn by hand. We do not hide our stitches: they show a person made it."),
              stage("4. Airbrush", "Artists mix colours for your pet and spray on the final markings, shading and details."),
              stage("5. Two quality checks", "Every piece is checked twice against your photos before it is packed in a gift box and shipped with tracking."),
            ],
          },
        ],
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
