"use client";

import { useSyncExternalStore } from "react";
import { loaderStore } from "../../lib/shell/loader.ts";

/**
 * The global loader (spec §2, §9): a bar across the top of the window above everything (z-index 1001),
 * announced politely to screen readers through a status region that exists from the start.
 */
export function Loader() {
  const busy = useSyncExternalStore(loaderStore.subscribe, loaderStore.getSnapshot, loaderStore.getServerSnapshot);
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-0 z-[1001]">
      {busy && (
        <>
          <span className="sr-only">Loading…</span>
          <div data-testid="loader" aria-hidden="true" className="h-1 w-full overflow-hidden bg-sand">
            <div className="h-full w-1/3 animate-[loader_1.1s_ease-in-out_infinite] bg-brand motion-reduce:w-full motion-reduce:animate-none" />
          </div>
        </>
      )}
    </div>
  );
}
