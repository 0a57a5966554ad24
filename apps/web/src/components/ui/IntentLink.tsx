"use client";

import Link from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * A link that fetches its page ahead only once the shopper shows they may follow it: a pointer over it, a finger
 * on it, or keyboard focus. A plain Link fetches the whole page of every link that scrolls into view — 60 to 80 KB
 * of component payload each for a product or the home page — and reading those while the page opens kept a phone's
 * main thread busy (issue 18). A finger or a pointer comes a hundred milliseconds or more before the click, which
 * is most of what the early fetch was for.
 */
export function IntentLink({ onPointerEnter, onTouchStart, onFocus, ...props }: Omit<ComponentProps<typeof Link>, "prefetch">) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
