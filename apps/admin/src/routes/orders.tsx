import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { orderListQueryOptions, statusBoardQueryOptions } from "../lib/orders.ts";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { ErrorNotice, Loading } from "../components/ui/Notice.tsx";
import { Pagination } from "../components/ui/Pagination.tsx";
import { SelectField } from "../components/ui/Field.tsx";
import { StatusTiles } from "../components/dashboard/StatusTiles.tsx";
import { OrderFilters } from "../components/orders/OrderFilters.tsx";
import { OrdersTable } from "../components/orders/OrdersTable.tsx";

const route = getRouteApi("/signed-in/shell/orders");
const PAGE_SIZES = [25, 50, 100] as const;

export default function OrdersScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const orders = useQuery(orderListQueryOptions(search));
  const board = useQuery(statusBoardQueryOptions);
  const { page, pageSize, sort, ...filters } = search;

  return (
    <>
      <PageHeader title="Orders" documentTitle={search.status ? `Orders · status ${search.status}` : "Orders"} />
      {board.data ? <StatusTiles statuses={board.data.statuses} heading="Items per status" current={search.status} hideEmpty /> : null}
      <ErrorNotice error={board.error} className="mb-4" />
      <div className="mt-6">
        <OrderFilters
          value={filters}
          onApply={(next) => navigate({ search: { ...next, sort, pageSize, page: 1 } })}
          onClear={() => navigate({ search: { sort, pageSize } })}
        />
      </div>
      <ErrorNotice error={orders.error} className="mb-4" />
      {orders.data ? (
        <>
          <OrdersTable rows={orders.data.orders} sort={sort} onSort={(next) => navigate({ search: (prev) => ({ ...prev, sort: next, page: 1 }) })} busy={orders.isPlaceholderData} />
          <div className="flex flex-wrap items-end justify-between gap-4">
            <Pagination
              page={page}
              pageSize={pageSize}
              total={orders.data.total}
              capped={orders.data.totalCapped}
              rowsOnPage={orders.data.orders.length}
              noun="orders"
              onPageChange={(next) => navigate({ search: (prev) => ({ ...prev, page: next }) })} />
            <SelectField label="Rows per page" className="w-32" value={pageSize} onChange={(e) => navigate({ search: (prev) => ({ ...prev, pageSize: Number(e.target.value), page: 1 }) })}>
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </SelectField>
          </div>
        </>
      ) : orders.isPending ? (
        <Loading label="Loading orders…" />
      ) : null}
    </>
  );
}
