/**
 * Custom plushie data and customizing (spec §7 "Custom plushie data", "Customization"; §3 "Uploaded image"):
 * the breeds list, plushies and their reminders, rush add-ons, uploaded photos, and the states of the
 * customer's order items.
 *
 * The domain package keeps some of these shapes as TypeScript interfaces (`Breed`, `Plushie`, `RushAddOn`,
 * `UploadedImage`), which its rules take; the checks at the end of this file fail to compile when the two differ.
 */
import { z } from "zod";
import type { Breed, Plushie, RushAddOn, UploadedImage } from "@petsies/domain";

/** GET /api/plushies/breeds: the breeds the breed field searches, dogs then cats, each alphabetical. */
export const breed = z.object({ name: z.string(), type: z.enum(["dog", "cat"]) });
export const breedList = z.array(breed);

/** POST /api/plushies and GET /api/plushies/{plushieId}: a custom plush being made. */
export const plushie = z.object({ id: z.string(), productId: z.number(), productSku: z.string(), shortCode: z.string(), createdAt: z.string() });

/** POST /api/plushie-reminders: `sent` is false on a repeat (nothing mailed). */
export const plushieReminderAnswer = z.object({ plushieId: z.string(), shortCode: z.string(), email: z.string(), sent: z.boolean() });

/** GET /api/statistic-values. */
export const statisticValueAnswer = z.object({ metric: z.string(), value: z.number() });

/** A rush production add-on; `text` may hold a line break, `price` is in major units, `turnaround_time` in days. */
export const rushAddOn = z.object({
  sku: z.string(),
  text: z.string(),
  price: z.number(),
  isDomestic: z.boolean(),
  turnaround_time: z.number().nullable().optional(),
});
/** GET /api/plushies/products-rush-upgrades: each product's add-ons, keyed by product id. */
export const rushAddOnsAnswer = z.record(z.string(), z.array(rushAddOn));

/** A photo the shop stored (spec §3 "Uploaded image"); `type` is UPLOADED_IMAGE_TYPE. */
export const uploadedImage = z.object({ id: z.string(), type: z.number().int(), url: z.string(), createdAt: z.string() });
/** POST /api/upload. */
export const uploadAnswer = z.object({ item: uploadedImage });

/** One of the customer's order items with its customization state, as stored (checked against the tree when opened). */
export const orderItemState = z.object({
  id: z.number(),
  sku: z.string(),
  product_id: z.number(),
  status_id: z.number(),
  /** Only items awaiting customization may be saved and submitted. */
  awaiting_customization: z.boolean(),
  customization_state: z.array(z.object({ customization_id: z.string(), value: z.unknown() })),
});
/** GET /api/customizations/order-items/states: in the order asked. */
export const orderItemStates = z.array(orderItemState);
/** POST /api/customizations/order-items/states: each item on its own, error_message null when it was saved. */
export const savedStatesAnswer = z.object({ results: z.array(z.object({ id: z.number(), error_message: z.string().nullable() })) });
/** POST /api/customizations/order-items/submit-requests: each submitted item with its new status. */
export const submittedItemsAnswer = z.object({ results: z.array(z.object({ id: z.number().int(), status_id: z.number().int() })) });

export type PlushieReminderAnswer = z.infer<typeof plushieReminderAnswer>;
export type StatisticValueAnswer = z.infer<typeof statisticValueAnswer>;
export type RushAddOnsAnswer = z.infer<typeof rushAddOnsAnswer>;
export type UploadAnswer = z.infer<typeof uploadAnswer>;
export type OrderItemState = z.infer<typeof orderItemState>;
export type SavedStatesAnswer = z.infer<typeof savedStatesAnswer>;
export type SubmittedItemsAnswer = z.infer<typeof submittedItemsAnswer>;

// ── the domain's interfaces and these schemas describe the same answers ────────────────────────────────
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const breedsAgree: Same<Breed, z.infer<typeof breed>> = true;
const plushiesAgree: Same<Plushie, z.infer<typeof plushie>> = true;
const addOnsAgree: Same<RushAddOn, z.infer<typeof rushAddOn>> = true;
const imagesAgree: Same<UploadedImage, z.infer<typeof uploadedImage>> = true;
void [breedsAgree, plushiesAgree, addOnsAgree, imagesAgree];
