import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { holdBody, type OrderItemDetail } from "@petsies/contract/admin";
import { useHoldItem, useReleaseItem } from "../../lib/orders.ts";
import { TextAreaField } from "../ui/Field.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";
import { useServerFieldErrors } from "../../lib/server-field-errors.ts";
import { blankToUndefined } from "../../lib/form-values.ts";
import { FormActions } from "./FormActions.tsx";

/** The API's request paths → this form's fields (the same names). */
const FIELDS = { note: "note" } as const;

/** POST …/hold or …/release, whichever the item's state calls for, with an optional note. */
export function HoldForm({ incrementId, item, onDone }: { incrementId: string; item: OrderItemDetail; onDone: (message: string) => void }) {
  const hold = useHoldItem(incrementId);
  const release = useReleaseItem(incrementId);
  const action = item.onHold ? release : hold;
  const form = useForm({ resolver: zodResolver(holdBody), defaultValues: {} });
  const unplaced = useServerFieldErrors(form, action.error, FIELDS);
  const submit = form.handleSubmit((body) =>
    action.mutate({ itemId: item.id, ...body }, { onSuccess: () => onDone(`${item.name}: ${item.onHold ? "released from hold" : "put on hold"}.`) }),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ErrorNotice error={unplaced} />
      <TextAreaField
        label={item.onHold ? "Note (optional)" : "Why is it on hold? (optional)"}
        error={form.formState.errors.note?.message}
        {...form.register("note", { setValueAs: blankToUndefined })}
      />
      <FormActions submitLabel={item.onHold ? "Release" : "Put on hold"} pending={action.isPending} />
    </form>
  );
}
