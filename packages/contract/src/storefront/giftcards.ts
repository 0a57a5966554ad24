/** Gift cards on a cart (spec §7 "Gift cards"). Amounts are major units of the base currency. */
import { z } from "zod";

/** POST /api/giftcards/apply and /change-value: the value the card pays on this cart. */
export const giftCardValueAnswer = z.number();
/** POST /api/giftcards/remove. */
export const giftCardsRemovedAnswer = z.boolean();
/** GET /api/giftcards/pull: each applied card's masked code → the value it pays. */
export const appliedGiftCardsAnswer = z.record(z.string(), z.number());
/** GET /api/giftcards/templates: the designs a gift card may have. */
export const giftCardTemplate = z.object({ id: z.number().int(), name: z.string(), textColor: z.string(), backgroundImage: z.string() });
export const giftCardTemplateList = z.array(giftCardTemplate);
export type GiftCardTemplate = z.infer<typeof giftCardTemplate>;
