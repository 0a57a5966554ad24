import { SiteLink } from "../ui/SiteLink.tsx";
import { listingSearch, SORT_OPTIONS, type ListingState } from "@petsies/domain";

/**
 * Sort options of spec §9, kept in the route query (spec §2) as plain links; filters are kept, paging restarts.
 * Not prefetched: each is this whole page again, and fetching and reading every sort and filter of a category at
 * once cost a phone about a second of its main thread on opening the page (Lighthouse, issue 18).
 */
export function SortLinks({ path, state }: { path: string; state: ListingState }) {
  return (
    <nav aria-label="Sort products" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-semibold">Sort by:</span>
      {SORT_OPTIONS.map((option) => {
        const current = option.key === state.sort;
        return (
          <SiteLink
            key={option.key}
            href={path + listingSearch({ ...state, sort: option.key, page: 1 })}
            aria-current={current ? "page" : undefined}
            keepScroll
            className={current ? CHIP_ON : CHIP_OFF}
          >
            {option.label}
          </SiteLink>
        );
      })}
    </nav>
  );
}

export const CHIP_ON = "rounded-full bg-ink px-3 py-1.5 font-semibold text-white no-underline";
export const CHIP_OFF = "rounded-full border border-sand bg-white px-3 py-1.5 text-ink no-underline hover:border-brand";
