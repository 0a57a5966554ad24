import { useEffect, useRef, type ReactNode } from "react";
import { useDocumentTitle } from "../../lib/document-title.ts";

/**
 * A screen just opened by a link or a redirect: focus moves to its heading so keyboard and screen-reader
 * users start at the top of what changed. Left alone when focus is in a field or a control on the page.
 */
function focusIsAdrift(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.closest("nav") !== null;
}

/** The screen's one <h1>, which also names the browser tab. */
export function PageHeader({ title, documentTitle, children }: { title: ReactNode; documentTitle: string; children?: ReactNode }) {
  useDocumentTitle(documentTitle);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusIsAdrift()) heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold text-slate-900 focus:outline-none">
        {title}
      </h1>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}
