import { DialogClose } from "../ui/Dialog.tsx";
import { Button } from "../ui/Button.tsx";

/** Cancel and submit at the foot of a dialog's form. */
export function FormActions({ submitLabel, pending, pendingText = "Saving…" }: { submitLabel: string; pending: boolean; pendingText?: string }) {
  return (
    <div className="mt-2 flex justify-end gap-2">
      <DialogClose asChild>
        <Button>Cancel</Button>
      </DialogClose>
      <Button type="submit" variant="primary" pending={pending} pendingText={pendingText}>
        {submitLabel}
      </Button>
    </div>
  );
}
