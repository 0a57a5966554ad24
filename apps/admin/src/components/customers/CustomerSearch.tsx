/** The customers list's search box, kept in the URL like the other lists' filters. */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { customerListQuery } from "@petsies/contract/admin";
import { SearchForm } from "../ui/SearchForm.tsx";
import { TextField } from "../ui/Field.tsx";
import { blankToUndefined } from "../../lib/form-values.ts";

const searchSchema = customerListQuery.pick({ q: true });

export function CustomerSearch({ q, onApply, onClear }: { q: string | undefined; onApply: (q: string | undefined) => void; onClear: () => void }) {
  const form = useForm({ resolver: zodResolver(searchSchema), values: { q: q ?? "" } });
  return (
    <SearchForm label="Find customers" onSubmit={form.handleSubmit((value) => onApply(value.q))} onClear={onClear}>
      <TextField
        label="Search"
        type="search"
        hint="E-mail or name"
        className="min-w-0 flex-1 basis-64"
        error={form.formState.errors.q?.message}
        {...form.register("q", { setValueAs: blankToUndefined })}
      />
    </SearchForm>
  );
}
