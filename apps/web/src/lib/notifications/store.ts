/** The notification list shared by every part of the page; the Notifications component shows it. */
import { pushNotification, type Notification, type NotificationInput } from "./notifications.ts";

const EMPTY: Notification[] = [];
let list: Notification[] = EMPTY;
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: Notification[]) {
  if (next === list) return;
  list = next;
  for (const listener of listeners) listener();
}

export const notificationStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => list,
  getServerSnapshot: () => EMPTY,
};

export function notify(input: NotificationInput): void {
  set(pushNotification(list, input, nextId++));
}

export function dismissNotification(id: number): void {
  set(list.filter((n) => n.id !== id));
}
