import type { Metadata } from "next";
import { SiteLink } from "../../../components/ui/SiteLink.tsx";
import { isSearchLongEnough, isSearchTooLong, nextPageStart, parsePage, SEARCH_PAGE_SIZE, searchMessages } from "@petsies/domain";
import { ProductGrid } from "../../../components/catalog/ProductGrid.tsx";
import { getActiveCurrency } from "../../../lib/currency.ts";
import { searchProducts, searchTextOf } from "../../../lib/search.ts";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const text = searchTextOf((await searchParams).q);
  return {
    // React and Next escape the text; it is never written as raw HTML.
    title: text ? `Search results for “${text}”` : "Search",
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ searchParams }: Props) {
  const [query, active] = await Promise.all([searchParams, getActiveCurrency()]);
  const text = searchTextOf(query.q);
  const page = parsePage(query.page);
  const longEnough = isSearchLongEnough(text);
  // A link may carry any length; the API searches up to SEARCH_MAX_LENGTH characters and refuses more.
  const tooLong = isSearchTooLong(text);
  const result = longEnough && !tooLong ? await searchProducts(text, page) : null;
  const more = result !== null && nextPageStart((page - 1) * SEARCH_PAGE_SIZE, result.total, SEARCH_PAGE_SIZE) !== null;

  return (
    <div className="mx-auto max-w-[1272px] space-y-6 px-4 py-8 lg:px-6 lg:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight lg:text-5xl">
        {text ? `Search results for “${text}”` : "Search"}
      </h1>
      {!longEnough || tooLong ? (
        <p className="rounded-xl border border-sand bg-white p-4 font-semibold">{tooLong ? searchMessages.tooLong : searchMessages.tooShort}</p>
      ) : result && result.items.length > 0 ? (
        <>
          <p className="text-sm text-muted">
            Showing {result.items.length} of {result.total} {result.total === 1 ? "product" : "products"}
          </p>
          <ProductGrid products={result.items} active={active} listName="Search results" />
          {more && (
            <div className="flex justify-center">
              <SiteLink
                href={`/search/?${new URLSearchParams({ q: text, page: String(page + 1) })}`}
                keepScroll
                className="rounded-full bg-brand px-6 py-3 font-semibold text-white no-underline hover:bg-brand-dark"
              >
                Load more
              </SiteLink>
            </div>
          )}
        </>
      ) : (
        <p className="rounded-xl border border-sand bg-white p-4 font-semibold">{searchMessages.noResults}</p>
      )}
    </div>
  );
}
