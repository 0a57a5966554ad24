/**
 * The category tree. Ids 80, 114 and 115 are fixed because the storefront routes by them (spec §2
 * "Special routing by category id"); the four slugs the legacy redirects point to are fixed as well.
 */
import type { CategoryData } from "../types.ts";

export const categories: CategoryData[] = [
  {
    id: 2,
    parentId: null,
    name: "Default Category",
    slug: "default-category",
    position: 0,
    menuColumn: null,
    description: "Everything Petsies makes: custom lookalikes of your pet and gifts printed with their face.",
  },

  // Custom Pet Lookalikes
  {
    id: 3,
    parentId: 2,
    name: "Forevers",
    slug: "forevers",
    position: 1,
    menuColumn: "Custom Pet Lookalikes",
    description:
      "Forevers are one-of-a-kind stuffed animals sewn by hand to look just like your dog, cat or other pet. Send a few photos and our artisans match every patch, ear and whisker.",
  },
  {
    id: 4,
    parentId: 2,
    name: "Huggables",
    slug: "huggables",
    position: 2,
    menuColumn: "Custom Pet Lookalikes",
    description:
      "Huggables are long, floppy lookalike plush made for cuddling: a softer, simpler take on your pet that is perfect for naps and bedtime.",
  },
  {
    id: 5,
    parentId: 2,
    name: "Golf Head Covers",
    slug: "golf-head-covers",
    position: 3,
    menuColumn: "Custom Pet Lookalikes",
    description:
      "Plush head covers shaped like your pet's head, sized for drivers, fairway woods and hybrids, so your best friend comes along for every round.",
  },
  {
    id: 6,
    parentId: 2,
    name: "Figurines",
    slug: "figurines",
    position: 4,
    menuColumn: "Custom Pet Lookalikes",
    description:
      "Hand-sculpted and hand-painted figurines of your pet, standing on a wooden base: a keepsake for a shelf or a desk.",
  },
  {
    id: 7,
    parentId: 2,
    name: "Bobbleheads",
    slug: "bobbleheads",
    position: 5,
    menuColumn: "Custom Pet Lookalikes",
    description: "A cheerful bobblehead of your pet, sculpted from your photos with an oversized nodding head.",
  },
  {
    id: 8,
    parentId: 2,
    name: "Felted Magnets",
    slug: "felted-magnets",
    position: 6,
    menuColumn: "Custom Pet Lookalikes",
    description:
      "Needle-felted wool portraits of your pet's face with a strong magnet on the back, made to brighten the fridge.",
  },
  {
    id: 9,
    parentId: 2,
    name: "Felted Ornaments",
    slug: "felted-ornaments",
    position: 7,
    menuColumn: "Custom Pet Lookalikes",
    description:
      "Needle-felted ornaments of your pet's face on a ribbon loop, for the tree, a car mirror or a memorial corner.",
  },

  // Household
  {
    id: 20,
    parentId: 2,
    name: "Pillows",
    slug: "pillows",
    position: 10,
    menuColumn: "Household",
    description:
      "Soft pillows cut to the shape of your pet and printed with their photo on both sides. Choose a size from a lap cushion to a sofa statement piece.",
  },
  {
    id: 80,
    parentId: 2,
    name: "Photo Phrase Pillows",
    slug: "photo-pillows-designs",
    position: 11,
    menuColumn: "Household",
    description:
      "Square pillows that pair your pet's photo with a phrase. Pick a design to start, then add your photo and your pet's name.",
  },
  {
    id: 21,
    parentId: 2,
    name: "Blankets",
    slug: "blankets",
    position: 12,
    menuColumn: "Household",
    description:
      "Plush fleece throws printed with your pet, from regal renaissance portraits to playful cut-out patterns.",
  },
  {
    id: 115,
    parentId: 21,
    name: "Renaissance Blankets",
    slug: "blankets-renaissance-design",
    position: 1,
    menuColumn: "Household",
    description:
      "Your pet painted as nobility in a gilded frame and printed on a soft fleece blanket. Choose a costume to begin.",
  },
  {
    id: 114,
    parentId: 21,
    name: "Cut-Out Blankets",
    slug: "blankets-cut-out-design",
    position: 2,
    menuColumn: "Household",
    description:
      "Your pet's face cut out from your photos and repeated across a fleece blanket. Choose a pattern to begin.",
  },
  {
    id: 22,
    parentId: 2,
    name: "Tumblers",
    slug: "tumblers",
    position: 13,
    menuColumn: "Household",
    description:
      "Double-wall insulated tumblers printed with your pet's portrait; drinks stay cold for a day and hot for hours.",
  },
  {
    id: 23,
    parentId: 2,
    name: "Photo Portraits",
    slug: "photo-portraits",
    position: 14,
    menuColumn: "Household",
    description:
      "An illustrated portrait of your pet printed on archival paper and framed, ready to hang.",
  },

  // Apparel and Accessories
  {
    id: 40,
    parentId: 2,
    name: "Pet Socks",
    slug: "pet-socks",
    position: 20,
    menuColumn: "Apparel and Accessories",
    description: "Comfy crew socks covered in your pet's face, in sizes for the whole family.",
  },
  {
    id: 41,
    parentId: 2,
    name: "Face Masks",
    slug: "face-masks",
    position: 21,
    menuColumn: "Apparel and Accessories",
    description: "Washable, pleated cotton face masks printed with a pattern of your pet's face.",
  },
  {
    id: 42,
    parentId: 2,
    name: "Pajamas",
    slug: "pajamas",
    position: 22,
    menuColumn: "Apparel and Accessories",
    description: "Button-up pajama sets in a soft knit, printed all over with your pet's face.",
  },
  {
    id: 43,
    parentId: 2,
    name: "Hawaiian Shirts",
    slug: "hawaiian-shirts",
    position: 23,
    menuColumn: "Apparel and Accessories",
    description: "Breezy camp-collar shirts where your pet hides among palm leaves and hibiscus flowers.",
  },
  {
    id: 44,
    parentId: 2,
    name: "Golf Shirts",
    slug: "golf-shirts",
    position: 24,
    menuColumn: "Apparel and Accessories",
    description: "Moisture-wicking performance polos with your pet's portrait on the chest.",
  },
  {
    id: 45,
    parentId: 2,
    name: "Keychains",
    slug: "keychains",
    position: 25,
    menuColumn: "Apparel and Accessories",
    description: "Acrylic keychains cut to the outline of your pet, printed on one or both sides.",
  },
  {
    id: 46,
    parentId: 2,
    name: "Accessories",
    slug: "petsies-accessories",
    position: 26,
    menuColumn: "Apparel and Accessories",
    description:
      "Little extras for your Petsies and the pets who inspired them: bandanas, name tags, care kits and display domes.",
  },
  {
    id: 47,
    parentId: 2,
    name: "Petsies Apparel",
    slug: "petsies-apparel",
    position: 27,
    menuColumn: "Apparel and Accessories",
    description: "Cosy Petsies-branded clothing for pet people, in everyday sizes.",
  },

  // Other Products
  {
    id: 60,
    parentId: 2,
    name: "Gift Cards",
    slug: "gift-cards",
    position: 30,
    menuColumn: "Other Products",
    description: "Let them choose: Petsies gift cards are delivered by e-mail and never expire.",
  },
  {
    id: 61,
    parentId: 2,
    name: "Gift Box",
    slug: "gift-box",
    position: 31,
    menuColumn: "Other Products",
    description: "A ready-to-give box for dog and cat lovers, wrapped in tissue and tied with ribbon.",
  },
  {
    id: 62,
    parentId: 2,
    name: "Inspiration Kit",
    slug: "inspiration-kit",
    position: 32,
    menuColumn: "Other Products",
    description: "A printable guide to taking great pet photos, plus colouring pages for the kids.",
  },
  {
    id: 63,
    parentId: 2,
    name: "Digital Portraits",
    slug: "digital-portraits",
    position: 33,
    menuColumn: "Other Products",
    description: "Hand-drawn portraits of your pet delivered as a high-resolution file for printing or sharing.",
  },
];
