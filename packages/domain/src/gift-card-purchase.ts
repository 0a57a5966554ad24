/**
 * Buying a gift card (spec §3 "Gift card", reference facts "Gift cards"): the choices of the purchase form,
 * its checks, and the gift card code a purchase issues. The cart prices the card on the server from the
 * product's own amounts (am_giftcard_prices, am_open_amount_min/max), which the form reads too.
 */
import { GIFT_CARD_TYPE, type GiftcardOptions } from "./cart.ts";
import { isValidEmail } from "./validation.ts";

export interface GiftCardAmounts {
  fixed: number[];
  open: { min: number; max: number } | null;
}

/** The amounts a gift card product accepts, from its custom attributes. */
export function giftCardAmounts(attrs: Record<string, unknown>): GiftCardAmounts {
  const fixed = String(attrs.am_giftcard_prices ?? "")
    .split(",")
    .map((v) => Number(v.trim()))
    .filter((n) => Number.isFinite(n) && n > 0);
  const open =
    Number(attrs.am_allow_open_amount) === 1 ? { min: Number(attrs.am_open_amount_min ?? 0), max: Number(attrs.am_open_amount_max ?? 0) } : null;
  return { fixed, open: open && open.max >= open.min && open.max > 0 ? open : null };
}

/**
 * The custom attribute naming the designs (gift card templates) a gift card product offers, by id ("1,3"); left
 * out, it offers every design the shop offers (issue 13: owners choose them in the back office).
 */
export const GIFT_CARD_DESIGNS_ATTRIBUTE = "am_giftcard_templates";

/** The design ids a gift card product offers, or null for every design the shop offers. */
export function giftCardDesignIds(attrs: Record<string, unknown>): number[] | null {
  const raw = attrs[GIFT_CARD_DESIGNS_ATTRIBUTE];
  if (raw === undefined || raw === null) return null;
  return String(raw)
    .split(",")
    .map((v) => Number(v.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** The designs among the shop's that a gift card product offers, in the shop's order. */
export function offeredDesigns<T extends { id: number }>(designs: T[], attrs: Record<string, unknown>): T[] {
  const ids = giftCardDesignIds(attrs);
  return ids === null ? designs : designs.filter((d) => ids.includes(d.id));
}

export function isGiftCardAmountAllowed(amounts: GiftCardAmounts, amount: number): boolean {
  if (!Number.isFinite(amount) || amount <= 0 || Math.round(amount * 100) !== amount * 100) return false;
  if (amounts.fixed.includes(amount)) return true;
  return amounts.open !== null && amount >= amounts.open.min && amount <= amounts.open.max;
}

export const GIFT_CARD_FIELD_MAX = { name: 100, message: 500 } as const;

export interface GiftCardForm {
  type: "virtual" | "physical";
  templateId: number | null;
  /** A fixed amount chosen, or "custom". */
  amountChoice: string;
  customAmount: string;
  senderName: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
}

export type GiftCardFormErrors = Partial<Record<keyof GiftCardForm, string>>;

export function validateGiftCardForm(form: GiftCardForm, amounts: GiftCardAmounts): GiftCardFormErrors {
  const errors: GiftCardFormErrors = {};
  const amount = form.amountChoice === "custom" ? Number(form.customAmount.trim()) : Number(form.amountChoice);
  if (form.amountChoice === "") errors.amountChoice = "Choose an amount";
  else if (form.amountChoice === "custom" && form.customAmount.trim() === "") errors.customAmount = "Enter an amount";
  else if (!isGiftCardAmountAllowed(amounts, amount)) {
    const key = form.amountChoice === "custom" ? "customAmount" : "amountChoice";
    errors[key] = amounts.open ? `Enter a whole-cent amount from $${amounts.open.min} to $${amounts.open.max}` : "Choose an amount from the list";
  }
  if (form.senderName.trim() === "") errors.senderName = "Enter your name";
  else if (form.senderName.trim().length > GIFT_CARD_FIELD_MAX.name) errors.senderName = `At most ${GIFT_CARD_FIELD_MAX.name} characters`;
  if (form.recipientName.trim() === "") errors.recipientName = "Enter the recipient's name";
  else if (form.recipientName.trim().length > GIFT_CARD_FIELD_MAX.name) errors.recipientName = `At most ${GIFT_CARD_FIELD_MAX.name} characters`;
  if (form.type === "virtual") {
    if (form.recipientEmail.trim() === "") errors.recipientEmail = "Enter the recipient's e-mail address";
    else if (!isValidEmail(form.recipientEmail.trim())) errors.recipientEmail = "Please enter a valid e-mail address";
  }
  if (form.message.length > GIFT_CARD_FIELD_MAX.message) errors.message = `At most ${GIFT_CARD_FIELD_MAX.message} characters`;
  return errors;
}

/** The cart line's giftcard_options of a checked form. */
export function giftCardOptionsOf(form: GiftCardForm): GiftcardOptions {
  const amount = form.amountChoice === "custom" ? Number(form.customAmount.trim()) : Number(form.amountChoice);
  const virtual = form.type === "virtual";
  return {
    amount,
    ...(form.templateId !== null ? { giftcard_template_id: form.templateId } : {}),
    customer_name: form.senderName.trim(),
    recipient_name: form.recipientName.trim(),
    ...(virtual ? { recipient_email: form.recipientEmail.trim(), send_friend: true } : {}),
    ...(form.message.trim() !== "" ? { message: form.message.trim() } : {}),
    recipient_ship: !virtual,
  };
}

export function giftCardTypeOf(options: Pick<GiftcardOptions, "recipient_ship">): number {
  return options.recipient_ship ? GIFT_CARD_TYPE.physical : GIFT_CARD_TYPE.virtual;
}

/** Letters and digits that cannot be mistaken for each other when read aloud or typed (no 0/O, 1/I/L). */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const GIFT_CARD_CODE_GROUPS = 4;
const GROUP = 4;

/**
 * A gift card code from random bytes (one byte per character, at least 16): PETS-XXXX-XXXX-XXXX-XXXX.
 * 16 characters of a 31-letter alphabet are about 79 bits: not guessable, and guessing is rate-limited too.
 * Bytes at or above the largest multiple of the alphabet size are skipped so every letter is equally likely.
 */
export function giftCardCodeFrom(bytes: Uint8Array): string | null {
  const limit = 256 - (256 % CODE_ALPHABET.length);
  const chars: string[] = [];
  for (const b of bytes) {
    if (b >= limit) continue;
    chars.push(CODE_ALPHABET[b % CODE_ALPHABET.length]!);
    if (chars.length === GIFT_CARD_CODE_GROUPS * GROUP) break;
  }
  if (chars.length < GIFT_CARD_CODE_GROUPS * GROUP) return null;
  const groups = Array.from({ length: GIFT_CARD_CODE_GROUPS }, (_, i) => chars.slice(i * GROUP, (i + 1) * GROUP).join(""));
  return ["PETS", ...groups].join("-");
}
