/**
 * What staff can do with a customer's account: e-mail a password reset link, disable or enable it, export
 * everything held as JSON (a data access request), and for owners, erase the customer.
 */
import { useState } from "react";
import type { CustomerDetailAnswer } from "@petsies/contract/admin";
import { useCustomerPasswordReset, useExportCustomer } from "../../lib/customers.ts";
import { Button } from "../ui/Button.tsx";
import { ErrorNotice, Notice } from "../ui/Notice.tsx";
import { CustomerAccessDialog } from "./CustomerAccessDialog.tsx";
import { EraseCustomerDialog } from "./EraseCustomerDialog.tsx";

export function CustomerActions({ customer, canErase }: { customer: CustomerDetailAnswer; canErase: boolean }) {
  const reset = useCustomerPasswordReset(customer.id);
  const exportData = useExportCustomer(customer.id);
  const [message, setMessage] = useState<string | null>(null);
  const failure = reset.error ?? exportData.error;

  return (
    <section aria-labelledby="account-actions-heading" className="flex flex-col gap-3">
      <h2 id="account-actions-heading" className="sr-only">
        Account actions
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button
          pending={reset.isPending}
          pendingText="Sending…"
          onClick={() => {
            setMessage(null);
            exportData.reset();
            reset.mutate(undefined, { onSuccess: () => setMessage(`We e-mailed ${customer.email} a link to choose a new password.`) });
          }}
        >
          Send password reset
        </Button>
        <CustomerAccessDialog customer={customer} onDone={setMessage} />
        <Button
          pending={exportData.isPending}
          pendingText="Exporting…"
          onClick={() => {
            setMessage(null);
            reset.reset();
            exportData.mutate(undefined, { onSuccess: () => setMessage(`Saved customer-${customer.id}.json.`) });
          }}
        >
          Export data (JSON)
        </Button>
        {canErase ? <EraseCustomerDialog customer={customer} /> : null}
      </div>
      <ErrorNotice error={failure} />
      {message ? <Notice tone="success">{message}</Notice> : null}
    </section>
  );
}
