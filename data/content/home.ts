/** The home page story: hero, product grid, how it works, brand story and a reviews teaser. */
import type { StoryData } from "../types.ts";

export const home: StoryData = {
  fullSlug: "home",
  name: "Home",
  content: {
    component: "page",
    title: "Petsies",
    description:
      "Custom handmade plush lookalikes of your pet, and personalised pet gifts: pillows, blankets, socks and more.",
    body: [
      {
        component: "page_section",
        css_classes: "hero",
        background_color: "#f7e6cf",
        title: "Your pet, handmade into a plush you can hug",
        subtitle: "Custom Forevers plush, sewn by hand from your photos",
        text:
          "Send us a few photos and our artisans will sew a one-of-a-kind stuffed animal that matches every patch, ear and whisker.\n\nDogs, cats, rabbits, horses: if you love it, we can make it.",
        image: "catalog/home-hero.webp",
        image_alt: "A plush dog, cat and rabbit made to look like real pets, sitting on a rug beside a pet photo pillow",
        link: { url: "/c/forevers/", label: "Create your Forevers" },
      },
      {
        component: "page_section",
        title: "Shop by product",
        subtitle: "Keepsakes and gifts made from your pet's photos",
        body: [
          {
            component: "grid",
            columns: [
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "Forevers plush",
                    text: "Handmade lookalike stuffed animals, from {{priceValue 239}}.",
                    image: "catalog/forevers-dog.webp",
                    image_alt: "A custom plush of a brown and white dog",
                    link: { url: "/c/forevers/", label: "Shop Forevers" },
                  },
                ],
              },
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "Pillows",
                    text: "Cut to your pet's shape and printed with their photo, from {{priceValue 59}}.",
                    image: "catalog/pillow.webp",
                    image_alt: "A pillow printed with a dog's face on a sofa",
                    link: { url: "/c/pillows/", label: "Shop pillows" },
                  },
                ],
              },
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "Blankets",
                    text: "Renaissance portraits and cut-out patterns on soft fleece, from {{priceValue 89}}.",
                    image: "catalog/blanket-renaissance.webp",
                    image_alt: "A blanket with a dog painted as a crowned duke",
                    link: { url: "/c/blankets/", label: "Shop blankets" },
                  },
                ],
              },
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "Pet socks",
                    text: "Crew socks covered in your pet's face, {{priceValue 24.95}}.",
                    image: "catalog/socks.webp",
                    image_alt: "A pair of socks printed with a cat's face",
                    link: { url: "/c/pet-socks/", label: "Shop socks" },
                  },
                ],
              },
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "Golf head covers",
                    text: "Your pet rides along in the golf bag, from {{priceValue 109}}.",
                    image: "catalog/golf-head-cover.webp",
                    image_alt: "A plush golf head cover shaped like a dog's head",
                    link: { url: "/c/golf-head-covers/", label: "Shop head covers" },
                  },
                ],
              },
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "Felted ornaments",
                    text: "Needle-felted wool portraits for the tree, from {{priceValue 44}}.",
                    image: "catalog/felted-ornament.webp",
                    image_alt: "A felted dog ornament hanging from a red ribbon",
                    link: { url: "/c/felted-ornaments/", label: "Shop ornaments" },
                  },
                ],
              },
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "Figurines",
                    text: "Hand-sculpted and hand-painted, from {{priceValue 149}}.",
                    image: "catalog/figurine.webp",
                    image_alt: "A painted dog figurine on a wooden base",
                    link: { url: "/c/figurines/", label: "Shop figurines" },
                  },
                ],
              },
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "Gift cards",
                    text: "Let them choose. Delivered by e-mail, never expires.",
                    image: "catalog/gift-card.webp",
                    image_alt: "A Petsies gift card in an envelope",
                    link: { url: "/giftcards/", label: "Send a gift card" },
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        component: "page_section",
        title: "How it works",
        background_color: "#fdf6ec",
        body: [
          {
            component: "grid",
            columns: [
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "1. Share your photos",
                    text:
                      "Upload up to three clear photos of your pet: the face, the side and anything special like a spotted belly. No photos handy? E-mail them later.",
                    image: "catalog/inspiration-kit.webp",
                    image_alt: "A photo guide booklet and a pencil",
                  },
                ],
              },
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "2. We design and make it",
                    text:
                      "An artisan studies your photos, chooses fabrics and colours, and crafts your piece by hand. Add a Sneak Peek to approve the design before we sew.",
                    image: "catalog/sneak-peek.webp",
                    image_alt: "A design sketch of a dog plush under a magnifying glass",
                  },
                ],
              },
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "3. Hug it at home",
                    text:
                      "Follow every step in your account, from design to shipping. If it is not right, we will make it right: free returns within 30 days.",
                    image: "catalog/forevers-cat.webp",
                    image_alt: "A finished plush of an orange tabby cat",
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        component: "page_section",
        title: "Made by hand, for the pets who made us family",
        text:
          "Petsies began with one plush: a lookalike of a family dog, sewn so a child could keep hugging him after he was gone. Today our artisans make lookalikes and keepsakes for every kind of pet, one at a time.\n\nEvery piece starts with your photos and your stories, and ends with something that feels like them.",
        image: "catalog/made-by-hand.webp",
        image_alt: "A finished plush of a grey lop-eared rabbit on the worktable, beside the photo of the real rabbit it was made from",
        image_style: "rounded-corners",
        link: { url: "/about/", label: "Our story" },
      },
      {
        component: "page_section",
        title: "What pet parents say",
        body: [
          {
            component: "grid",
            columns: [
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "“It even has his crooked ear”",
                    text: "I cried when I opened the box. They got the white patch on his chest exactly right. — Megan, Ohio",
                  },
                ],
              },
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "“The whole family wanted socks”",
                    text: "Ordered one pair for my husband and ended up ordering eight more. They wash beautifully. — Daniel, Texas",
                  },
                ],
              },
              {
                component: "column",
                body: [
                  {
                    component: "tile",
                    title: "“Worth every day of the wait”",
                    text: "The Sneak Peek let me fix the tail colour before sewing. Our cat plush is perfect. — Priya, California",
                  },
                ],
              },
            ],
          },
        ],
        link: { url: "/reviews/", label: "Read more reviews" },
      },
    ],
  },
};
