import type { ReactNode } from "react";

/** No shell at all: the visual editor's single-component preview (spec §2). */
export default function EmptyLayout({ children }: { children: ReactNode }) {
  return children;
}
