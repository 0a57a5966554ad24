/**
 * Gift card designs (reference facts: template {id, name, textColor, backgroundImage}, shown at 900x402): the
 * shop's own, from data/. The storefront's purchase form and the back office's issue form offer the same ones.
 */
import { imageUrl } from "@petsies/domain";
import { giftCardTemplates } from "../../../../../data/index.ts";

export interface GiftCardDesign {
  id: number;
  name: string;
  textColor: string;
  /** The picture's address through the media endpoint. */
  image: string;
}

export function giftCardDesigns(): GiftCardDesign[] {
  return giftCardTemplates.map((t) => ({ id: t.id, name: t.name, textColor: t.textColor, image: imageUrl(`catalog/${t.image}.webp`, "banner") }));
}

export function giftCardDesign(id: number): GiftCardDesign | null {
  return giftCardDesigns().find((d) => d.id === id) ?? null;
}
