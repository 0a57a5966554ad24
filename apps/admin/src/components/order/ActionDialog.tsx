/**
 * The frame of an item action: a button that opens a dialog holding the action's form. The form mounts when
 * the dialog opens, so each opening starts clean; it stays mounted (and keeps what was typed) after an error.
 */
import { useState, type ReactNode } from "react";
import { Button } from "../ui/Button.tsx";
import { Dialog } from "../ui/Dialog.tsx";

interface ActionDialogProps {
  label: string;
  title: string;
  description?: ReactNode;
  variant?: "primary" | "secondary" | "danger";
  disabled?: boolean;
  /** The form; call done() after a success to close the dialog. */
  children: (done: () => void) => ReactNode;
}

export function ActionDialog({ label, title, description, variant = "secondary", disabled, children }: ActionDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={description}
      trigger={
        <Button size="sm" variant={variant} disabled={disabled}>
          {label}
        </Button>
      }
    >
      {children(() => setOpen(false))}
    </Dialog>
  );
}
