/** The coupon list's search and state filter, kept in the URL like the other lists' filters. */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { COUPON_STATE_NAMES, COUPON_STATES, couponListQuery, type CouponListQuery } from "@petsies/contract/admin";
import { SearchForm } from "../ui/SearchForm.tsx";
import { SelectField, TextField } from "../ui/Field.tsx";
import { blankToUndefined, withoutBlanks } from "../../lib/form-values.ts";

const filtersSchema = couponListQuery.pick({ q: true, state: true });
export type CouponFiltersValue = Pick<CouponListQuery, "q" | "state">;

export function CouponFilters({ value, onApply, onClear }: { value: CouponFiltersValue; onApply: (filters: CouponFiltersValue) => void; onClear: () => void }) {
  const form = useForm({ resolver: zodResolver(withoutBlanks(filtersSchema)), values: { q: value.q ?? "", state: value.state ?? undefined } });
  const { errors } = form.formState;
  return (
    <SearchForm label="Find coupons" onSubmit={form.handleSubmit(onApply)} onClear={onClear}>
      <TextField label="Search" type="search" hint="Code or description" className="min-w-0 flex-1 basis-64" error={errors.q?.message} {...form.register("q", { setValueAs: blankToUndefined })} />
      <SelectField label="State" hint=" " className="basis-40" error={errors.state?.message} {...form.register("state", { setValueAs: blankToUndefined })}>
        <option value="">Any</option>
        {COUPON_STATES.map((s) => (
          <option key={s} value={s}>
            {COUPON_STATE_NAMES[s]}
          </option>
        ))}
      </SelectField>
    </SearchForm>
  );
}
