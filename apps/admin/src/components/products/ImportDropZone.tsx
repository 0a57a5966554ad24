/**
 * Where the owner gives the import its file: drop it on the zone, or choose it with the button (a real file
 * input, so the keyboard and screen readers get the browser's own control).
 */
import { useId, useState, type DragEvent } from "react";

export function ImportDropZone({ onFile, disabled }: { onFile: (file: File) => void; disabled: boolean }) {
  const inputId = useId();
  const hintId = useId();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={`rounded-lg border-2 border-dashed px-6 py-8 text-center ${over ? "border-indigo-600 bg-indigo-50" : "border-slate-300 bg-white"}`}
    >
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-900">
        Catalogue file (CSV or JSON)
      </label>
      <p id={hintId} className="mt-1 text-sm text-slate-700">
        Drop the file here, or choose it. Nothing changes until you have read the check and pressed Apply.
      </p>
      <input
        id={inputId}
        type="file"
        accept=".csv,.json,text/csv,application/json"
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = "";
        }}
        className="mx-auto mt-3 block text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-700 file:px-3 file:py-2 file:font-medium file:text-white hover:file:bg-indigo-800"
      />
    </div>
  );
}
