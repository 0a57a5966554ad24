import { useState } from "react";
import { Button } from "../ui/Button.tsx";

/** A one-time link shown once, with a button to copy it; the text can also be selected by hand. */
export function CopyLink({ link, label }: { link: string; label: string }) {
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-slate-800">{label}</p>
      <code className="block break-all rounded border border-slate-300 bg-slate-50 p-2 text-sm text-slate-900 select-all">{link}</code>
      <div className="flex items-center gap-3">
        <Button size="sm" variant="primary" onClick={copy}>
          Copy link
        </Button>
        <span role="status" className="text-sm text-slate-700">
          {copied === "yes" ? "Copied." : copied === "failed" ? "Could not copy: select the link and copy it by hand." : ""}
        </span>
      </div>
    </div>
  );
}
