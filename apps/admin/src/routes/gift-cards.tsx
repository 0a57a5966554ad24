import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { giftCardListQueryOptions } from "../lib/gift-cards.ts";
import { isOwner, useSession } from "../lib/session.ts";
import { CustomerServiceOnly } from "../components/layout/CustomerServiceOnly.tsx";
import { buttonClass } from "../components/ui/Button.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { ErrorNotice, Loading } from "../components/ui/Notice.tsx";
import { Pagination } from "../components/ui/Pagination.tsx";
import { GiftCardFilters } from "../components/gift-cards/GiftCardFilters.tsx";
import { GiftCardsTable } from "../components/gift-cards/GiftCardsTable.tsx";

const route = getRouteApi("/signed-in/shell/gift-cards");

function GiftCardList() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { staff } = useSession();
  const cards = useQuery(giftCardListQueryOptions(search));
  const { page, pageSize, ...filters } = search;

  return (
    <>
      <PageHeader title="Gift cards" documentTitle={search.q ? `Gift cards · ${search.q}` : "Gift cards"}>
        {isOwner(staff.role) ? (
          <>
            <Link to="/gift-cards/designs" className={buttonClass("secondary")}>
              Gift card designs
            </Link>
            <Link to="/gift-cards/new" className={buttonClass("primary")}>
              Issue a gift card
            </Link>
          </>
        ) : null}
      </PageHeader>
      <GiftCardFilters value={filters} onApply={(next) => navigate({ search: { ...next, pageSize, page: 1 } })} onClear={() => navigate({ search: { pageSize } })} />
      <ErrorNotice error={cards.error} className="mb-4" />
      {cards.data ? (
        <>
          <GiftCardsTable rows={cards.data.giftCards} busy={cards.isPlaceholderData} />
          <Pagination page={page} pageSize={pageSize} total={cards.data.total} noun="gift cards" onPageChange={(next) => navigate({ search: (prev) => ({ ...prev, page: next }) })} />
        </>
      ) : cards.isPending ? (
        <Loading label="Loading gift cards…" />
      ) : null}
    </>
  );
}

export default function GiftCardsScreen() {
  return (
    <CustomerServiceOnly title="Gift cards">
      <GiftCardList />
    </CustomerServiceOnly>
  );
}
