import type { Metadata } from "next";
import { SiteLink } from "../../../../components/ui/SiteLink.tsx";
import { notFound } from "next/navigation";
import { categoryPath, listingSearch, messages, nextPageStart, parseListingQuery, LISTING_PAGE_SIZE } from "@petsies/domain";
import { ListingFilters } from "../../../../components/catalog/ListingFilters.tsx";
import { ProductGrid } from "../../../../components/catalog/ProductGrid.tsx";
import { SortLinks } from "../../../../components/catalog/SortLinks.tsx";
import { findCategory, getCategoryBySlug, getCategoryProducts, getCategoryTree } from "../../../../lib/catalog.ts";
import { getActiveCurrency } from "../../../../lib/currency.ts";
import { NOT_FOUND_METADATA } from "../../../../lib/page-metadata.ts";
import { paragraphs, summary } from "../../../../lib/text.ts";

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = await getCategoryBySlug((await params).slug);
  if (!category) return NOT_FOUND_METADATA;
  return {
    title: category.name,
    description: summary(category.description) ?? `Shop ${category.name}: custom, handmade gifts for pet lovers by Petsies.`,
    alternates: { canonical: categoryPath(category) },
  };
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const [category, query, active, tree] = await Promise.all([
    params.then((p) => getCategoryBySlug(p.slug)),
    searchParams,
    getActiveCurrency(),
    getCategoryTree(),
  ]);
  if (!category) notFound();
  const state = parseListingQuery(query);
  const result = await getCategoryProducts(category.id, state, active.currency.code);
  const path = categoryPath(category);
  const subcategories = (findCategory(tree, category.id)?.children_data ?? []).filter((c) => c.is_active);
  const shownStart = (state.page - 1) * LISTING_PAGE_SIZE;
  const more = nextPageStart(shownStart, result.total) !== null;
  const filtered = Object.keys(state.filters).length > 0;

  return (
    <div className="mx-auto max-w-[1272px] space-y-6 px-4 py-8 lg:px-6 lg:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight lg:text-5xl">{category.name}</h1>
      {paragraphs(category.description).map((text, i) => (
        <p key={i} className="max-w-prose text-lg text-muted">
          {text}
        </p>
      ))}
      {subcategories.length > 0 && (
        <nav aria-label={`Shop ${category.name} by type`}>
          <ul className="flex flex-wrap gap-3">
            {subcategories.map((sub) => (
              <li key={sub.id}>
                <SiteLink
                  href={categoryPath(sub)}
                  className="inline-block rounded-full border-2 border-brand px-5 py-2.5 font-semibold text-brand no-underline hover:bg-sand"
                >
                  {sub.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {(result.total > 1 || filtered) && (
        <div className="space-y-3">
          <SortLinks path={path} state={state} />
          <ListingFilters path={path} state={state} result={result} subcategories={subcategories} active={active} />
        </div>
      )}
      {result.items.length > 0 ? (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            Showing {result.items.length} of {result.total} {result.total === 1 ? "product" : "products"}
          </p>
          <ProductGrid products={result.items} active={active} listName={category.name} />
        </>
      ) : (
        // A category that only groups others (Blankets) lists them above instead.
        subcategories.length === 0 && <p className="rounded-xl border border-sand bg-white p-4 font-semibold">{messages.emptyCategory}</p>
      )}
      {more && (
        <div className="flex justify-center">
          <SiteLink
            href={path + listingSearch({ ...state, page: state.page + 1 })}
            keepScroll
            className="rounded-full bg-brand px-6 py-3 font-semibold text-white no-underline hover:bg-brand-dark"
          >
            Load more
          </SiteLink>
        </div>
      )}
    </div>
  );
}
