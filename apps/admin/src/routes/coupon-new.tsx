import { useNavigate } from "@tanstack/react-router";
import type { NewCouponBody } from "@petsies/contract/admin";
import { useCreateCoupon } from "../lib/coupons.ts";
import { OwnerOnly } from "../components/layout/OwnerOnly.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { CouponForm } from "../components/coupons/CouponForm.tsx";
import { emptyCouponForm } from "../components/coupons/coupon-form.ts";

function NewCoupon() {
  const create = useCreateCoupon();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="New coupon" documentTitle="New coupon" />
      <CouponForm
        kind="new"
        defaultValues={emptyCouponForm}
        pending={create.isPending}
        error={create.error}
        onSubmit={(body) =>
          create.mutate(body as NewCouponBody, {
            onSuccess: (coupon) => void navigate({ to: "/coupons/$id", params: { id: String(coupon.id) }, state: { notice: `Coupon ${coupon.code} is created.` } }),
          })
        }
      />
    </>
  );
}

export default function NewCouponScreen() {
  return (
    <OwnerOnly title="New coupon">
      <NewCoupon />
    </OwnerOnly>
  );
}
