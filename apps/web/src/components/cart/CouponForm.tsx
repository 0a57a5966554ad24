"use client";

import { FIELD_LIMITS } from "@petsies/domain";
import { useId, useState, type FormEvent } from "react";
import { applyCoupon, removeCoupon } from "../../lib/cart/store.ts";
import { SCRIPT_FORM } from "../../lib/script-form.ts";

const EMPTY_CODE = "Enter a discount code.";

/** Apply or remove the cart's coupon; the server's message shows at the field when it refuses. */
export function CouponForm({ couponCode, processing }: { couponCode: string | null; processing: boolean }) {
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) {
      setError(EMPTY_CODE);
      return;
    }
    const answer = await applyCoupon(code);
    setError(answer.ok ? null : answer.message);
    if (answer.ok) setCode("");
  };

  const onRemove = async () => {
    const answer = await removeCoupon();
    setError(answer.ok ? null : answer.message);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h3 id={`${id}-title`} className="font-bold">
        Discount code
      </h3>
      <div role="status">
        {couponCode && (
          <p className="flex items-center justify-between gap-3 rounded-lg bg-sand/60 px-3 py-2">
            <span>
              Coupon <strong>{couponCode}</strong> applied
            </span>
            <button
              type="button"
              onClick={onRemove}
              disabled={processing}
              className="shrink-0 text-sm font-semibold text-brand underline underline-offset-2"
            >
              Remove coupon
            </button>
          </p>
        )}
      </div>
      {!couponCode && (
        <form {...SCRIPT_FORM} onSubmit={onSubmit} className="space-y-1">
          <label htmlFor={`${id}-code`} className="sr-only">
            Discount code
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-code`}
              name="coupon"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={FIELD_LIMITS.code}
              placeholder="Discount code"
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
      )}
      <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-sale">
        {error}
      </p>
    </section>
  );
}
