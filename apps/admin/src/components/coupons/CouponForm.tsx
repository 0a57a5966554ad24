/**
 * A coupon's terms (and, for a new one, its code or batch of codes). Only the fields the choices need are
 * shown: a percent or an amount, products or categories. Refusals show at their fields, the schema's before
 * sending and the API's (a code taken, an unknown sku) after.
 */
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { BASE_CURRENCY } from "@petsies/domain";
import { MAX_COUPON_BATCH, type CouponTermsBody, type NewCouponBody } from "@petsies/contract/admin";
import { couponCategoriesQueryOptions } from "../../lib/coupons.ts";
import { useServerFieldErrors } from "../../lib/server-field-errors.ts";
import { Button } from "../ui/Button.tsx";
import { RadioGroupField, TextAreaField, TextField } from "../ui/Field.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";
import { COUPON_FIELDS, couponResolver, type CouponFormValues } from "./coupon-form.ts";

const DISCOUNT_TYPES = [
  { value: "percent", label: "A percent off" },
  { value: "fixed", label: `An amount off (${BASE_CURRENCY})` },
] as const;
const TARGETS = [
  { value: "cart", label: "The whole cart" },
  { value: "products", label: "Chosen products" },
  { value: "categories", label: "Products of chosen categories" },
] as const;
const CODE_MODES = [
  { value: "single", label: "One code", hint: "Shared, e.g. in a newsletter" },
  { value: "batch", label: "A batch of unique codes", hint: "One per person; download them as CSV after" },
] as const;

function CategoryChoices({ form }: { form: ReturnType<typeof useForm<CouponFormValues, unknown, NewCouponBody | CouponTermsBody>> }) {
  const categories = useQuery(couponCategoriesQueryOptions);
  const error = form.formState.errors.categoryIds?.message;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? "coupon-categories-error" : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">Categories</legend>
      <ErrorNotice error={categories.error} />
      <div className="grid max-h-64 grid-cols-1 gap-1 overflow-y-auto rounded-md border border-slate-300 p-3 sm:grid-cols-2">
        {(categories.data?.categories ?? []).map((c) => (
          <label key={c.id} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" value={String(c.id)} className="size-4 accent-indigo-700" {...form.register("categoryIds")} />
            {c.name}
          </label>
        ))}
      </div>
      {error ? (
        <p id="coupon-categories-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function CouponForm({
  kind,
  defaultValues,
  onSubmit,
  pending,
  error,
}: {
  kind: "new" | "edit";
  defaultValues: CouponFormValues;
  onSubmit: (body: NewCouponBody | CouponTermsBody) => void;
  pending: boolean;
  error: unknown;
}) {
  const form = useForm<CouponFormValues, unknown, NewCouponBody | CouponTermsBody>({ resolver: couponResolver(kind), defaultValues });
  const { errors } = form.formState;
  const unplaced = useServerFieldErrors(form, error, COUPON_FIELDS);
  const [discountType, appliesTo, codeMode] = form.watch(["discountType", "appliesTo", "codeMode"]);

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex max-w-3xl flex-col gap-6">
      <ErrorNotice error={unplaced ?? (errors.root ? new Error(errors.root.message) : null)} />
      <section aria-labelledby="coupon-discount" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="coupon-discount" className="text-lg font-semibold text-slate-900">
          Discount
        </h2>
        <TextField label="Description" hint="For the team; shoppers do not see it" error={errors.description?.message} {...form.register("description")} />
        <RadioGroupField legend="Discount type" options={DISCOUNT_TYPES} error={errors.discountType?.message} {...form.register("discountType")} />
        {discountType === "percent" ? (
          <TextField label="Percent off" inputMode="numeric" className="max-w-40" error={errors.percent?.message} {...form.register("percent")} />
        ) : (
          <TextField label={`Amount off (${BASE_CURRENCY})`} inputMode="decimal" className="max-w-40" error={errors.amount?.message} {...form.register("amount")} />
        )}
        <RadioGroupField legend="Applies to" options={TARGETS} error={errors.appliesTo?.message} {...form.register("appliesTo")} />
        {appliesTo === "products" ? (
          <TextAreaField label="Product skus" rows={3} hint="One per line or separated by commas; a size or variant counts as its product" error={errors.productSkus?.message} {...form.register("productSkus")} />
        ) : null}
        {appliesTo === "categories" ? <CategoryChoices form={form} /> : null}
      </section>

      <section aria-labelledby="coupon-conditions" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="coupon-conditions" className="text-lg font-semibold text-slate-900">
          Conditions
        </h2>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label={`Minimum subtotal (${BASE_CURRENCY})`} inputMode="decimal" hint="Leave empty for none" error={errors.minSubtotal?.message} {...form.register("minSubtotal")} />
          <div className="hidden sm:block" />
          <TextField label="First day" type="date" hint="Leave empty to start now" error={errors.startsOn?.message} {...form.register("startsOn")} />
          <TextField label="Last day" type="date" hint="Leave empty for no end" error={errors.endsOn?.message} {...form.register("endsOn")} />
          <TextField label="Uses of each code" inputMode="numeric" hint="Placed orders per code; empty for no limit" error={errors.usesPerCode?.message} {...form.register("usesPerCode")} />
          <TextField label="Uses per customer" inputMode="numeric" hint="Per account or e-mail address; empty for no limit" error={errors.usesPerCustomer?.message} {...form.register("usesPerCustomer")} />
        </div>
      </section>

      {kind === "new" ? (
        <section aria-labelledby="coupon-codes" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="coupon-codes" className="text-lg font-semibold text-slate-900">
            Codes
          </h2>
          <RadioGroupField legend="Codes" options={CODE_MODES} {...form.register("codeMode")} />
          {codeMode === "single" ? (
            <TextField label="Code" autoComplete="off" hint="Letters, digits, dashes; shoppers may type it in any case" className="max-w-sm" error={errors.code?.message} {...form.register("code")} />
          ) : (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <TextField label="Prefix" autoComplete="off" hint="Codes look like PREFIX-7KQ2M9XD" error={errors.prefix?.message} {...form.register("prefix")} />
              <TextField label="How many codes" inputMode="numeric" hint={`Up to ${MAX_COUPON_BATCH}`} error={errors.count?.message} {...form.register("count")} />
            </div>
          )}
        </section>
      ) : null}

      <div className="flex justify-end">
        <Button type="submit" variant="primary" pending={pending} pendingText="Saving…">
          {kind === "new" ? "Create coupon" : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
