import type { StoryData } from "../types.ts";

export const reviews: StoryData = {
  fullSlug: "reviews",
  name: "Reviews",
  content: {
    component: "page",
    title: "Reviews",
    description: "What pet parents say about their Petsies.",
    body: [
      {
        component: "page_section",
        title: "Stories from pet parents",
        text:
          "Every Petsies piece starts with someone's pet: {{orderedPlushiesCount}} plushies ordered so far. Here are a few of the notes customers have sent us after opening their box.",
      },
      {
        component: "grid",
        columns: [
          {
            component: "column",
            body: [
              {
                component: "tile",
                title: "“It even has his crooked ear”",
                text:
                  "I ordered a Forevers of our beagle, Cooper, for my daughter. They got the white patch on his chest and the ear that never stood up. She sleeps with it every night. — Megan, Ohio",
                image: "catalog/forevers-dog.webp",
                image_alt: "A plush of a brown and white dog",
              },
            ],
          },
          {
            component: "column",
            body: [
              {
                component: "tile",
                title: "“Worth every day of the wait”",
                text:
                  "The Sneak Peek let me fix the colour of Mango's tail before they sewed it. The finished plush is perfect and so soft. — Priya, California",
                image: "catalog/forevers-cat.webp",
                image_alt: "A plush of an orange tabby cat",
              },
            ],
          },
          {
            component: "column",
            body: [
              {
                component: "tile",
                title: "“The whole family wanted socks”",
                text:
                  "Ordered one pair with our two dogs for my husband and ended up ordering eight more for the family reunion. They wash beautifully. — Daniel, Texas",
                image: "catalog/socks.webp",
                image_alt: "Socks printed with a pet's face",
              },
            ],
          },
          {
            component: "column",
            body: [
              {
                component: "tile",
                title: "“Our rabbit, in plush”",
                text:
                  "I wasn't sure anyone could make a lop-eared rabbit look right. Biscuit's plush looks just like him, down to his grey nose. — Hannah, Oregon",
                image: "catalog/forevers-other.webp",
                image_alt: "A plush of a grey lop-eared rabbit",
              },
            ],
          },
          {
            component: "column",
            body: [
              {
                component: "tile",
                title: "“The duke of our living room”",
                text:
                  "The renaissance blanket of our pug is the funniest, cosiest thing we own. Guests always ask about it. — Marcus, New York",
                image: "catalog/blanket-renaissance.webp",
                image_alt: "A blanket with a dog painted as a duke",
              },
            ],
          },
          {
            component: "column",
            body: [
              {
                component: "tile",
                title: "“A memorial we treasure”",
                text:
                  "After we lost Bella, the felted ornament gave us something to hold. It is on our tree every year. — Laura, Florida",
                image: "catalog/felted-ornament.webp",
                image_alt: "A felted ornament of a dog's face",
              },
            ],
          },
        ],
      },
      {
        component: "page_section",
        title: "Share your story",
        text: "Made something with us? We would love to see it. Reply to your shipping e-mail with a photo of your Petsies and their real-life twin.",
        link: { url: "/contact/", label: "Contact us" },
      },
    ],
  },
};
