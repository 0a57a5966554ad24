/**
 * Gift card designs in the back office (issue 16): the pictures a card is bought or issued with. Owners add,
 * rename, re-picture, order, switch off and (while no card used it) delete them; the storefront offers the
 * active ones in their order.
 */
import { z } from "zod";

export const GIFT_CARD_DESIGN_MAX = { name: 60, code: 40 } as const;

const name = z
  .string({ error: "Enter a name" })
  .trim()
  .min(1, "Enter a name")
  .max(GIFT_CARD_DESIGN_MAX.name, `At most ${GIFT_CARD_DESIGN_MAX.name} characters`)
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  .regex(/^[^\u0000-\u001f\u007f]*$/, "Remove the control characters");

/** A storage key: a product's picture or a file uploaded for designs (the API checks which). */
const image = z.string({ error: "Choose a picture" }).trim().min(1, "Choose a picture").max(300, "Choose a picture");

const textColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Enter a colour like #3b2a1a");

export const giftCardDesignRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  textColor: z.string(),
  /** The storage key. */
  image: z.string(),
  /** The picture's address through the media endpoint. */
  imageUrl: z.string(),
  active: z.boolean(),
  position: z.number().int(),
  /** Cards were made with it: it can be disabled, not deleted. */
  used: z.boolean(),
});
export type GiftCardDesignRow = z.infer<typeof giftCardDesignRow>;

/** GET /api/admin/gift-card-designs (owner): every design, active or not, in the storefront's order. */
export const giftCardDesignListAnswer = z.object({ designs: z.array(giftCardDesignRow) });
export type GiftCardDesignListAnswer = z.infer<typeof giftCardDesignListAnswer>;

/** POST /api/admin/gift-card-designs (owner): a new design, active, after the others. */
export const giftCardDesignCreateBody = z.object({
  code: z
    .string({ error: "Enter a code" })
    .trim()
    .toLowerCase()
    .min(1, "Enter a code")
    .max(GIFT_CARD_DESIGN_MAX.code, `At most ${GIFT_CARD_DESIGN_MAX.code} characters`)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lowercase letters, digits and dashes"),
  name,
  image,
  textColor: textColor.optional(),
});
export type GiftCardDesignCreateBody = z.infer<typeof giftCardDesignCreateBody>;

/** PUT /api/admin/gift-card-designs/:id (owner): a new name or picture. The code stays. */
export const giftCardDesignUpdateBody = z.object({ name, image, textColor: textColor.optional() });
export type GiftCardDesignUpdateBody = z.infer<typeof giftCardDesignUpdateBody>;

/** POST /api/admin/gift-card-designs/:id/state (owner): a disabled design is no longer offered. */
export const giftCardDesignStateBody = z.object({ active: z.boolean() });

/** PUT /api/admin/gift-card-designs/order (owner): every design's id, in the new order. */
export const giftCardDesignOrderBody = z.object({ ids: z.array(z.number().int().min(1)).min(1, "List the designs").max(200) });
export type GiftCardDesignOrderBody = z.infer<typeof giftCardDesignOrderBody>;

/** POST /api/admin/gift-card-designs/pictures (owner, multipart `file`): the cleaned file's storage key, for `image`. */
export const giftCardDesignPictureAnswer = z.object({ image: z.string(), imageUrl: z.string() });

/** GET /api/admin/gift-card-designs/product-pictures?q= (owner): product pictures a design may use. */
export const giftCardDesignProductPicturesAnswer = z.object({
  pictures: z.array(z.object({ image: z.string(), imageUrl: z.string(), productName: z.string() })),
});
export type GiftCardDesignProductPicturesAnswer = z.infer<typeof giftCardDesignProductPicturesAnswer>;
