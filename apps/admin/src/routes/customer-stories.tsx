import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { formatDateTime } from "../lib/dates.ts";
import { customerStoriesQueryOptions } from "../lib/reviews.ts";
import { CustomerServiceOnly } from "../components/layout/CustomerServiceOnly.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { ErrorNotice, Loading, Notice } from "../components/ui/Notice.tsx";
import { Pagination } from "../components/ui/Pagination.tsx";

const route = getRouteApi("/signed-in/shell/customer-stories");

/** Stories shoppers shared with the form, newest first: the queue to read, ask about and publish by hand. */
function CustomerStories() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const stories = useQuery(customerStoriesQueryOptions(search.page));
  return (
    <>
      <PageHeader title="Customer stories" documentTitle="Customer stories" />
      <ErrorNotice error={stories.error} className="mb-4" />
      {stories.data ? (
        <div className="flex flex-col gap-4">
          {stories.data.stories.length === 0 ? <Notice>No stories shared yet.</Notice> : null}
          {stories.data.stories.map((s) => (
            <article key={s.id} aria-labelledby={`story-${s.id}`} className="rounded-lg border border-slate-200 bg-white p-4">
              <h2 id={`story-${s.id}`} className="text-base font-semibold text-slate-900">
                {s.name} <span className="font-normal text-slate-700">({s.email})</span>
              </h2>
              <p className="text-sm text-slate-700">
                {formatDateTime(s.createdAt)} · {s.consent ? "May be published" : "Not for publishing"}
                {s.hasPhoto ? " · with a photo" : ""}
              </p>
              <p className="mt-2 whitespace-pre-line text-sm text-slate-900">{s.story}</p>
            </article>
          ))}
          <Pagination page={search.page} pageSize={stories.data.pageSize} total={stories.data.total} noun="stories" onPageChange={(next) => navigate({ search: { page: next } })} />
        </div>
      ) : stories.isPending ? (
        <Loading label="Loading stories…" />
      ) : null}
    </>
  );
}

export default function CustomerStoriesScreen() {
  return (
    <CustomerServiceOnly title="Customer stories">
      <CustomerStories />
    </CustomerServiceOnly>
  );
}
