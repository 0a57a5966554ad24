/** The price overview linked from the header. A test checks every "From" price against the catalogue. */
import type { StoryData } from "../types.ts";

export const pricing: StoryData = {
  fullSlug: "pricing",
  name: "Pricing",
  content: {
    component: "page",
    title: "Pricing",
    description: "What Petsies products cost, by size. Prices in US dollars, excluding tax and shipping.",
    body: [
      {
        component: "page_section",
        title: "Simple, honest pricing",
        text:
          "Every piece is made to order from your photos. Prices below are in US dollars and exclude sales tax and shipping. Order 10 or more items for 10% off, or 20 or more for 20% off.",
        link: { url: "/shipping-and-returns/", label: "Shipping and returns" },
      },
      {
        component: "page_section",
        title: "Custom pet lookalikes",
        body: [
          {
            component: "grid",
            columns: [
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "Forevers plush (dog, cat or any pet)",
                    text: "From {{priceValue 239}}. Small (about 10 in) {{priceValue 239}}, Medium (about 14 in) {{priceValue 289}}, Large (about 18 in) {{priceValue 349}}.",
                    image: "catalog/forevers-dog.webp",
                    link: { url: "/forevers/create/", label: "Create a Forevers" },
                  },
                ],
              },
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "Huggables",
                    text: "From {{priceValue 179}}. Standard {{priceValue 179}}, Jumbo {{priceValue 249}}.",
                    image: "catalog/huggables.webp",
                    link: { url: "/petsies-huggables/create/", label: "Create a Huggable" },
                  },
                ],
              },
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "Golf head covers",
                    text: "From {{priceValue 109}}. Hybrid {{priceValue 109}}, Fairway wood {{priceValue 119}}, Driver {{priceValue 129}}.",
                    image: "catalog/golf-head-cover.webp",
                    link: { url: "/golf-head-covers/create/", label: "Create a head cover" },
                  },
                ],
              },
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "Figurines",
                    text: "From {{priceValue 149}}. Standard (about 5 in) {{priceValue 149}}, Large (about 8 in) {{priceValue 199}}.",
                    image: "catalog/figurine.webp",
                    link: { url: "/petsies-figurines/create/", label: "Create a figurine" },
                  },
                ],
              },
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "Bobbleheads",
                    text: "From {{priceValue 129}} (about 7 in).",
                    image: "catalog/bobblehead.webp",
                    link: { url: "/petsies-bobbleheads/create/", label: "Create a bobblehead" },
                  },
                ],
              },
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "Felted magnets and ornaments",
                    text: "Magnets from {{priceValue 39}} (large {{priceValue 49}}). Ornaments from {{priceValue 44}} (large {{priceValue 54}}).",
                    image: "catalog/felted-ornament.webp",
                    link: { url: "/felted-ornaments/", label: "Create an ornament" },
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        component: "page_section",
        title: "Household",
        body: [
          {
            component: "grid",
            columns: [
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "Pet-shaped pillows",
                    text: "From {{priceValue 59}}. Small (12 in) {{priceValue 59}}, Medium (16 in) {{priceValue 69}}, Large (20 in) {{priceValue 79}}.",
                    image: "catalog/pillow.webp",
                    link: { url: "/pillows/create/", label: "Create a pillow" },
                  },
                ],
              },
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "Photo phrase pillows",
                    text: "From {{priceValue 49}}. 16 × 16 in {{priceValue 49}}, 18 × 18 in {{priceValue 55}}.",
                    image: "catalog/phrase-pillow.webp",
                    link: { url: "/c/photo-pillows-designs/", label: "Choose a design" },
                  },
                ],
              },
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "Blankets (renaissance or cut-out)",
                    text: "From {{priceValue 89}}. Throw (30 × 40 in) {{priceValue 89}}, Couch (50 × 60 in) {{priceValue 109}}, Bed (60 × 80 in) {{priceValue 129}}.",
                    image: "catalog/blanket-cut-out.webp",
                    link: { url: "/c/blankets/", label: "Choose a blanket" },
                  },
                ],
              },
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "Tumblers",
                    text: "From {{priceValue 34.95}}. 20 oz {{priceValue 34.95}}, 30 oz {{priceValue 39.95}}.",
                    image: "catalog/tumbler.webp",
                    link: { url: "/custom-tumblers/", label: "Create a tumbler" },
                  },
                ],
              },
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "Framed photo portraits",
                    text: "From {{priceValue 79}}. 8 × 10 in {{priceValue 79}}, 11 × 14 in {{priceValue 99}}, 16 × 20 in {{priceValue 129}}.",
                    image: "catalog/photo-portrait.webp",
                    link: { url: "/photo-portraits/create/", label: "Create a portrait" },
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        component: "page_section",
        title: "Apparel and accessories",
        body: [
          {
            component: "grid",
            columns: [
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "Pet socks",
                    text: "From {{priceValue 24.95}}, every size.",
                    image: "catalog/socks.webp",
                    link: { url: "/pet-socks/", label: "Create socks" },
                  },
                ],
              },
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "Face masks",
                    text: "From {{priceValue 14.95}}, kids or adult.",
                    image: "catalog/face-mask.webp",
                    link: { url: "/custom-face-masks/", label: "Create a mask" },
                  },
                ],
              },
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "Pajamas",
                    text: "From {{priceValue 59.95}}, XS to XL; XXL {{priceValue 64.95}}.",
                    image: "catalog/pajamas.webp",
                    link: { url: "/custom-pajamas/", label: "Create pajamas" },
                  },
                ],
              },
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "Hawaiian shirts",
                    text: "From {{priceValue 49.95}}, S to XL; XXL {{priceValue 54.95}}.",
                    image: "catalog/hawaiian-shirt.webp",
                    link: { url: "/clothes/hawaiian-shirts/create/", label: "Create a shirt" },
                  },
                ],
              },
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "Golf shirts",
                    text: "From {{priceValue 54.95}}, S to XL; XXL {{priceValue 59.95}}.",
                    image: "catalog/golf-shirt.webp",
                    link: { url: "/clothes/golf-shirts/create/", label: "Create a polo" },
                  },
                ],
              },
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "Keychains",
                    text: "From {{priceValue 19.95}} single-sided, {{priceValue 24.95}} double-sided.",
                    image: "catalog/keychain.webp",
                    link: { url: "/pet-keychains/", label: "Create a keychain" },
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        component: "page_section",
        title: "Plush upgrades",
        text:
          "Sneak Peek + Design Guarantee {{priceValue 89}}. Toe beans {{priceValue 10}}, heartbeat insert {{priceValue 13}}, recordable voice {{priceValue 15}}, memory pocket {{priceValue 15}}, weighted plush {{priceValue 20}}, wooden portrait ornament {{priceValue 12}}. Rush Production for Forevers {{priceValue 59}}, Super Rush {{priceValue 99}}.",
      },
    ],
  },
};
