/** The story list's search and state filter, kept in the URL like the other lists' filters. */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { STORY_STATE_NAMES, STORY_STATES, storyListQuery, type StoryListQuery } from "@petsies/contract/admin";
import { Button } from "../ui/Button.tsx";
import { SelectField, TextField } from "../ui/Field.tsx";
import { blankToUndefined, withoutBlanks } from "../../lib/form-values.ts";

const filtersSchema = storyListQuery.pick({ q: true, state: true });
export type StoryFiltersValue = Pick<StoryListQuery, "q" | "state">;

export function StoryFilters({ value, onApply, onClear }: { value: StoryFiltersValue; onApply: (filters: StoryFiltersValue) => void; onClear: () => void }) {
  const form = useForm({ resolver: zodResolver(withoutBlanks(filtersSchema)), values: { q: value.q ?? "", state: value.state ?? undefined } });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onApply)} noValidate role="search" aria-label="Find stories" className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <TextField label="Search" type="search" hint="Name or address" className="min-w-0 flex-1 basis-64" error={errors.q?.message} {...form.register("q", { setValueAs: blankToUndefined })} />
      <SelectField label="State" hint=" " className="basis-48" error={errors.state?.message} {...form.register("state", { setValueAs: blankToUndefined })}>
        <option value="">Any</option>
        {STORY_STATES.map((s) => (
          <option key={s} value={s}>
            {STORY_STATE_NAMES[s]}
          </option>
        ))}
      </SelectField>
      <div className="flex gap-2 pb-5">
        <Button type="submit" variant="primary">
          Search
        </Button>
        <Button onClick={onClear}>Clear</Button>
      </div>
    </form>
  );
}
