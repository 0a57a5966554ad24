import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { customerStoriesQueryOptions } from "../lib/reviews.ts";
import { CustomerServiceOnly } from "../components/layout/CustomerServiceOnly.tsx";
import { CustomerStoryCard } from "../components/customer-stories/CustomerStoryCard.tsx";
import { CustomerStoryFilters } from "../components/customer-stories/CustomerStoryFilters.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { ErrorNotice, Loading, Notice } from "../components/ui/Notice.tsx";
import { Pagination } from "../components/ui/Pagination.tsx";

const route = getRouteApi("/signed-in/shell/customer-stories");

/** Stories shoppers shared with the form: the queue to read, reply to, publish by hand, and mark handled. New ones come first. */
function CustomerStories() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const stories = useQuery(customerStoriesQueryOptions(search));
  const { page, pageSize, ...filters } = search;
  const filtered = Object.values(filters).some((v) => v !== undefined);
  const [moved, setMoved] = useState("");
  return (
    <>
      <PageHeader title="Customer stories" documentTitle="Customer stories">
        <Link to="/reviews" className="text-sm font-medium text-indigo-800 hover:underline">
          Reviews
        </Link>
      </PageHeader>
      <CustomerStoryFilters value={filters} onApply={(next) => navigate({ search: { ...next, pageSize, page: 1 } })} onClear={() => navigate({ search: { pageSize } })} />
      <p role="status" className={moved ? "mb-4 text-sm text-slate-800" : "sr-only"}>
        {moved}
      </p>
      <ErrorNotice error={stories.error} className="mb-4" />
      {stories.data ? (
        <div className={`flex flex-col gap-4 ${stories.isPlaceholderData ? "opacity-60" : ""}`}>
          {stories.data.stories.length === 0 ? <Notice>{filtered ? "No stories match these filters." : "No stories shared yet."}</Notice> : null}
          {stories.data.stories.map((s) => (
            <CustomerStoryCard key={`${s.id}-${s.state}`} story={s} onMoved={setMoved} />
          ))}
          <Pagination page={page} pageSize={pageSize} total={stories.data.total} noun="stories" onPageChange={(next) => navigate({ search: (prev) => ({ ...prev, page: next }) })} />
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
