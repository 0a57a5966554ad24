/** The review list's status and search, kept in the URL like the other lists' filters. */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { REVIEW_STATUS_NAMES, REVIEW_STATUSES, reviewListQuery, type AdminReviewListQuery } from "@petsies/contract/admin";
import { blankToUndefined, withoutBlanks } from "../../lib/form-values.ts";
import { Button } from "../ui/Button.tsx";
import { SelectField, TextField } from "../ui/Field.tsx";

const filtersSchema = reviewListQuery.pick({ q: true, status: true });
export type ReviewFiltersValue = Pick<AdminReviewListQuery, "q" | "status">;

export function ReviewFilters({ value, onApply, onClear }: { value: ReviewFiltersValue; onApply: (filters: ReviewFiltersValue) => void; onClear: () => void }) {
  const form = useForm({ resolver: zodResolver(withoutBlanks(filtersSchema)), values: { q: value.q ?? "", status: value.status ?? undefined } });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onApply)} noValidate role="search" aria-label="Find reviews" className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <SelectField label="Status" hint=" " className="basis-40" error={errors.status?.message} {...form.register("status", { setValueAs: blankToUndefined })}>
        <option value="">Any</option>
        {REVIEW_STATUSES.map((s) => (
          <option key={s} value={s}>
            {REVIEW_STATUS_NAMES[s]}
          </option>
        ))}
      </SelectField>
      <TextField label="Search" type="search" hint="Product, nickname or words" className="min-w-0 flex-1 basis-64" error={errors.q?.message} {...form.register("q", { setValueAs: blankToUndefined })} />
      <div className="flex gap-2 pb-5">
        <Button type="submit" variant="primary">
          Search
        </Button>
        <Button onClick={onClear}>Clear</Button>
      </div>
    </form>
  );
}
