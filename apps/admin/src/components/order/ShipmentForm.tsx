import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { shipmentBody, type OrderItemDetail } from "@petsies/contract/admin";
import { todayIsoDay } from "../../lib/dates.ts";
import { useAddShipment } from "../../lib/orders.ts";
import { TextAreaField, TextField } from "../ui/Field.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";
import { blankToUndefined } from "../../lib/form-values.ts";
import { FormActions } from "./FormActions.tsx";
import { useServerFieldErrors } from "../../lib/server-field-errors.ts";

/** The API's request paths → this form's fields (the same names). */
const FIELDS = { carrier: "carrier", tracking: "tracking", date: "date", note: "note" } as const;

/** POST /api/admin/order-items/:id/shipments: carrier, tracking number and the day it left. */
export function ShipmentForm({ incrementId, item, onDone }: { incrementId: string; item: OrderItemDetail; onDone: (message: string) => void }) {
  const add = useAddShipment(incrementId);
  const form = useForm({ resolver: zodResolver(shipmentBody), defaultValues: { carrier: "", tracking: "", date: todayIsoDay() } });
  const { errors } = form.formState;
  const unplaced = useServerFieldErrors(form, add.error, FIELDS);
  const submit = form.handleSubmit((body) => add.mutate({ itemId: item.id, ...body }, { onSuccess: () => onDone(`${item.name}: shipment ${body.tracking} added.`) }));
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ErrorNotice error={unplaced} />
      <TextField label="Carrier" autoComplete="off" error={errors.carrier?.message} {...form.register("carrier")} />
      <TextField label="Tracking number" autoComplete="off" error={errors.tracking?.message} {...form.register("tracking")} />
      <TextField label="Shipment date" type="date" error={errors.date?.message} {...form.register("date", { setValueAs: blankToUndefined })} />
      <TextAreaField label="Note (optional)" error={errors.note?.message} {...form.register("note", { setValueAs: blankToUndefined })} />
      <FormActions submitLabel="Add shipment" pending={add.isPending} />
    </form>
  );
}
