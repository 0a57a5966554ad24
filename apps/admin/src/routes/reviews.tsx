import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { reviewListQueryOptions } from "../lib/reviews.ts";
import { CustomerServiceOnly } from "../components/layout/CustomerServiceOnly.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { ErrorNotice, Loading, Notice } from "../components/ui/Notice.tsx";
import { Pagination } from "../components/ui/Pagination.tsx";
import { ModerationSetting } from "../components/reviews/ModerationSetting.tsx";
import { ReviewCard } from "../components/reviews/ReviewCard.tsx";
import { ReviewFilters } from "../components/reviews/ReviewFilters.tsx";

const route = getRouteApi("/signed-in/shell/reviews");

function Reviews() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const reviews = useQuery(reviewListQueryOptions(search));
  const { page, pageSize, ...filters } = search;
  return (
    <>
      <PageHeader title="Reviews" documentTitle="Reviews">
        <Link to="/customer-stories" className="text-sm font-medium text-indigo-800 hover:underline">
          Customer stories
        </Link>
      </PageHeader>
      <ModerationSetting />
      <ReviewFilters value={filters} onApply={(next) => navigate({ search: { ...next, pageSize, page: 1 } })} onClear={() => navigate({ search: { pageSize } })} />
      <ErrorNotice error={reviews.error} className="mb-4" />
      {reviews.data ? (
        <div className={`flex flex-col gap-4 ${reviews.isPlaceholderData ? "opacity-60" : ""}`}>
          {reviews.data.reviews.length === 0 ? <Notice>No reviews match these filters.</Notice> : reviews.data.reviews.map((r) => <ReviewCard key={`${r.id}-${r.status}-${r.featured}`} review={r} />)}
          <Pagination page={page} pageSize={pageSize} total={reviews.data.total} noun="reviews" onPageChange={(next) => navigate({ search: (prev) => ({ ...prev, page: next }) })} />
        </div>
      ) : reviews.isPending ? (
        <Loading label="Loading reviews…" />
      ) : null}
    </>
  );
}

export default function ReviewsScreen() {
  return (
    <CustomerServiceOnly title="Reviews">
      <Reviews />
    </CustomerServiceOnly>
  );
}
