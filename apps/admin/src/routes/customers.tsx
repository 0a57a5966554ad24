import { useQuery } from "@tanstack/react-query";
import { getRouteApi, useRouterState } from "@tanstack/react-router";
import { customerListQueryOptions } from "../lib/customers.ts";
import { CustomerServiceOnly } from "../components/layout/CustomerServiceOnly.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { ErrorNotice, Loading, Notice } from "../components/ui/Notice.tsx";
import { Pagination } from "../components/ui/Pagination.tsx";
import { CustomerSearch } from "../components/customers/CustomerSearch.tsx";
import { CustomersTable } from "../components/customers/CustomersTable.tsx";

const route = getRouteApi("/signed-in/shell/customers");

function CustomerList() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const customers = useQuery(customerListQueryOptions(search));
  // Left by the previous screen (a customer erased) in the history entry, so Back does not show it again.
  const notice = useRouterState({ select: (state) => state.location.state.notice });
  const { pageSize } = search;

  return (
    <>
      <PageHeader title="Customers" documentTitle={search.q ? `Customers · ${search.q}` : "Customers"} />
      {notice ? (
        <Notice tone="success" className="mb-4">
          {notice}
        </Notice>
      ) : null}
      <CustomerSearch q={search.q} onApply={(q) => navigate({ search: { q, pageSize, page: 1 } })} onClear={() => navigate({ search: { pageSize } })} />
      <ErrorNotice error={customers.error} className="mb-4" />
      {customers.data ? (
        <>
          <CustomersTable rows={customers.data.customers} busy={customers.isPlaceholderData} />
          <Pagination
            page={search.page}
            pageSize={pageSize}
            total={customers.data.total}
            noun="customers"
            onPageChange={(next) => navigate({ search: (prev) => ({ ...prev, page: next }) })}
          />
        </>
      ) : customers.isPending ? (
        <Loading label="Loading customers…" />
      ) : null}
    </>
  );
}

export default function CustomersScreen() {
  return (
    <CustomerServiceOnly title="Customers">
      <CustomerList />
    </CustomerServiceOnly>
  );
}
