"use client";

import { useState, useTransition, type ChangeEvent } from "react";
import { useRouter } from "next/navigation";
import { CURRENCY_COOKIE } from "@petsies/domain";

const ONE_YEAR_S = 60 * 60 * 24 * 365;

/**
 * Saves the choice in a cookie and re-renders the server components, which format every price. On narrow
 * screens the closed select would cut its label ("USD (US Dollar)") to "US…", so the code is drawn over it
 * and the real select lies transparent on top: it is still the control a tap, a keyboard or a screen reader
 * meets, and the open list shows the full labels.
 */
export function CurrencySelect({ options, value }: { options: { code: string; label: string }[]; value: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [code, setCode] = useState(value);

  const onChange = (e: ChangeEvent<HTMLSelectElement>) => {
    setCode(e.target.value);
    document.cookie = `${CURRENCY_COOKIE}=${encodeURIComponent(e.target.value)}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`;
    startTransition(() => router.refresh());
  };

  return (
    <div className="relative h-10 rounded-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand lg:has-[:focus-visible]:outline-none">
      <label htmlFor="currency-select" className="sr-only">
        Currency
      </label>
      <span
        aria-hidden="true"
        data-testid="currency-code"
        className="flex h-10 items-center gap-0.5 rounded-md border border-sand bg-white px-2 text-sm font-semibold text-ink lg:hidden"
      >
        {code}
        <svg viewBox="0 0 12 12" className="size-3" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M3 4.5 6 7.5 9 4.5" />
        </svg>
      </span>
      <select
        id="currency-select"
        defaultValue={value}
        onChange={onChange}
        aria-busy={pending}
        className="absolute inset-0 h-10 w-full cursor-pointer rounded-md border border-sand bg-white text-sm text-ink opacity-0 lg:static lg:w-auto lg:px-2 lg:opacity-100"
      >
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
