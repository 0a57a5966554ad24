import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { estimateBody, type OrderItemDetail } from "@petsies/contract/admin";
import { formatDay } from "../../lib/dates.ts";
import { useSetEstimate } from "../../lib/orders.ts";
import { TextAreaField, TextField } from "../ui/Field.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";
import { useServerFieldErrors } from "../../lib/server-field-errors.ts";
import { blankToUndefined } from "../../lib/form-values.ts";
import { FormActions } from "./FormActions.tsx";

/** The API's request paths → this form's fields (the same names). */
const FIELDS = { date: "date", note: "note" } as const;

/** POST /api/admin/order-items/:id/estimate: the day the item is expected to ship. */
export function EstimateForm({ incrementId, item, onDone }: { incrementId: string; item: OrderItemDetail; onDone: (message: string) => void }) {
  const estimate = useSetEstimate(incrementId);
  const form = useForm({ resolver: zodResolver(estimateBody), defaultValues: { date: item.estimatedShipmentDate?.slice(0, 10) ?? "" } });
  const { errors } = form.formState;
  const unplaced = useServerFieldErrors(form, estimate.error, FIELDS);
  const submit = form.handleSubmit((body) =>
    estimate.mutate({ itemId: item.id, ...body }, { onSuccess: () => onDone(`${item.name}: estimated shipment set to ${formatDay(body.date)}.`) }),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ErrorNotice error={unplaced} />
      <TextField label="Estimated shipment date" type="date" error={errors.date?.message} {...form.register("date")} />
      <TextAreaField label="Note (optional)" error={errors.note?.message} {...form.register("note", { setValueAs: blankToUndefined })} />
      <FormActions submitLabel="Set estimate" pending={estimate.isPending} />
    </form>
  );
}
