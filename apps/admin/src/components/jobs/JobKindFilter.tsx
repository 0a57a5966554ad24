/** The jobs list's kind filter, kept in the URL with the status. */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { jobQuery } from "@petsies/contract/admin";
import { SearchForm } from "../ui/SearchForm.tsx";
import { TextField } from "../ui/Field.tsx";
import { blankToUndefined, withoutBlanks } from "../../lib/form-values.ts";

const kindSchema = jobQuery.pick({ kind: true });

export function JobKindFilter({ kind, onApply, onClear }: { kind: string | undefined; onApply: (kind: string | undefined) => void; onClear: () => void }) {
  const form = useForm({ resolver: zodResolver(withoutBlanks(kindSchema)), values: { kind: kind ?? "" } });
  return (
    <SearchForm label="Filter jobs" onSubmit={form.handleSubmit((value) => onApply(value.kind))} onClear={onClear} submitLabel="Apply filters" clearLabel="Clear filters">
      <TextField
        label="Kind"
        type="search"
        hint="The exact kind, e.g. mail.item_shipped or payment.refund"
        className="min-w-0 flex-1 basis-64"
        error={form.formState.errors.kind?.message}
        {...form.register("kind", { setValueAs: blankToUndefined })}
      />
    </SearchForm>
  );
}
