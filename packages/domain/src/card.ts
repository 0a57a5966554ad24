/**
 * Payment card rules shared by the checkout form (early feedback) and the API's test card gateway (the
 * authority). No card number is ever kept: these functions only look at it.
 */

/** The digits of a card number as typed: spaces are allowed between groups, nothing else. */
export function cardDigits(input: string): string | null {
  const digits = input.replace(/ /g, "");
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/** The Luhn checksum that every real card number satisfies; it catches one mistyped digit or swap. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export type CardBrand = "visa" | "mastercard" | "amex" | "discover" | "other";

const BRANDS: [CardBrand, RegExp][] = [
  ["visa", /^4/],
  ["mastercard", /^(5[1-5]|2(22[1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/],
  ["amex", /^3[47]/],
  ["discover", /^(6011|65|64[4-9])/],
];

export function cardBrand(digits: string): CardBrand {
  return BRANDS.find(([, prefix]) => prefix.test(digits))?.[0] ?? "other";
}

export interface CardExpiry {
  month: number;
  year: number;
}

/** "MM/YY" as printed on the card. */
export function parseCardExpiry(text: string): CardExpiry | null {
  const m = /^(0[1-9]|1[0-2])\/(\d\d)$/.exec(text.trim());
  return m ? { month: Number(m[1]), year: 2000 + Number(m[2]) } : null;
}

/** A card is good through the last day of its expiry month. UTC, so the answer is the same on every server. */
export function isCardExpired(expiry: CardExpiry, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}
