import type { FormEventHandler, ReactNode } from "react";
import { Button } from "./Button.tsx";

/**
 * A list's filter bar: its fields in one wrapping row, then Search and Clear. The list keeps what is applied in
 * its URL (the route's search), so the form only reports it: `onSubmit` with the checked values, `onClear` to
 * drop them all.
 */
export function SearchForm({
  label,
  onSubmit,
  onClear,
  submitLabel = "Search",
  clearLabel = "Clear",
  children,
}: {
  /** What the search finds, for assistive technology: "Find coupons". */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClear: () => void;
  submitLabel?: string;
  clearLabel?: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate role="search" aria-label={label} className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
      {children}
      <div className="flex gap-2 pb-5">
        <Button type="submit" variant="primary">
          {submitLabel}
        </Button>
        <Button onClick={onClear}>{clearLabel}</Button>
      </div>
    </form>
  );
}
