import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { storyListQueryOptions } from "../lib/content.ts";
import { OwnerOnly } from "../components/layout/OwnerOnly.tsx";
import { buttonClass } from "../components/ui/Button.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { ErrorNotice, Loading } from "../components/ui/Notice.tsx";
import { Pagination } from "../components/ui/Pagination.tsx";
import { StoryFilters } from "../components/content/StoryFilters.tsx";
import { StoriesTable } from "../components/content/StoriesTable.tsx";

const route = getRouteApi("/signed-in/shell/content");

function StoryList() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const stories = useQuery(storyListQueryOptions(search));
  const { page, pageSize, ...filters } = search;
  return (
    <>
      <PageHeader title="Content" documentTitle={search.q ? `Content · ${search.q}` : "Content"}>
        <Link to="/content/new" className={buttonClass("primary")}>
          New story
        </Link>
      </PageHeader>
      <StoryFilters value={filters} onApply={(next) => navigate({ search: { ...next, pageSize, page: 1 } })} onClear={() => navigate({ search: { pageSize } })} />
      <ErrorNotice error={stories.error} className="mb-4" />
      {stories.data ? (
        <>
          <StoriesTable rows={stories.data.stories} busy={stories.isPlaceholderData} />
          <Pagination page={page} pageSize={pageSize} total={stories.data.total} noun="stories" onPageChange={(next) => navigate({ search: (prev) => ({ ...prev, page: next }) })} />
        </>
      ) : stories.isPending ? (
        <Loading label="Loading stories…" />
      ) : null}
    </>
  );
}

export default function ContentScreen() {
  return (
    <OwnerOnly title="Content">
      <StoryList />
    </OwnerOnly>
  );
}
