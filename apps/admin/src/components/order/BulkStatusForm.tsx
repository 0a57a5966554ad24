/**
 * Move the selected items to one status at once (all or nothing). Only statuses every selected item may move
 * to are offered; the parent re-keys the form when the selection changes, so the choice is always one of them.
 */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { bulkStatusBody, type OrderItemDetail } from "@petsies/contract/admin";
import { useBulkItemStatus } from "../../lib/orders.ts";
import { Button } from "../ui/Button.tsx";
import { SelectField, TextField } from "../ui/Field.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";
import { useServerFieldErrors } from "../../lib/server-field-errors.ts";
import { blankToUndefined } from "../../lib/form-values.ts";

const bulkForm = bulkStatusBody.omit({ itemIds: true });
/** The API's request paths → this form's fields; the selection (itemIds) has no field and stays for the notice. */
const FIELDS = { statusId: "statusId", note: "note" } as const;

function commonStatuses(items: OrderItemDetail[]) {
  const [first, ...rest] = items;
  if (!first) return [];
  return first.allowedStatuses.filter((s) => rest.every((item) => item.allowedStatuses.some((a) => a.statusId === s.statusId)));
}

interface Props {
  incrementId: string;
  selected: OrderItemDetail[];
  onDone: (message: string) => void;
}

export function BulkStatusForm({ incrementId, selected, onDone }: Props) {
  const bulk = useBulkItemStatus(incrementId);
  const statuses = commonStatuses(selected);
  const form = useForm<z.input<typeof bulkForm>, unknown, z.output<typeof bulkForm>>({ resolver: zodResolver(bulkForm), defaultValues: { statusId: statuses[0]?.statusId } });
  const { errors } = form.formState;
  const unplaced = useServerFieldErrors(form, bulk.error, FIELDS);
  const submit = form.handleSubmit((body) =>
    bulk.mutate(
      { itemIds: selected.map((item) => item.id), ...body },
      {
        onSuccess: ({ changed }) => {
          const name = statuses.find((s) => s.statusId === body.statusId)?.name ?? body.statusId;
          onDone(`${changed} item${changed === 1 ? "" : "s"} moved to ${name}.`);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Move selected items" className="rounded-lg border border-indigo-200 bg-indigo-50 p-4">
      <p className="mb-3 text-sm font-medium text-slate-900" aria-live="polite">
        {selected.length === 0 ? "Select items below to move several at once." : `${selected.length} item${selected.length === 1 ? "" : "s"} selected.`}
      </p>
      <ErrorNotice error={unplaced} className="mb-3" />
      {selected.length > 0 && statuses.length === 0 ? (
        <p className="text-sm text-slate-800">The selected items have no status in common to move to. Move them one by one.</p>
      ) : (
        <div className="grid items-end gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto]">
          <SelectField label="Move selected to" disabled={selected.length === 0} error={errors.statusId?.message} {...form.register("statusId", { valueAsNumber: true })}>
            {statuses.map((s) => (
              <option key={s.statusId} value={s.statusId}>
                {s.name}
              </option>
            ))}
          </SelectField>
          <TextField label="Note (optional)" disabled={selected.length === 0} error={errors.note?.message} {...form.register("note", { setValueAs: blankToUndefined })} />
          <Button type="submit" variant="primary" disabled={selected.length === 0} pending={bulk.isPending} pendingText="Moving…">
            Move
          </Button>
        </div>
      )}
    </form>
  );
}
