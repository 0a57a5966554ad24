import { useState } from "react";
import type { StaffMember } from "@petsies/contract/admin";
import { useChangeStaff } from "../../lib/staff.ts";
import { Button } from "../ui/Button.tsx";
import { Dialog, DialogClose } from "../ui/Dialog.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";

/** Disable (ends their sessions, keeps their history) or enable a staff member, after a confirmation. */
export function AccessDialog({ member }: { member: StaffMember }) {
  const [open, setOpen] = useState(false);
  const change = useChangeStaff();
  const disabling = !member.disabled;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) change.reset();
      }}
      title={disabling ? `Disable ${member.name}?` : `Enable ${member.name}?`}
      description={disabling ? "They can no longer sign in. Their name stays in the change logs and the audit log." : "They can sign in again with their password."}
      trigger={
        <Button size="sm" variant={disabling ? "ghost" : "secondary"}>
          {disabling ? "Disable" : "Enable"}
          <span className="sr-only"> {member.name}</span>
        </Button>
      }
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
          onClick={() => change.mutate({ id: member.id, disabled: disabling }, { onSuccess: () => setOpen(false) })}
        >
          {disabling ? "Disable" : "Enable"}
        </Button>
      </div>
    </Dialog>
  );
}
