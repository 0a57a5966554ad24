import { useEffect } from "react";

const SHOP = "Petsies back office";

/** Each screen names itself in the tab and for screen readers announcing the page. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SHOP}` : SHOP;
  }, [title]);
}
