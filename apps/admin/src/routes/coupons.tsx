import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { couponListQueryOptions } from "../lib/coupons.ts";
import { OwnerOnly } from "../components/layout/OwnerOnly.tsx";
import { buttonClass } from "../components/ui/Button.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { ErrorNotice, Loading } from "../components/ui/Notice.tsx";
import { Pagination } from "../components/ui/Pagination.tsx";
import { CouponFilters } from "../components/coupons/CouponFilters.tsx";
import { CouponsTable } from "../components/coupons/CouponsTable.tsx";

const route = getRouteApi("/signed-in/shell/coupons");

function CouponList() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const coupons = useQuery(couponListQueryOptions(search));
  const { page, pageSize, ...filters } = search;

  return (
    <>
      <PageHeader title="Coupons" documentTitle={search.q ? `Coupons · ${search.q}` : "Coupons"}>
        <Link to="/coupons/new" className={buttonClass("primary")}>
          New coupon
        </Link>
      </PageHeader>
      <CouponFilters value={filters} onApply={(next) => navigate({ search: { ...next, pageSize, page: 1 } })} onClear={() => navigate({ search: { pageSize } })} />
      <ErrorNotice error={coupons.error} className="mb-4" />
      {coupons.data ? (
        <>
          <CouponsTable rows={coupons.data.coupons} busy={coupons.isPlaceholderData} />
          <Pagination page={page} pageSize={pageSize} total={coupons.data.total} noun="coupons" onPageChange={(next) => navigate({ search: (prev) => ({ ...prev, page: next }) })} />
        </>
      ) : coupons.isPending ? (
        <Loading label="Loading coupons…" />
      ) : null}
    </>
  );
}

export default function CouponsScreen() {
  return (
    <OwnerOnly title="Coupons">
      <CouponList />
    </OwnerOnly>
  );
}
