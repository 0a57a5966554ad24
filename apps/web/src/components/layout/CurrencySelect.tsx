"use client";

import { useTransition, type ChangeEvent } from "react";
import { useRouter } from "next/navigation";
import { CURRENCY_COOKIE } from "@petsies/domain";

const ONE_YEAR_S = 60 * 60 * 24 * 365;

/** Saves the choice in a cookie and re-renders the server components, which format every price. */
export function CurrencySelect({ options, value }: { options: { code: string; label: string }[]; value: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const onChange = (e: ChangeEvent<HTMLSelectElement>) => {
    document.cookie = `${CURRENCY_COOKIE}=${encodeURIComponent(e.target.value)}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`;
    startTransition(() => router.refresh());
  };

  return (
    <>
      <label htmlFor="currency-select" className="sr-only">
        Currency
      </label>
      <select
        id="currency-select"
        defaultValue={value}
        onChange={onChange}
        aria-busy={pending}
        className="h-10 w-[4.25rem] cursor-pointer truncate rounded-md border border-sand bg-white px-1 text-sm text-ink lg:w-auto lg:px-2"
      >
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.label}
          </option>
        ))}
      </select>
    </>
  );
}
