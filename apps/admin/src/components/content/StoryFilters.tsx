/** The story list's search and state filter, kept in the URL like the other lists' filters. */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { STORY_STATE_NAMES, STORY_STATES, storyListQuery, type StoryListQuery } from "@petsies/contract/admin";
import { SearchForm } from "../ui/SearchForm.tsx";
import { SelectField, TextField } from "../ui/Field.tsx";
import { blankToUndefined, withoutBlanks } from "../../lib/form-values.ts";

const filtersSchema = storyListQuery.pick({ q: true, state: true });
export type StoryFiltersValue = Pick<StoryListQuery, "q" | "state">;

export function StoryFilters({ value, onApply, onClear }: { value: StoryFiltersValue; onApply: (filters: StoryFiltersValue) => void; onClear: () => void }) {
  const form = useForm({ resolver: zodResolver(withoutBlanks(filtersSchema)), values: { q: value.q ?? "", state: value.state ?? undefined } });
  const { errors } = form.formState;
  return (
    <SearchForm label="Find stories" onSubmit={form.handleSubmit(onApply)} onClear={onClear}>
      <TextField label="Search" type="search" hint="Name or address" className="min-w-0 flex-1 basis-64" error={errors.q?.message} {...form.register("q", { setValueAs: blankToUndefined })} />
      <SelectField label="State" hint=" " className="basis-48" error={errors.state?.message} {...form.register("state", { setValueAs: blankToUndefined })}>
        <option value="">Any</option>
        {STORY_STATES.map((s) => (
          <option key={s} value={s}>
            {STORY_STATE_NAMES[s]}
          </option>
        ))}
      </SelectField>
    </SearchForm>
  );
}
