/** The customer story queue's filters (state, with a photo, consent given), kept in the URL like the other lists'. */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CUSTOMER_STORY_STATE_NAMES, CUSTOMER_STORY_STATES, customerStoryListQuery, type CustomerStoryListQuery } from "@petsies/contract/admin";
import { blankToUndefined, withoutBlanks } from "../../lib/form-values.ts";
import { SearchForm } from "../ui/SearchForm.tsx";
import { SelectField } from "../ui/Field.tsx";

const filtersSchema = customerStoryListQuery.pick({ state: true, photo: true, consent: true });
export type CustomerStoryFiltersValue = Pick<CustomerStoryListQuery, "state" | "photo" | "consent">;

export function CustomerStoryFilters({ value, onApply, onClear }: { value: CustomerStoryFiltersValue; onApply: (filters: CustomerStoryFiltersValue) => void; onClear: () => void }) {
  const form = useForm({
    resolver: zodResolver(withoutBlanks(filtersSchema)),
    values: { state: value.state ?? undefined, photo: value.photo ?? undefined, consent: value.consent ?? undefined },
  });
  const { errors } = form.formState;
  return (
    <SearchForm label="Filter customer stories" onSubmit={form.handleSubmit(onApply)} onClear={onClear} submitLabel="Filter">
      <SelectField label="State" hint=" " className="basis-48" error={errors.state?.message} {...form.register("state", { setValueAs: blankToUndefined })}>
        <option value="">New and handled</option>
        {CUSTOMER_STORY_STATES.map((s) => (
          <option key={s} value={s}>
            {CUSTOMER_STORY_STATE_NAMES[s]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Photo" hint=" " className="basis-40" error={errors.photo?.message} {...form.register("photo", { setValueAs: blankToUndefined })}>
        <option value="">Any</option>
        <option value="yes">With a photo</option>
        <option value="no">Without a photo</option>
      </SelectField>
      <SelectField label="Consent to publish" hint=" " className="basis-48" error={errors.consent?.message} {...form.register("consent", { setValueAs: blankToUndefined })}>
        <option value="">Any</option>
        <option value="yes">Consent given</option>
        <option value="no">No consent</option>
      </SelectField>
    </SearchForm>
  );
}
