"use client";

import { useEffect } from "react";
import { readLocal, writeLocal } from "../../lib/local-store.ts";
import { offerModal } from "../../lib/modals/modals.ts";
import { isEditorPreview, LEAVE_INTENT_FLAG, shouldOpenLeavingModal } from "../../lib/shell/leave-intent.ts";

/** Watches for the pointer leaving the page and offers the website-leaving modal once (spec §4). */
export function LeaveIntent() {
  useEffect(() => {
    const openedAt = performance.now();
    const onLeave = (e: MouseEvent) => {
      // Only the pointer leaving the document itself, not moving between elements.
      if (e.relatedTarget !== null) return;
      const open = shouldOpenLeavingModal({
        x: e.clientX,
        y: e.clientY,
        width: window.innerWidth,
        elapsedMs: performance.now() - openedAt,
        alreadyShown: readLocal(LEAVE_INTENT_FLAG) !== null,
        editorPreview: isEditorPreview(window.location.search),
      });
      if (open && offerModal("website-leaving", {})) writeLocal(LEAVE_INTENT_FLAG, new Date().toISOString());
    };
    document.documentElement.addEventListener("mouseleave", onLeave);
    return () => document.documentElement.removeEventListener("mouseleave", onLeave);
  }, []);
  return null;
}
