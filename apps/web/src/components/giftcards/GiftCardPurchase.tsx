"use client";

import { useId, useState, type FormEvent } from "react";
import {
  BASE_CURRENCY,
  FIELD_LIMITS,
  GIFT_CARD_FIELD_MAX,
  giftCardOptionsOf,
  imageUrl,
  validateGiftCardForm,
  type GiftCardAmounts,
  type GiftCardForm,
  type GiftCardFormErrors,
} from "@petsies/domain";
import { addToCartFromForm } from "../../lib/cart/store.ts";
import { placeRefusal } from "../../lib/field-errors.ts";
import { revealBelowHeader } from "../../lib/focus-first-error.ts";
import { notify } from "../../lib/notifications/store.ts";
import { money, type ActiveCurrency } from "../../lib/money.ts";
import { INPUT } from "../ui/Field.tsx";
import type { GiftCardTemplate } from "@petsies/contract";
import { SCRIPT_FORM } from "../../lib/script-form.ts";

/** A design as GET /api/giftcards/templates answers it (packages/contract). */
export type { GiftCardTemplate };

const FIELD_ORDER: (keyof GiftCardForm)[] = ["amountChoice", "customAmount", "senderName", "recipientName", "recipientEmail", "message"];

/** The cart's request paths of the card's options → this form's fields. */
const OPTION = "cartItem.giftcard_options";
const INPUTS: Record<string, keyof GiftCardForm> = {
  [`${OPTION}.customer_name`]: "senderName",
  [`${OPTION}.recipient_name`]: "recipientName",
  [`${OPTION}.recipient_email`]: "recipientEmail",
  [`${OPTION}.message`]: "message",
};

/**
 * /giftcards/ (am_gift_card) and every other gift card product's page: choose an e-mailed or a posted card, a
 * design, an amount (a fixed one or your own within the limits), who it is from and for, and a message; added to
 * the cart as that product with its options, which the cart prices on the server from the product's own amounts. Amounts are in the base currency (USD), shown in the active one too.
 */
