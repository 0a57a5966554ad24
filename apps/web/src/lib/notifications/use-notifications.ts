"use client";

import { useSyncExternalStore } from "react";
import type { Notification } from "./notifications.ts";
import { notificationStore } from "./store.ts";

export function useNotifications(): Notification[] {
  return useSyncExternalStore(notificationStore.subscribe, notificationStore.getSnapshot, notificationStore.getServerSnapshot);
}
