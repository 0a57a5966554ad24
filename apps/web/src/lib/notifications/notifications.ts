/**
 * Notifications (spec §3 "Notification", §5, §9): the pure rules. The store in store.ts holds the list.
 */
import { CHECKOUT_PATH } from "../site-links.ts";

export const NOTIFICATION_TYPES = ["secondary", "info", "success", "warning", "danger"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Default time to live (spec §9). */
export const NOTIFICATION_TTL_MS = 5000;

/** A button on a notification: with `href` it leads there; either way it closes the notification. */
export interface NotificationAction {
  label: string;
  href?: string;
}

export interface Notification {
  id: number;
  type: NotificationType;
  message: string;
  action1: NotificationAction;
  action2?: NotificationAction;
  hasNoTimeout: boolean;
  timeToLive: number;
}

export interface NotificationInput {
  type?: string;
  message: string;
  action1?: NotificationAction;
  action2?: NotificationAction;
  hasNoTimeout?: boolean;
  timeToLive?: number;
}

/** Unknown types become danger (spec §3). */
export function notificationType(type: string | undefined): NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type ?? "") ? (type as NotificationType) : "danger";
}

/** Warnings and errors interrupt (role=alert); the rest wait for a pause (role=status). */
export function isUrgent(type: NotificationType): boolean {
  return type === "warning" || type === "danger";
}

/** Fills the defaults: an OK button, and on success also Proceed to checkout (spec §9). */
export function withDefaults(input: NotificationInput, id: number): Notification {
  const type = notificationType(input.type);
  const action2 = input.action2 ?? (type === "success" ? { label: "Proceed to checkout", href: CHECKOUT_PATH } : undefined);
  return {
    id,
    type,
    message: input.message,
    action1: input.action1 ?? { label: "OK" },
    ...(action2 ? { action2 } : {}),
    hasNoTimeout: input.hasNoTimeout ?? false,
    timeToLive: input.timeToLive ?? NOTIFICATION_TTL_MS,
  };
}

/** Adds a notification unless its message equals the last one shown (spec §5). */
export function pushNotification(list: Notification[], input: NotificationInput, id: number): Notification[] {
  if (list.at(-1)?.message === input.message) return list;
  return [...list, withDefaults(input, id)];
}
