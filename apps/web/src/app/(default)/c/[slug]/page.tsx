import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { categoryPath, messages } from "@petsies/domain";
import { ProductGrid } from "../../../../components/catalog/ProductGrid.tsx";
import { SortLinks } from "../../../../components/catalog/SortLinks.tsx";
import { CATEGORY_SORTS, getCategoryBySlug, getCategoryProducts, type CategorySort } from "../../../../lib/catalog.ts";
import { getActiveCurrency } from "../../../../lib/currency.ts";
import { NOT_FOUND_METADATA } from "../../../../lib/page-metadata.ts";
import { paragraphs, summary } from "../../../../lib/text.ts";

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ sort?: string | string[] }>;
};

function sortFrom(value: string | string[] | undefined): CategorySort {
  return CATEGORY_SORTS.find((sort) => sort === value) ?? CATEGORY_SORTS[0];
}

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
  const [category, query] = await Promise.all([params.then((p) => getCategoryBySlug(p.slug)), searchParams]);
  if (!category) notFound();
  const sort = sortFrom(query.sort);
  const [result, active] = await Promise.all([getCategoryProducts(category.id, sort), getActiveCurrency()]);
  const path = categoryPath(category);

  return (
    <div className="mx-auto max-w-[1272px] space-y-6 px-4 py-8 lg:px-6 lg:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight lg:text-5xl">{category.name}</h1>
      {paragraphs(category.description).map((text, i) => (
        <p key={i} className="max-w-prose text-lg text-muted">
          {text}
        </p>
      ))}
      {result.items.length > 1 && <SortLinks path={path} current={sort} />}
      {result.items.length > 0 ? (
        <ProductGrid products={result.items} active={active} />
      ) : (
        <p className="rounded-xl border border-sand bg-white p-4 font-semibold">{messages.emptyCategory}</p>
      )}
    </div>
  );
}
