"use client";

import { useEffect, useSyncExternalStore } from "react";
import { messages } from "@petsies/domain";
import { notify } from "../../lib/notifications/store.ts";
import { withoutUnavailableParam } from "../../lib/shell/offline.ts";

function subscribe(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/**
 * Offline browsing (spec §2 offline badge, §8): the badge while the connection is gone, the offline
 * notification when it drops (or when a page opens without one), and the notice for a page the service
 * worker could not serve offline, after which the shopper is on the home page.
 */
export function OfflineStatus() {
  const offline = useSyncExternalStore(subscribe, () => !navigator.onLine, () => false);

  useEffect(() => {
    const tellOffline = () => notify({ type: "warning", message: messages.offline });
    if (!navigator.onLine) tellOffline();
    window.addEventListener("offline", tellOffline);
    return () => window.removeEventListener("offline", tellOffline);
  }, []);

  useEffect(() => {
    const clean = withoutUnavailableParam(window.location.href);
    if (clean === null) return;
    notify({ type: "danger", message: messages.pageUnavailableOffline, hasNoTimeout: true });
    window.history.replaceState(window.history.state, "", clean);
  }, []);

  if (!offline) return null;
  return (
    <p
      data-testid="offline-badge"
      className="fixed bottom-4 left-4 z-[850] rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white shadow-lg"
    >
      Offline
    </p>
  );
}