export function GiftCardPurchase({
  sku,
  productName,
  image,
  amounts,
  templates,
  active,
}: {
  /** The gift card product bought (am_gift_card on /giftcards/). */
  sku: string;
  productName: string;
  image: string;
  amounts: GiftCardAmounts;
  templates: GiftCardTemplate[];
  active: ActiveCurrency;
}) {
  const id = useId();
  const [form, setForm] = useState<GiftCardForm>({
    type: "virtual",
    templateId: templates[0]?.id ?? null,
    amountChoice: amounts.fixed.includes(50) ? "50" : String(amounts.fixed[0] ?? "custom"),
    customAmount: "",
    senderName: "",
    recipientName: "",
    recipientEmail: "",
    message: "",
  });
  const [errors, setErrors] = useState<GiftCardFormErrors>({});
  const [adding, setAdding] = useState(false);
  const set = <K extends keyof GiftCardForm>(key: K, value: GiftCardForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const usdNote = active.currency.code !== BASE_CURRENCY;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (adding) return;
    const found = validateGiftCardForm(form, amounts);
    setErrors(found);
    if (revealFirstError(found)) return;
    const options = giftCardOptionsOf(form);
    setAdding(true);
    try {
      const added = await addToCartFromForm({
        sku,
        parentSku: sku,
        name: productName,
        price: options.amount,
        thumbnail: imageUrl(image, "cartThumbnail"),
        type_id: "virtual",
        giftcard_options: options,
      });
      if (added.ok || !added.refusal) return;
      // The shop's refusal of a field shows at it; any other as a notice, like every add to the cart.
      const placed = placeRefusal(added.refusal, INPUTS);
      setErrors(placed.errors);
      if (placed.message) notify({ type: "danger", message: placed.message });
      else revealFirstError(placed.errors);
    } finally {
      setAdding(false);
    }
  };

  /** Brings the first field in error below the header and focuses it; false when there is none. */
  const revealFirstError = (found: GiftCardFormErrors): boolean => {
    const first = FIELD_ORDER.find((f) => found[f]);
    if (!first) return false;
    const field = document.getElementById(first === "amountChoice" ? `${id}-amount-first` : `${id}-${first}`);
    // The amount's first radio sits inside its group: the group's top (its legend) is what must show.
    const shown = first === "amountChoice" ? (field?.closest("fieldset") ?? field) : field;
    if (field && shown) revealBelowHeader(shown, field);
    return true;
  };

  const errorOf = (field: keyof GiftCardForm) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className="text-sm font-semibold text-sale">
        {errors[field]}
      </p>
    );
  const describe = (field: keyof GiftCardForm, hint?: string) => [errors[field] ? `${id}-${field}-error` : null, hint ?? null].filter(Boolean).join(" ") || undefined;
  const invalid = (field: keyof GiftCardForm) => (errors[field] ? true : undefined);

  return (
    <form {...SCRIPT_FORM} onSubmit={onSubmit} className="flex flex-col gap-6" data-testid="gift-card-form">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">How should it arrive?</legend>
        {(
          [
            ["virtual", "By e-mail", "We e-mail the card and its code to the recipient as soon as you order."],
            ["physical", "By post", "We post a printed card with your message to your shipping address."],
          ] as const
        ).map(([value, label, hint]) => (
          <label key={value} className="flex items-start gap-3 rounded-xl border-2 border-sand bg-white p-3 has-checked:border-brand">
            <input type="radio" name="type" value={value} checked={form.type === value} onChange={() => set("type", value)} className="mt-1 size-5 accent-brand" />
            <span>
              <span className="block font-semibold">{label}</span>
              <span className="text-sm text-muted">{hint}</span>
            </span>
          </label>
        ))}
      </fieldset>

      {templates.length > 0 && (
        <fieldset>
          <legend className="mb-2 font-semibold">Design</legend>
          <div className="flex flex-wrap gap-3">
            {templates.map((t) => (
              <label key={t.id} className="flex cursor-pointer flex-col items-center gap-1 rounded-xl border-2 border-sand p-2 has-checked:border-brand has-focus-visible:outline-2">
                <input type="radio" name="template" value={t.id} checked={form.templateId === t.id} onChange={() => set("templateId", t.id)} className="sr-only" />
                <img src={t.backgroundImage} alt="" width={150} height={67} className="rounded-md" />
                <span className="text-sm font-semibold">{t.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <fieldset aria-describedby={describe("amountChoice")}>
        <legend className="mb-2 font-semibold">Amount</legend>
        <div className="flex flex-wrap gap-2">
          {[...amounts.fixed.map(String), ...(amounts.open ? ["custom"] : [])].map((value, i) => (
            <label key={value} className="cursor-pointer rounded-full border-2 border-sand bg-white px-4 py-2 font-semibold has-checked:border-brand has-checked:bg-sand has-focus-visible:outline-2">
              <input
                id={i === 0 ? `${id}-amount-first` : undefined}
                type="radio"
                name="amount"
                value={value}
                checked={form.amountChoice === value}
                onChange={() => set("amountChoice", value)}
                className="sr-only"
              />
              {value === "custom" ? "Other amount" : `$${value}`}
            </label>
          ))}
        </div>
        {errorOf("amountChoice")}
      </fieldset>

      {form.amountChoice === "custom" && amounts.open && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-customAmount`} className="font-semibold">
            Your amount in US dollars
          </label>
          <input
            id={`${id}-customAmount`}
            inputMode="decimal"
            value={form.customAmount}
            onChange={(e) => set("customAmount", e.target.value)}
            aria-invalid={invalid("customAmount")}
            aria-describedby={describe("customAmount", `${id}-customAmount-hint`)}
            className={`${INPUT} max-w-40`}
          />
          <p id={`${id}-customAmount-hint`} className="text-sm text-muted">
            From ${amounts.open.min} to ${amounts.open.max}.
          </p>
          {errorOf("customAmount")}
        </div>
      )}

      {(
        [
          ["senderName", "Your name", "text", GIFT_CARD_FIELD_MAX.name, true],
          ["recipientName", "Recipient's name", "text", GIFT_CARD_FIELD_MAX.name, true],
          ["recipientEmail", "Recipient's e-mail address", "email", FIELD_LIMITS.email, form.type === "virtual"],
        ] as const
      ).map(
        ([field, label, type, max, shown]) =>
          shown && (
            <div key={field} className="flex flex-col gap-1">
              <label htmlFor={`${id}-${field}`} className="font-semibold">
                {label}
              </label>
              <input
                id={`${id}-${field}`}
                type={type}
                autoComplete={field === "senderName" ? "name" : "off"}
                maxLength={max}
                value={form[field]}
                onChange={(e) => set(field, e.target.value)}
                aria-invalid={invalid(field)}
                aria-describedby={describe(field)}
                className={INPUT}
              />
              {errorOf(field)}
            </div>
          ),
      )}

      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-message`} className="font-semibold">
          Message <span className="font-normal text-muted">(optional)</span>
        </label>
        <textarea
          id={`${id}-message`}
          rows={4}
          maxLength={GIFT_CARD_FIELD_MAX.message}
          value={form.message}
          onChange={(e) => set("message", e.target.value)}
          aria-invalid={invalid("message")}
          aria-describedby={describe("message", `${id}-message-hint`)}
          className={`${INPUT} h-auto py-2`}
        />
        <p id={`${id}-message-hint`} className="text-sm text-muted">
          {GIFT_CARD_FIELD_MAX.message - form.message.length} characters left.
        </p>
        {errorOf("message")}
      </div>

      <button
        type="submit"
        aria-busy={adding}
        className="h-12 self-start rounded-full bg-brand px-8 text-lg font-semibold text-white hover:bg-brand-dark"
      >
        {adding ? "Adding…" : "Add gift card to cart"}
      </button>
      {usdNote && <p className="text-sm text-muted">Gift cards are sold and kept in US dollars. {money(1, active)} is about $1.</p>}
    </form>
  );
}
