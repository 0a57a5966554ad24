import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { jobsQueryOptions } from "../lib/jobs.ts";
import { OwnerOnly } from "../components/layout/OwnerOnly.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { ErrorNotice, Loading } from "../components/ui/Notice.tsx";
import { Pagination } from "../components/ui/Pagination.tsx";
import { JobCounts } from "../components/jobs/JobCounts.tsx";
import { JobKindFilter } from "../components/jobs/JobKindFilter.tsx";
import { JobsTable } from "../components/jobs/JobsTable.tsx";
import { JOB_STATUS_NAMES } from "../components/jobs/job-status.ts";

const route = getRouteApi("/signed-in/shell/jobs");

function Jobs() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const jobs = useQuery(jobsQueryOptions(search));
  const { status, pageSize } = search;

  return (
    <>
      <PageHeader title="Background jobs" documentTitle={status ? `Background jobs · ${JOB_STATUS_NAMES[status]}` : "Background jobs"} />
      {jobs.data ? <JobCounts counts={jobs.data.counts} current={status} kind={search.kind} /> : null}
      <JobKindFilter kind={search.kind} onApply={(kind) => navigate({ search: { status, kind, pageSize, page: 1 } })} onClear={() => navigate({ search: { pageSize } })} />
      <ErrorNotice error={jobs.error} className="mb-4" />
      {jobs.data ? (
        <>
          <JobsTable jobs={jobs.data.jobs} busy={jobs.isPlaceholderData} />
          <Pagination page={search.page} pageSize={pageSize} total={jobs.data.total} noun="jobs" onPageChange={(next) => navigate({ search: (prev) => ({ ...prev, page: next }) })} />
        </>
      ) : jobs.isPending ? (
        <Loading label="Loading jobs…" />
      ) : null}
    </>
  );
}

export default function JobsScreen() {
  return (
    <OwnerOnly title="Background jobs">
      <Jobs />
    </OwnerOnly>
  );
}
