import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link, useRouterState } from "@tanstack/react-router";
import { productChoicesQueryOptions, productListQueryOptions } from "../lib/products.ts";
import { isOwner, useSession } from "../lib/session.ts";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { buttonClass } from "../components/ui/Button.tsx";
import { SelectField } from "../components/ui/Field.tsx";
import { ErrorNotice, Loading, Notice } from "../components/ui/Notice.tsx";
import { Pagination } from "../components/ui/Pagination.tsx";
import { ProductFilters } from "../components/products/ProductFilters.tsx";
import { ProductsTable } from "../components/products/ProductsTable.tsx";

const route = getRouteApi("/signed-in/shell/products");
const PAGE_SIZES = [25, 50, 100] as const;

export default function ProductsScreen() {
  const { staff } = useSession();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const products = useQuery(productListQueryOptions(search));
  const choices = useQuery(productChoicesQueryOptions);
  const notice = useRouterState({ select: (state) => state.location.state.notice });
  const { page, pageSize, sort, ...filters } = search;

  return (
    <>
      <PageHeader title="Products" documentTitle={search.q ? `Products · ${search.q}` : "Products"}>
        {isOwner(staff.role) ? (
          <>
            <Link to="/products/import" className={buttonClass()}>
              Import / export
            </Link>
            <Link to="/products/new" className={buttonClass("primary")}>
              New product
            </Link>
          </>
        ) : null}
      </PageHeader>
      {notice ? (
        <Notice tone="success" className="mb-4">
          {notice}
        </Notice>
      ) : null}
      <ProductFilters
        value={filters}
        categories={choices.data?.categoryChoices ?? []}
        onApply={(next) => navigate({ search: { ...next, sort, pageSize, page: 1 } })}
        onClear={() => navigate({ search: { sort, pageSize } })}
      />
      <ErrorNotice error={products.error ?? choices.error} className="mb-4" />
      {products.data ? (
        <>
          <ProductsTable rows={products.data.products} sort={sort} onSort={(next) => navigate({ search: (prev) => ({ ...prev, sort: next, page: 1 }) })} busy={products.isPlaceholderData} />
          <div className="flex flex-wrap items-end justify-between gap-4">
            <Pagination page={page} pageSize={pageSize} total={products.data.total} noun="products" onPageChange={(next) => navigate({ search: (prev) => ({ ...prev, page: next }) })} />
            <SelectField label="Rows per page" className="w-32" value={pageSize} onChange={(e) => navigate({ search: (prev) => ({ ...prev, pageSize: Number(e.target.value), page: 1 }) })}>
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </SelectField>
          </div>
        </>
      ) : products.isPending ? (
        <Loading label="Loading products…" />
      ) : null}
    </>
  );
}
