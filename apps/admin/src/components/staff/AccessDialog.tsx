import type { StaffMember } from "@petsies/contract/admin";
import { useChangeStaff } from "../../lib/staff.ts";
import { Button } from "../ui/Button.tsx";
import { ConfirmDialog } from "../ui/ConfirmDialog.tsx";

/** Disable (ends their sessions, keeps their history) or enable a staff member, after a confirmation. */
export function AccessDialog({ member }: { member: StaffMember }) {
  const change = useChangeStaff();
  const disabling = !member.disabled;
  return (
    <ConfirmDialog
      title={disabling ? `Disable ${member.name}?` : `Enable ${member.name}?`}
      description={disabling ? "They can no longer sign in. Their name stays in the change logs and the audit log." : "They can sign in again with their password."}
      trigger={
        <Button size="sm" variant={disabling ? "ghost" : "secondary"}>
          {disabling ? "Disable" : "Enable"}
          <span className="sr-only"> {member.name}</span>
        </Button>
      }
      confirmLabel={disabling ? "Disable" : "Enable"}
      danger={disabling}
      mutation={change}
      onConfirm={(close) => change.mutate({ id: member.id, disabled: disabling }, { onSuccess: close })}
    />
  );
}
