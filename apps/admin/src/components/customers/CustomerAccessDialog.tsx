import { useState } from "react";
import type { CustomerDetailAnswer } from "@petsies/contract/admin";
import { useSetCustomerDisabled } from "../../lib/customers.ts";
import { Button } from "../ui/Button.tsx";
import { Dialog, DialogClose } from "../ui/Dialog.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";

/** Disable (every session ends at once, sign-in refused) or enable a customer's account, after a confirmation. */
export function CustomerAccessDialog({ customer, onDone }: { customer: CustomerDetailAnswer; onDone: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const change = useSetCustomerDisabled(customer.id);
  const disabling = !customer.disabled;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) change.reset();
      }}
      title={disabling ? `Disable ${customer.email}?` : `Enable ${customer.email}?`}
      description={
        disabling
          ? "Their sessions end at once, on every device, and they cannot sign in until the account is enabled again. Their orders are not touched."
          : "They can sign in again."
      }
      trigger={<Button variant={disabling ? "secondary" : "primary"}>{disabling ? "Disable account" : "Enable account"}</Button>}
    >
      <ErrorNotice error={change.error} className="mb-4" />
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button
          variant={disabling ? "danger" : "primary"}
          pending={change.isPending}
          pendingText="Saving…"
          onClick={() =>
            change.mutate(disabling, {
              onSuccess: () => {
                setOpen(false);
                onDone(disabling ? "Account disabled: their sessions have ended." : "Account enabled: they can sign in again.");
              },
            })
          }
        >
          {disabling ? "Disable account" : "Enable account"}
        </Button>
      </div>
    </Dialog>
  );
}
