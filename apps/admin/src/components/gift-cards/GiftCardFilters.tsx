/** The gift card list's search, state and order, kept in the URL like the other lists' filters. */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { GIFT_CARD_SORT_NAMES, GIFT_CARD_SORTS, GIFT_CARD_STATE_NAMES, GIFT_CARD_STATES, giftCardListQuery, type GiftCardListQuery } from "@petsies/contract/admin";
import { SearchForm } from "../ui/SearchForm.tsx";
import { SelectField, TextField } from "../ui/Field.tsx";
import { blankToUndefined, withoutBlanks } from "../../lib/form-values.ts";

const filtersSchema = giftCardListQuery.pick({ q: true, state: true, sort: true });
export type GiftCardFiltersValue = Pick<GiftCardListQuery, "q" | "state" | "sort">;

export function GiftCardFilters({ value, onApply, onClear }: { value: GiftCardFiltersValue; onApply: (filters: GiftCardFiltersValue) => void; onClear: () => void }) {
  const form = useForm({ resolver: zodResolver(withoutBlanks(filtersSchema)), values: { q: value.q ?? "", state: value.state ?? undefined, sort: value.sort } });
  const { errors } = form.formState;
  return (
    <SearchForm label="Find gift cards" onSubmit={form.handleSubmit(onApply)} onClear={onClear}>
      <TextField label="Search" type="search" hint="Code (or its last characters) or e-mail" className="min-w-0 flex-1 basis-64" error={errors.q?.message} {...form.register("q", { setValueAs: blankToUndefined })} />
      <SelectField label="State" hint=" " className="basis-36" error={errors.state?.message} {...form.register("state", { setValueAs: blankToUndefined })}>
        <option value="">Any</option>
        {GIFT_CARD_STATES.map((s) => (
          <option key={s} value={s}>
            {GIFT_CARD_STATE_NAMES[s]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Order" hint=" " className="basis-48" error={errors.sort?.message} {...form.register("sort")}>
        {GIFT_CARD_SORTS.map((s) => (
          <option key={s} value={s}>
            {GIFT_CARD_SORT_NAMES[s]}
          </option>
        ))}
      </SelectField>
    </SearchForm>
  );
}
