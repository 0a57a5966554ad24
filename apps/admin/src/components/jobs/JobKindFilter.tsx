/** The jobs list's kind filter, kept in the URL with the status. */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { jobQuery } from "@petsies/contract/admin";
import { Button } from "../ui/Button.tsx";
import { TextField } from "../ui/Field.tsx";
import { blankToUndefined, withoutBlanks } from "../../lib/form-values.ts";

const kindSchema = jobQuery.pick({ kind: true });

export function JobKindFilter({ kind, onApply, onClear }: { kind: string | undefined; onApply: (kind: string | undefined) => void; onClear: () => void }) {
  const form = useForm({ resolver: zodResolver(withoutBlanks(kindSchema)), values: { kind: kind ?? "" } });
  return (
    <form
      onSubmit={form.handleSubmit((value) => onApply(value.kind))}
      noValidate
      role="search"
      aria-label="Filter jobs"
      className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <TextField
        label="Kind"
        type="search"
        hint="The exact kind, e.g. mail.item_shipped or payment.refund"
        className="min-w-0 flex-1 basis-64"
        error={form.formState.errors.kind?.message}
        {...form.register("kind", { setValueAs: blankToUndefined })}
      />
      <div className="flex gap-2 pb-5">
        <Button type="submit" variant="primary">
          Apply filters
        </Button>
        <Button onClick={onClear}>Clear filters</Button>
      </div>
    </form>
  );
}
