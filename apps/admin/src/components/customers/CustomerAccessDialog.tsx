import type { CustomerDetailAnswer } from "@petsies/contract/admin";
import { useSetCustomerDisabled } from "../../lib/customers.ts";
import { Button } from "../ui/Button.tsx";
import { ConfirmDialog } from "../ui/ConfirmDialog.tsx";

/** Disable (every session ends at once, sign-in refused) or enable a customer's account, after a confirmation. */
export function CustomerAccessDialog({ customer, onDone }: { customer: CustomerDetailAnswer; onDone: (message: string) => void }) {
  const change = useSetCustomerDisabled(customer.id);
  const disabling = !customer.disabled;
  return (
    <ConfirmDialog
      title={disabling ? `Disable ${customer.email}?` : `Enable ${customer.email}?`}
      description={
        disabling
          ? "Their sessions end at once, on every device, and they cannot sign in until the account is enabled again. Their orders are not touched."
          : "They can sign in again."
      }
      trigger={<Button variant={disabling ? "secondary" : "primary"}>{disabling ? "Disable account" : "Enable account"}</Button>}
      confirmLabel={disabling ? "Disable account" : "Enable account"}
      danger={disabling}
      mutation={change}
      onConfirm={(close) =>
        change.mutate(disabling, {
          onSuccess: () => {
            close();
            onDone(disabling ? "Account disabled: their sessions have ended." : "Account enabled: they can sign in again.");
          },
        })
      }
    />
  );
}
