/** The customers list's search box, kept in the URL like the other lists' filters. */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { customerListQuery } from "@petsies/contract/admin";
import { Button } from "../ui/Button.tsx";
import { TextField } from "../ui/Field.tsx";
import { blankToUndefined } from "../../lib/form-values.ts";

const searchSchema = customerListQuery.pick({ q: true });

export function CustomerSearch({ q, onApply, onClear }: { q: string | undefined; onApply: (q: string | undefined) => void; onClear: () => void }) {
  const form = useForm({ resolver: zodResolver(searchSchema), values: { q: q ?? "" } });
  return (
    <form
      onSubmit={form.handleSubmit((value) => onApply(value.q))}
      noValidate
      role="search"
      aria-label="Find customers"
      className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <TextField
        label="Search"
        type="search"
        hint="E-mail or name"
        className="min-w-0 flex-1 basis-64"
        error={form.formState.errors.q?.message}
        {...form.register("q", { setValueAs: blankToUndefined })}
      />
      <div className="flex gap-2 pb-5">
        <Button type="submit" variant="primary">
          Search
        </Button>
        <Button onClick={onClear}>Clear</Button>
      </div>
    </form>
  );
}
