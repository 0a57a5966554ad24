/**
 * Add a staff member. The API e-mails them their one-time set-password link and answers it too: it is shown
 * here once, to pass on when the e-mail does not arrive.
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { BASE_CURRENCY } from "@petsies/domain";
import { STAFF_ROLES, STAFF_ROLE_NAMES, type StaffRole } from "@petsies/contract/admin";
import { useAddStaff } from "../../lib/staff.ts";
import { Button } from "../ui/Button.tsx";
import { Dialog, DialogClose } from "../ui/Dialog.tsx";
import { SelectField, TextField } from "../ui/Field.tsx";
import { ErrorNotice, Notice } from "../ui/Notice.tsx";
import { useServerFieldErrors } from "../../lib/server-field-errors.ts";
import { CopyLink } from "./CopyLink.tsx";
import { addMemberForm, refundLimitToCents } from "./staff-forms.ts";

/** Most people added are the production team. */
const DEFAULT_ROLE: StaffRole = "production";

/** The API's request paths → this form's fields: the refund limit in cents is typed in dollars. */
const FIELDS = { email: "email", name: "name", role: "role", refundLimitCents: "refundLimit" } as const;

function AddMemberForm() {
  const add = useAddStaff();
  const form = useForm({ resolver: zodResolver(addMemberForm), defaultValues: { email: "", name: "", role: DEFAULT_ROLE, refundLimit: "" } });
  const { errors } = form.formState;
  const unplaced = useServerFieldErrors(form, add.error, FIELDS);
  const role = form.watch("role");

  if (add.data) {
    return (
      <div className="flex flex-col gap-4">
        <Notice tone="success">
          {add.data.staff.name} ({add.data.staff.email}) is added as {STAFF_ROLE_NAMES[add.data.staff.role].toLowerCase()}.
        </Notice>
        <CopyLink link={add.data.setPasswordLink} label="We e-mailed them a link to set their password. If it does not arrive, send them this one; it works once and is shown only now." />
        <div className="flex justify-end">
          <DialogClose asChild>
            <Button variant="primary">Done</Button>
          </DialogClose>
        </div>
      </div>
    );
  }

  const submit = form.handleSubmit(({ refundLimit, ...rest }) => add.mutate({ ...rest, refundLimitCents: refundLimitToCents(rest.role, refundLimit) }));
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ErrorNotice error={unplaced} />
      <TextField label="E-mail" type="email" autoComplete="off" error={errors.email?.message} {...form.register("email")} />
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
        <Button type="submit" variant="primary" pending={add.isPending} pendingText="Adding…">
          Add member
        </Button>
      </div>
    </form>
  );
}

export function AddMemberDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen} title="Add a staff member" trigger={<Button variant="primary">Add member</Button>}>
      <AddMemberForm />
    </Dialog>
  );
}
