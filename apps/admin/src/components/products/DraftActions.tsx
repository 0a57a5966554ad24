import { Button } from "../ui/Button.tsx";

/**
 * The save and undo buttons of a product section edited as a draft (options, bundle options, products in a set,
 * customization), shown only while the draft differs from what is saved, with a word that it is not saved yet.
 */
export function DraftActions({ saveLabel, unsaved, pending, onSave, onUndo }: { saveLabel: string; unsaved: string; pending: boolean; onSave: () => void; onUndo: () => void }) {
  return (
    <>
      <Button variant="primary" pending={pending} pendingText="Saving…" onClick={onSave}>
        {saveLabel}
      </Button>
      <Button disabled={pending} onClick={onUndo}>
        Undo changes
      </Button>
      <p className="text-sm text-slate-700">{unsaved}</p>
    </>
  );
}
