import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link, useRouterState } from "@tanstack/react-router";
import { COUPON_STATE_NAMES, type CouponDetailAnswer, type CouponTermsBody } from "@petsies/contract/admin";
import { couponDetailQueryOptions, useSetCouponActive, useUpdateCoupon } from "../lib/coupons.ts";
import { OwnerOnly } from "../components/layout/OwnerOnly.tsx";
import { Button } from "../components/ui/Button.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { ErrorNotice, Loading, Notice } from "../components/ui/Notice.tsx";
import { CouponCodes } from "../components/coupons/CouponCodes.tsx";
import { CouponForm } from "../components/coupons/CouponForm.tsx";
import { couponFormOf } from "../components/coupons/coupon-form.ts";
import { discountText } from "../components/coupons/coupon-text.ts";

const route = getRouteApi("/signed-in/shell/coupons/$id");

function CouponState({ coupon }: { coupon: CouponDetailAnswer }) {
  const setActive = useSetCouponActive(coupon.id);
  const disabled = coupon.state === "disabled";
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-800">
        {COUPON_STATE_NAMES[coupon.state]} · {discountText(coupon)} · used in {coupon.uses} {coupon.uses === 1 ? "order" : "orders"}
      </p>
      <ErrorNotice error={setActive.error} />
      <div>
        <Button variant={disabled ? "primary" : "danger"} onClick={() => setActive.mutate(disabled)} pending={setActive.isPending} pendingText="Saving…">
          {disabled ? "Enable coupon" : "Disable coupon"}
        </Button>
      </div>
    </div>
  );
}

function EditCoupon({ coupon }: { coupon: CouponDetailAnswer }) {
  const update = useUpdateCoupon(coupon.id);
  return (
    <>
      {update.isSuccess ? (
        <Notice tone="success" className="mb-4">
          The changes are saved.
        </Notice>
      ) : null}
      <CouponForm kind="edit" defaultValues={couponFormOf(coupon)} pending={update.isPending} error={update.error} onSubmit={(body) => update.mutate(body as CouponTermsBody)} />
    </>
  );
}

function CouponScreenBody() {
  const { id } = route.useParams();
  const couponId = Number(id);
  const coupon = useQuery({ ...couponDetailQueryOptions(couponId), enabled: Number.isInteger(couponId) && couponId > 0 });
  const notice = useRouterState({ select: (state) => state.location.state.notice });

  if (!Number.isInteger(couponId) || couponId <= 0) return <Notice tone="error">There is no coupon {id}.</Notice>;
  if (coupon.isPending) return <Loading label="Loading the coupon…" />;
  if (!coupon.data) return <ErrorNotice error={coupon.error} />;
  const c = coupon.data;
  return (
    <>
      <PageHeader title={`Coupon ${c.code}`} documentTitle={`Coupon ${c.code}`}>
        <Link to="/coupons" className="text-sm font-medium text-indigo-800 hover:underline">
          All coupons
        </Link>
      </PageHeader>
      {notice ? (
        <Notice tone="success" className="mb-4">
          {notice}
        </Notice>
      ) : null}
      <div className="grid gap-8 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <EditCoupon key={c.id} coupon={c} />
        </div>
        <div className="flex flex-col gap-6">
          <CouponState coupon={c} />
          <CouponCodes coupon={c} />
        </div>
      </div>
    </>
  );
}

export default function CouponScreen() {
  return (
    <OwnerOnly title="Coupon">
      <CouponScreenBody />
    </OwnerOnly>
  );
}
