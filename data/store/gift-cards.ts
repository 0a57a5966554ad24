/**
 * Gift card designs shoppers choose from (reference facts: template {id, name, textColor, backgroundImage},
 * shown at 900x402), the coupons the shop runs, and one demo gift card for trying checkout.
 */
export interface GiftCardTemplateData {
  id: number;
  name: string;
  textColor: string;
  /** An art file name in data/art, served through the media endpoint. */
  image: string;
}

export const giftCardTemplates: GiftCardTemplateData[] = [
  { id: 1, name: "Paw prints", textColor: "#3b2a1a", image: "gift-card" },
  { id: 2, name: "Birthday", textColor: "#3b2a1a", image: "gift-box" },
  { id: 3, name: "Holidays", textColor: "#3b2a1a", image: "gift-box-cat" },
];

export interface CouponData {
  code: string;
  description: string;
  percent: number;
}

/** The newsletter sign-up coupon: 10% off (spec §9). */
export const coupons: CouponData[] = [{ code: "PETSIES10", description: "Newsletter welcome: 10% off", percent: 10 }];

/** A demo card with a $50 balance, so the gift card flow can be tried on a fresh shop. */
export const demoGiftCards = [{ code: "PETS-DEMO-GIFT-0050", balanceCents: 5000 }];
