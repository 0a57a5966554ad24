"use client";

import Form from "next/form";
import Link from "next/link";
import { useEffect, useId, useState } from "react";
import {
  isSearchLongEnough,
  normaliseSearchText,
  productLink,
  QUICK_SEARCH_DEBOUNCE_MS,
  searchMessages,
  searchPagePath,
  type CatalogResult,
  type Product,
} from "@petsies/domain";
import { apiCall, withQuery } from "../../lib/api-call.ts";
import { payablePrice, type ActiveCurrency } from "../../lib/money.ts";
import { useShopperActive } from "../../lib/promotions/shopper-campaign.ts";
import { useHeaderPanel } from "../../lib/use-header-panel.ts";
import { CloseIcon, SearchIcon } from "../ui/icons.tsx";
import { ResponsiveImage } from "../ui/ResponsiveImage.tsx";

const DIALOG_ID = "search-panel";

type QuickResults =
  | { state: "idle" }
  | { state: "loading" }
  | { state: "done"; text: string; items: Product[]; total: number }
  | { state: "failed" };

/** Quick results for a query; an unreachable API reads as no results, as a failing search does (spec §8). */
async function fetchQuickResults(text: string, signal: AbortSignal): Promise<CatalogResult<Product>> {
  const answer = await apiCall<CatalogResult<Product>>("GET", withQuery("/api/catalog/search/quick", { q: text }), undefined, { signal });
  if (!answer.ok) throw new Error(answer.message);
  return answer.value;
}

/**
 * The header's search button and panel. A modal <dialog> (like the mobile menu) gives focus containment,
 * Escape and an inert page; the form is a plain GET to /search/, so Enter works even before hydration.
 * From 3 characters on, quick results follow the typing, debounced.
 */
export function SearchPanel({ active: pageActive }: { active: ActiveCurrency }) {
  // The shopper's campaign prices the suggestions, as it does every tag (lib/promotions/shopper-campaign.ts).
  const active = useShopperActive(pageActive);
  const { open, dialogRef, buttonRef, show, close, onClose, onDialogClick } = useHeaderPanel("search");
  const [text, setText] = useState("");
  const [results, setResults] = useState<QuickResults>({ state: "idle" });
  const statusId = useId();

  const query = normaliseSearchText(text);
  const searchable = isSearchLongEnough(query);

  useEffect(() => {
    if (!open || !searchable) {
      setResults({ state: "idle" });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setResults((r) => (r.state === "done" ? r : { state: "loading" }));
      fetchQuickResults(query, controller.signal).then(
        (r) => setResults({ state: "done", text: query, items: r.items, total: r.total }),
        () => !controller.signal.aborted && setResults({ state: "failed" }),
      );
    }, QUICK_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, query, searchable]);

  const status = !searchable
    ? query.length > 0
      ? searchMessages.tooShort
      : ""
    : results.state === "done"
      ? results.total === 0
        ? searchMessages.noResults
        : `${results.total} ${results.total === 1 ? "product" : "products"} found`
      : results.state === "failed"
        ? searchMessages.noResults
        : "";

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Search"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={DIALOG_ID}
        onClick={show}
        className="flex size-10 items-center justify-center rounded-full text-ink hover:bg-sand sm:size-11"
      >
        <SearchIcon />
      </button>
      <dialog
        id={DIALOG_ID}
        ref={dialogRef}
        aria-label="Search"
        onClose={onClose}
        onClick={onDialogClick}
        className="fixed inset-x-0 top-0 m-0 max-h-dvh w-full max-w-none overflow-y-auto bg-white p-0 text-ink shadow-xl"
      >
        <div className="mx-auto max-w-[1272px] space-y-3 px-4 py-4 lg:px-6">
          <Form action="/search/" prefetch={false} role="search" onSubmit={close} className="flex items-center gap-2">
            <label htmlFor="search-panel-input" className="sr-only">
              Search products
            </label>
            <input
              id="search-panel-input"
              name="q"
              type="search"
              autoFocus
              autoComplete="off"
              enterKeyHint="search"
              maxLength={200}
              placeholder="Search products"
              aria-describedby={statusId}
              value={text}
              onChange={(e) => setText(e.target.value)}
              className="h-11 min-w-0 flex-1 rounded-full border border-sand bg-white px-4 text-base"
            />
            <button
              type="submit"
              aria-label="Show all results"
              className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-white hover:bg-brand-dark"
            >
              <SearchIcon />
            </button>
            <button
              type="button"
              aria-label="Close search"
              onClick={close}
              className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-sand"
            >
              <CloseIcon />
            </button>
          </Form>
          <p id={statusId} role="status" className="min-h-5 px-4 text-sm text-muted">
            {status}
          </p>
          {searchable && results.state === "done" && results.items.length > 0 && (
            <>
              <ul aria-label="Quick results" className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {results.items.map((p) => (
                  <li key={p.sku}>
                    <Link
                      href={productLink(p)}
                      prefetch={false}
                      className="flex items-center gap-3 rounded-xl p-2 text-ink no-underline hover:bg-sand"
                    >
                      {/* 80×120 drawn at 40×60 CSS pixels: sharp on 2x screens, tiny on the wire. */}
                      <ResponsiveImage
                        src={p.thumbnail || p.image}
                        alt=""
                        variant="searchThumbnail"
                        className="h-[60px] w-10 shrink-0 rounded bg-sand object-cover"
                      />
                      <span className="min-w-0 flex-1">
                        <span className="line-clamp-2 font-semibold break-words">{p.name}</span>
                        <span className="text-sm">{payablePrice(p, active)}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              <Link
                href={searchPagePath(results.text)}
                prefetch={false}
                className="inline-block px-2 font-semibold text-brand"
              >
                See all results
              </Link>
            </>
          )}
        </div>
      </dialog>
    </>
  );
}
