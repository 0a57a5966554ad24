import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { itemStatusBody, type OrderItemDetail } from "@petsies/contract/admin";
import { useChangeItemStatus } from "../../lib/orders.ts";
import { SelectField, TextAreaField } from "../ui/Field.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";
import { useServerFieldErrors } from "../../lib/server-field-errors.ts";
import { blankToUndefined } from "../../lib/form-values.ts";
import { FormActions } from "./FormActions.tsx";

/** The API's request paths → this form's fields (the same names). */
const FIELDS = { statusId: "statusId", note: "note" } as const;

interface Props {
  incrementId: string;
  item: OrderItemDetail;
  onDone: (message: string) => void;
}

/** POST /api/admin/order-items/:id/status: one of the statuses this item may move to, with a note. */
export function ChangeStatusForm({ incrementId, item, onDone }: Props) {
  const change = useChangeItemStatus(incrementId);
  const form = useForm({ resolver: zodResolver(itemStatusBody), defaultValues: { statusId: item.allowedStatuses[0]?.statusId ?? item.statusId } });
  const { errors } = form.formState;
  const unplaced = useServerFieldErrors(form, change.error, FIELDS);
  const submit = form.handleSubmit((body) =>
    change.mutate(
      { itemId: item.id, ...body },
      { onSuccess: () => onDone(`${item.name}: status changed to ${item.allowedStatuses.find((s) => s.statusId === body.statusId)?.name ?? body.statusId}.`) },
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ErrorNotice error={unplaced} />
      <SelectField label="New status" error={errors.statusId?.message} {...form.register("statusId", { valueAsNumber: true })}>
        {item.allowedStatuses.map((s) => (
          <option key={s.statusId} value={s.statusId}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Note (optional)" hint="Kept in the item's change log." error={errors.note?.message} {...form.register("note", { setValueAs: blankToUndefined })} />
      <FormActions submitLabel="Change status" pending={change.isPending} />
    </form>
  );
}
