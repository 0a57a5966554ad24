/**
 * Erase a customer (owners; the right to be forgotten). The owner types the customer's e-mail again; the API
 * checks it too. Afterwards the customer's page is gone, so the list opens with the outcome.
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "@tanstack/react-router";
import { z } from "zod";
import { customerEraseBody, type CustomerDetailAnswer } from "@petsies/contract/admin";
import { useEraseCustomer } from "../../lib/customers.ts";
import { Button } from "../ui/Button.tsx";
import { Dialog, DialogClose } from "../ui/Dialog.tsx";
import { TextField } from "../ui/Field.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";
import { useServerFieldErrors } from "../../lib/server-field-errors.ts";

function eraseForm(email: string) {
  return customerEraseBody.refine((value) => value.confirmEmail === email.toLowerCase(), {
    path: ["confirmEmail"],
    message: "Type the customer's e-mail exactly as shown above",
  });
}

/** The API's request paths → this form's fields (the same names). */
const FIELDS = { confirmEmail: "confirmEmail" } as const;

function EraseForm({ customer }: { customer: CustomerDetailAnswer }) {
  const erase = useEraseCustomer(customer.id);
  const navigate = useNavigate();
  const form = useForm<z.input<typeof customerEraseBody>, unknown, z.output<typeof customerEraseBody>>({
    resolver: zodResolver(eraseForm(customer.email)),
    defaultValues: { confirmEmail: "" },
  });
  const unplaced = useServerFieldErrors(form, erase.error, FIELDS);
  const submit = form.handleSubmit(({ confirmEmail }) =>
    erase.mutate(confirmEmail, {
      onSuccess: ({ erasedOrders }) =>
        void navigate({
          to: "/customers",
          state: {
            notice: `Customer ${customer.email} erased. ${erasedOrders} order${erasedOrders === 1 ? "" : "s"} kept without personal data.`,
          },
        }),
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ErrorNotice error={unplaced} />
      <ul className="list-disc pl-5 text-sm text-slate-800">
        <li>The account, its addresses, cart and wish list, reviews and newsletter subscription are deleted.</li>
        <li>Orders stay for the books, with the name, e-mail, addresses and phone removed.</li>
        <li>This cannot be undone.</li>
      </ul>
      <p className="text-sm text-slate-800">
        Customer's e-mail: <strong className="break-all">{customer.email}</strong>
      </p>
      <TextField
        label="Type the customer's e-mail to confirm"
        type="email"
        autoComplete="off"
        spellCheck={false}
        error={form.formState.errors.confirmEmail?.message}
        {...form.register("confirmEmail")}
      />
      <div className="mt-2 flex justify-end gap-2">
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="danger" pending={erase.isPending} pendingText="Erasing…">
          Erase customer
        </Button>
      </div>
    </form>
  );
}

export function EraseCustomerDialog({ customer }: { customer: CustomerDetailAnswer }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={`Erase ${customer.email}?`}
      description="Everything that identifies this person is removed from the shop."
      trigger={<Button variant="danger">Erase customer</Button>}
    >
      <EraseForm customer={customer} />
    </Dialog>
  );
}
