/** Table parts with the shop's look. Header cells always say what they head (scope col or row). */
import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";

/**
 * Narrow screens scroll the table sideways inside its frame, which keyboard users can focus to scroll. The
 * frame is positioned so the visually hidden texts in cells (absolutely positioned) are clipped with it
 * instead of widening the page.
 */
export function Table({ caption, children, className = "", minWidth = "" }: { caption: string; children: ReactNode; className?: string; minWidth?: string }) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className={`relative overflow-x-auto rounded-lg border border-slate-200 bg-white ${className}`}>
      <table className={`min-w-full divide-y divide-slate-200 text-left text-sm ${minWidth}`}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function Th({ scope = "col", className = "", children, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  const look = scope === "row" ? "px-3 py-2 align-top font-normal text-slate-800" : "whitespace-nowrap bg-slate-100 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-700";
  return (
    <th scope={scope} className={`${look} ${className}`} {...rest}>
      {children}
    </th>
  );
}

export function Td({ className = "", children, ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return (
    <td className={`px-3 py-2 align-top text-slate-800 ${className}`} {...rest}>
      {children}
    </td>
  );
}

export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-8 text-center text-slate-600">
        {children}
      </td>
    </tr>
  );
}
