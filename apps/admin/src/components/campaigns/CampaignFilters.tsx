/** The campaign list's search and state filter, kept in the URL like the other lists' filters. */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CAMPAIGN_STATE_NAMES, CAMPAIGN_STATES, campaignListQuery, type CampaignListQuery } from "@petsies/contract/admin";
import { SearchForm } from "../ui/SearchForm.tsx";
import { SelectField, TextField } from "../ui/Field.tsx";
import { blankToUndefined, withoutBlanks } from "../../lib/form-values.ts";

const filtersSchema = campaignListQuery.pick({ q: true, state: true });
export type CampaignFiltersValue = Pick<CampaignListQuery, "q" | "state">;

export function CampaignFilters({ value, onApply, onClear }: { value: CampaignFiltersValue; onApply: (filters: CampaignFiltersValue) => void; onClear: () => void }) {
  const form = useForm({ resolver: zodResolver(withoutBlanks(filtersSchema)), values: { q: value.q ?? "", state: value.state ?? undefined } });
  const { errors } = form.formState;
  return (
    <SearchForm label="Find campaigns" onSubmit={form.handleSubmit(onApply)} onClear={onClear}>
      <TextField label="Search" type="search" hint="Name or code" className="min-w-0 flex-1 basis-64" error={errors.q?.message} {...form.register("q", { setValueAs: blankToUndefined })} />
      <SelectField label="State" hint=" " className="basis-40" error={errors.state?.message} {...form.register("state", { setValueAs: blankToUndefined })}>
        <option value="">Any</option>
        {CAMPAIGN_STATES.map((s) => (
          <option key={s} value={s}>
            {CAMPAIGN_STATE_NAMES[s]}
          </option>
        ))}
      </SelectField>
    </SearchForm>
  );
}
