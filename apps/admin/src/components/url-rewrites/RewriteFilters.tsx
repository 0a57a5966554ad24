/** The rewrite list's search (an old or new path, or part of one), kept in the URL like the other lists' filters. */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { urlRewriteListQuery, type UrlRewriteListQuery } from "@petsies/contract/admin";
import { blankToUndefined, withoutBlanks } from "../../lib/form-values.ts";
import { SearchForm } from "../ui/SearchForm.tsx";
import { TextField } from "../ui/Field.tsx";

const filtersSchema = urlRewriteListQuery.pick({ q: true });
export type RewriteFiltersValue = Pick<UrlRewriteListQuery, "q">;

export function RewriteFilters({ value, onApply, onClear }: { value: RewriteFiltersValue; onApply: (filters: RewriteFiltersValue) => void; onClear: () => void }) {
  const form = useForm({ resolver: zodResolver(withoutBlanks(filtersSchema)), values: { q: value.q ?? "" } });
  const { errors } = form.formState;
  return (
    <SearchForm label="Find rewrites" onSubmit={form.handleSubmit(onApply)} onClear={onClear}>
      <TextField label="Search" type="search" hint="An old or new path, or part of one" className="min-w-0 flex-1 basis-64" error={errors.q?.message} {...form.register("q", { setValueAs: blankToUndefined })} />
    </SearchForm>
  );
}
