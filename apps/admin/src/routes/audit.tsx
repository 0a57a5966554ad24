import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { auditQueryOptions } from "../lib/audit.ts";
import { OwnerOnly } from "../components/layout/OwnerOnly.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { ErrorNotice, Loading } from "../components/ui/Notice.tsx";
import { Pagination } from "../components/ui/Pagination.tsx";
import { AuditFilters } from "../components/audit/AuditFilters.tsx";
import { AuditTable } from "../components/audit/AuditTable.tsx";

const route = getRouteApi("/signed-in/shell/audit");

function AuditLog() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const audit = useQuery(auditQueryOptions(search));
  const { page, pageSize, ...filters } = search;

  return (
    <>
      <PageHeader title="Audit log" documentTitle="Audit log" />
      <AuditFilters value={filters} onApply={(next) => navigate({ search: { ...next, pageSize, page: 1 } })} onClear={() => navigate({ search: { pageSize } })} />
      <ErrorNotice error={audit.error} className="mb-4" />
      {audit.data ? (
        <div className={audit.isPlaceholderData ? "opacity-60" : ""}>
          <AuditTable entries={audit.data.entries} />
          <Pagination page={page} pageSize={pageSize} total={audit.data.total} noun="entries" onPageChange={(next) => navigate({ search: (prev) => ({ ...prev, page: next }) })} />
        </div>
      ) : audit.isPending ? (
        <Loading label="Loading the audit log…" />
      ) : null}
    </>
  );
}

export default function AuditScreen() {
  return (
    <OwnerOnly title="Audit log">
      <AuditLog />
    </OwnerOnly>
  );
}
