/**
 * Pictures that reuse another picture's drawing on a different background colour (the element with
 * id="bg" in the SVG), so products that share a shape still look distinct in a listing.
 */
import type { ArtVariantData } from "../types.ts";

export const artVariants: ArtVariantData[] = [
  { name: "phrase-pillow-best-friend", base: "phrase-pillow", background: "#fde3ea" },
  { name: "phrase-pillow-home", base: "phrase-pillow", background: "#fff1d6" },
  { name: "phrase-pillow-cat-person", base: "phrase-pillow", background: "#dff0ea" },
  { name: "phrase-pillow-good-boy", base: "phrase-pillow", background: "#dfeaf8" },
  { name: "phrase-pillow-memorial", base: "phrase-pillow", background: "#ece6dc" },

  { name: "blanket-renaissance-duke", base: "blanket-renaissance", background: "#dfe6f2" },
  { name: "blanket-renaissance-duchess", base: "blanket-renaissance", background: "#dcefe4" },
  { name: "blanket-renaissance-admiral", base: "blanket-renaissance", background: "#d9e4f4" },
  { name: "blanket-renaissance-queen", base: "blanket-renaissance", background: "#f7e0dc" },

  { name: "blanket-cut-out-paw-party", base: "blanket-cut-out", background: "#fdeee0" },
  { name: "blanket-cut-out-hearts", base: "blanket-cut-out", background: "#fbe1e8" },
  { name: "blanket-cut-out-confetti", base: "blanket-cut-out", background: "#fff3c4" },
  { name: "blanket-cut-out-starry-night", base: "blanket-cut-out", background: "#cfd8ee" },

  { name: "gift-box-dog", base: "gift-box", background: "#fdebd9" },
];
