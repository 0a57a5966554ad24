"use client";

import { useId, useState, type FormEvent } from "react";
import { FIELD_LIMITS, maskGiftCardCode } from "@petsies/domain";
import { applyGiftCard, removeGiftCard } from "../../lib/cart/store.ts";
import type { AppliedGiftCard } from "../../lib/cart/types.ts";
import { money, type ActiveCurrency } from "../../lib/money.ts";
import { SCRIPT_FORM } from "../../lib/script-form.ts";

const EMPTY_CODE = "Enter a gift card code.";

/** Apply gift cards, list the applied ones (masked code and value) and remove them. */
export function GiftCardForm({ giftCards, processing, active }: { giftCards: AppliedGiftCard[]; processing: boolean; active: ActiveCurrency }) {
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) {
      setError(EMPTY_CODE);
      return;
    }
    const answer = await applyGiftCard(code);
    setError(answer.ok ? null : answer.message);
    if (answer.ok) setCode("");
  };

  const onRemove = async (card: string) => {
    const answer = await removeGiftCard(card);
    setError(answer.ok ? null : answer.message);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h3 id={`${id}-title`} className="font-bold">
        Gift card
      </h3>
      <div role="status">
      <ul aria-label="Applied gift cards" className="space-y-2">
        {giftCards.map((card) => {
          const masked = maskGiftCardCode(card.code);
          return (
            <li key={card.code} className="flex items-center justify-between gap-3 rounded-lg bg-sand/60 px-3 py-2">
              <span>
                <span className="font-mono">{masked}</span> · {money(card.value, active)}
              </span>
              <button
                type="button"
                onClick={() => onRemove(card.code)}
                disabled={processing}
                aria-label={`Remove gift card ${masked}`}
                className="text-sm font-semibold text-brand underline underline-offset-2"
              >
                Remove
              </button>
            </li>
          );
        })}
      </ul>
      </div>
      <form {...SCRIPT_FORM} onSubmit={onSubmit} className="space-y-1">
        <label htmlFor={`${id}-code`} className="sr-only">
          Gift card code
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-code`}
            name="giftcard"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={FIELD_LIMITS.code}
            placeholder="Gift card code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
            className="h-11 min-w-0 flex-1 rounded-lg border border-sand bg-white px-3 aria-invalid:border-sale"
          />
          <button
            type="submit"
            disabled={processing}
            className="rounded-full bg-ink px-5 font-semibold text-white hover:bg-cocoa disabled:opacity-60"
          >
            Apply
          </button>
        </div>
      </form>
      <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-sale">
        {error}
      </p>
    </section>
  );
}
