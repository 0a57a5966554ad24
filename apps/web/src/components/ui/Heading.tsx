import type { ReactNode } from "react";

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** A heading whose level follows the nesting, so the outline never skips a level. */
export function Heading({ level, className, children }: { level: number; className?: string; children: ReactNode }) {
  const Tag = `h${Math.min(Math.max(level, 1), 6) as HeadingLevel}` as const;
  return <Tag className={className}>{children}</Tag>;
}
