/** The subscriber list's search and state, kept in the URL like the other lists' filters. */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { subscriberListQuery, type SubscriberListQuery } from "@petsies/contract/admin";
import { blankToUndefined, withoutBlanks } from "../../lib/form-values.ts";
import { SearchForm } from "../ui/SearchForm.tsx";
import { SelectField, TextField } from "../ui/Field.tsx";

const filtersSchema = subscriberListQuery.pick({ q: true, state: true });
export type SubscriberFiltersValue = Pick<SubscriberListQuery, "q" | "state">;

export function SubscriberFilters({ value, onApply, onClear }: { value: SubscriberFiltersValue; onApply: (filters: SubscriberFiltersValue) => void; onClear: () => void }) {
  const form = useForm({ resolver: zodResolver(withoutBlanks(filtersSchema)), values: { q: value.q ?? "", state: value.state ?? undefined } });
  const { errors } = form.formState;
  return (
    <SearchForm label="Find subscribers" onSubmit={form.handleSubmit(onApply)} onClear={onClear}>
      <TextField label="Search" type="search" hint="E-mail address" className="min-w-0 flex-1 basis-64" error={errors.q?.message} {...form.register("q", { setValueAs: blankToUndefined })} />
      <SelectField label="State" hint=" " className="basis-40" error={errors.state?.message} {...form.register("state", { setValueAs: blankToUndefined })}>
        <option value="">Any</option>
        <option value="subscribed">Subscribed</option>
        <option value="unsubscribed">Unsubscribed</option>
      </SelectField>
    </SearchForm>
  );
}
