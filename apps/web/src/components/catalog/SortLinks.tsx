import Link from "next/link";
import { CATEGORY_SORTS, type CategorySort } from "../../lib/catalog.ts";

const LABELS: Record<CategorySort, string> = {
  "updated_at:desc": "Latest",
  "final_price:asc": "Price: Low to high",
  "final_price:desc": "Price: High to low",
};

/** Sort options of spec §9, kept in the query (spec §2) as plain links. */
export function SortLinks({ path, current }: { path: string; current: CategorySort }) {
  return (
    <nav aria-label="Sort products" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-semibold">Sort by:</span>
      {CATEGORY_SORTS.map((sort, i) => (
        <Link
          key={sort}
          href={i === 0 ? path : `${path}?sort=${sort}`}
          aria-current={sort === current ? "page" : undefined}
          scroll={false}
          className={
            sort === current
              ? "rounded-full bg-ink px-3 py-1.5 font-semibold text-white no-underline"
              : "rounded-full border border-sand bg-white px-3 py-1.5 text-ink no-underline hover:border-brand"
          }
        >
          {LABELS[sort]}
        </Link>
      ))}
    </nav>
  );
}
