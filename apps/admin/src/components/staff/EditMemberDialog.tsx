import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { BASE_CURRENCY } from "@petsies/domain";
import { STAFF_ROLES, STAFF_ROLE_NAMES, type StaffMember } from "@petsies/contract/admin";
import { centsToDollars } from "../../lib/money.ts";
import { useChangeStaff } from "../../lib/staff.ts";
import { Button } from "../ui/Button.tsx";
import { Dialog, DialogClose } from "../ui/Dialog.tsx";
import { SelectField, TextField } from "../ui/Field.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";
import { useServerFieldErrors } from "../../lib/server-field-errors.ts";
import { editMemberForm, refundLimitToCents } from "./staff-forms.ts";

/** The API's request paths → this form's fields: the refund limit in cents is typed in dollars. */
const FIELDS = { name: "name", role: "role", refundLimitCents: "refundLimit" } as const;

function EditMemberForm({ member, onDone }: { member: StaffMember; onDone: () => void }) {
  const change = useChangeStaff();
  const form = useForm({
    resolver: zodResolver(editMemberForm),
    defaultValues: { name: member.name, role: member.role, refundLimit: member.refundLimitCents === null ? "" : centsToDollars(member.refundLimitCents) },
  });
  const { errors } = form.formState;
  const unplaced = useServerFieldErrors(form, change.error, FIELDS);
  const role = form.watch("role");
  const submit = form.handleSubmit(({ refundLimit, ...rest }) =>
    change.mutate({ id: member.id, ...rest, refundLimitCents: refundLimitToCents(rest.role, refundLimit) }, { onSuccess: onDone }),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ErrorNotice error={unplaced} />
      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...form.register("name")} />
      <SelectField label="Role" error={errors.role?.message} {...form.register("role")}>
        {STAFF_ROLES.map((r) => (
          <option key={r} value={r}>
            {STAFF_ROLE_NAMES[r]}
          </option>
        ))}
      </SelectField>
      {role === "support" ? (
        <TextField label={`Refund limit (${BASE_CURRENCY})`} inputMode="decimal" hint="The largest refund they may make. Leave empty for no refunds." error={errors.refundLimit?.message} {...form.register("refundLimit")} />
      ) : null}
      <div className="mt-2 flex justify-end gap-2">
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="primary" pending={change.isPending} pendingText="Saving…">
          Save changes
        </Button>
      </div>
    </form>
  );
}

export function EditMemberDialog({ member }: { member: StaffMember }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={`Edit ${member.name}`}
      trigger={
        <Button size="sm">
          Edit<span className="sr-only"> {member.name}</span>
        </Button>
      }
    >
      <EditMemberForm member={member} onDone={() => setOpen(false)} />
    </Dialog>
  );
}
