/** The review list's status and search, kept in the URL like the other lists' filters. */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { REVIEW_STATUS_NAMES, REVIEW_STATUSES, reviewListQuery, type AdminReviewListQuery } from "@petsies/contract/admin";
import { blankToUndefined, withoutBlanks } from "../../lib/form-values.ts";
import { SearchForm } from "../ui/SearchForm.tsx";
import { SelectField, TextField } from "../ui/Field.tsx";

const filtersSchema = reviewListQuery.pick({ q: true, status: true });
export type ReviewFiltersValue = Pick<AdminReviewListQuery, "q" | "status">;

export function ReviewFilters({ value, onApply, onClear }: { value: ReviewFiltersValue; onApply: (filters: ReviewFiltersValue) => void; onClear: () => void }) {
  const form = useForm({ resolver: zodResolver(withoutBlanks(filtersSchema)), values: { q: value.q ?? "", status: value.status ?? undefined } });
  const { errors } = form.formState;
  return (
    <SearchForm label="Find reviews" onSubmit={form.handleSubmit(onApply)} onClear={onClear}>
      <SelectField label="Status" hint=" " className="basis-40" error={errors.status?.message} {...form.register("status", { setValueAs: blankToUndefined })}>
        <option value="">Any</option>
        {REVIEW_STATUSES.map((s) => (
          <option key={s} value={s}>
            {REVIEW_STATUS_NAMES[s]}
          </option>
        ))}
      </SelectField>
      <TextField label="Search" type="search" hint="Product, nickname or words" className="min-w-0 flex-1 basis-64" error={errors.q?.message} {...form.register("q", { setValueAs: blankToUndefined })} />
    </SearchForm>
  );
}
