import { useState, type ReactNode } from "react";
import { Button } from "./Button.tsx";
import { Dialog, DialogClose } from "./Dialog.tsx";
import { ErrorNotice } from "./Notice.tsx";

/** The part of a TanStack mutation a confirmation shows: its error and progress, cleared on close. */
interface Pending {
  error: unknown;
  isPending: boolean;
  reset(): void;
}

/**
 * A yes/no question before an action that cannot be taken back lightly (disable, enable): the question,
 * Cancel, and the action's button, which shows progress; the API's message stays in the dialog on failure.
 * `onConfirm` gets `close` to call once the action succeeded.
 */
export function ConfirmDialog({
  title,
  description,
  trigger,
  confirmLabel,
  danger,
  mutation,
  onConfirm,
}: {
  title: string;
  description: string;
  trigger: ReactNode;
  confirmLabel: string;
  danger: boolean;
  mutation: Pending;
  onConfirm: (close: () => void) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) mutation.reset();
      }}
      title={title}
      description={description}
      trigger={trigger}
    >
      <ErrorNotice error={mutation.error} className="mb-4" />
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button variant={danger ? "danger" : "primary"} pending={mutation.isPending} pendingText="Saving…" onClick={() => onConfirm(() => setOpen(false))}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
