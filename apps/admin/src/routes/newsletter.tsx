import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { subscriberListQueryOptions, useExportSubscribers } from "../lib/newsletter.ts";
import { isOwner, useSession } from "../lib/session.ts";
import { CustomerServiceOnly } from "../components/layout/CustomerServiceOnly.tsx";
import { Button } from "../components/ui/Button.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { ErrorNotice, Loading } from "../components/ui/Notice.tsx";
import { Pagination } from "../components/ui/Pagination.tsx";
import { SubscriberFilters } from "../components/newsletter/SubscriberFilters.tsx";
import { SubscribersTable } from "../components/newsletter/SubscribersTable.tsx";

const route = getRouteApi("/signed-in/shell/newsletter");

function Newsletter() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { staff } = useSession();
  const subscribers = useQuery(subscriberListQueryOptions(search));
  const exportCsv = useExportSubscribers();
  const { page, pageSize, ...filters } = search;
  return (
    <>
      <PageHeader title="Newsletter" documentTitle="Newsletter">
        {isOwner(staff.role) ? (
          <Button onClick={() => exportCsv.mutate()} pending={exportCsv.isPending} pendingText="Preparing…">
            Export all (CSV)
          </Button>
        ) : null}
      </PageHeader>
      <ErrorNotice error={exportCsv.error} className="mb-4" />
      <SubscriberFilters value={filters} onApply={(next) => navigate({ search: { ...next, pageSize, page: 1 } })} onClear={() => navigate({ search: { pageSize } })} />
      <ErrorNotice error={subscribers.error} className="mb-4" />
      {subscribers.data ? (
        <>
          <SubscribersTable rows={subscribers.data.subscribers} busy={subscribers.isPlaceholderData} />
          <Pagination page={page} pageSize={pageSize} total={subscribers.data.total} noun="subscribers" onPageChange={(next) => navigate({ search: (prev) => ({ ...prev, page: next }) })} />
        </>
      ) : subscribers.isPending ? (
        <Loading label="Loading subscribers…" />
      ) : null}
    </>
  );
}

export default function NewsletterScreen() {
  return (
    <CustomerServiceOnly title="Newsletter">
      <Newsletter />
    </CustomerServiceOnly>
  );
}
