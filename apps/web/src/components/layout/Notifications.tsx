"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { isUrgent, type Notification, type NotificationAction, type NotificationType } from "../../lib/notifications/notifications.ts";
import { dismissNotification } from "../../lib/notifications/store.ts";
import { useNotifications } from "../../lib/notifications/use-notifications.ts";
import { STAY_ACTIVE_ATTR } from "../../lib/use-modal.ts";

const ACCENT: Record<NotificationType, string> = {
  secondary: "border-muted",
  info: "border-ink",
  success: "border-leaf",
  warning: "border-amber-500",
  danger: "border-sale",
};

const BUTTON = "rounded-full px-4 py-1.5 text-sm font-semibold no-underline";

function Action({ action, primary, onDone }: { action: NotificationAction; primary: boolean; onDone: () => void }) {
  const look = primary ? `${BUTTON} bg-brand text-white hover:bg-brand-dark` : `${BUTTON} border border-sand text-ink hover:bg-sand`;
  if (action.href) {
    return (
      <Link href={action.href} prefetch={false} onClick={onDone} className={look}>
        {action.label}
      </Link>
    );
  }
  return (
    <button type="button" onClick={onDone} className={look}>
      {action.label}
    </button>
  );
}

/** One notification; its time to live pauses while the pointer or focus is on it (WCAG 2.2.1). */
function NotificationCard({ notification: n }: { notification: Notification }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (n.hasNoTimeout || paused) return;
    const timer = setTimeout(() => dismissNotification(n.id), n.timeToLive);
    return () => clearTimeout(timer);
  }, [n, paused]);
  const dismiss = () => dismissNotification(n.id);

  return (
    <div
      data-testid="notification"
      data-type={n.type}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={`pointer-events-auto w-full max-w-sm rounded-xl border-l-4 bg-white p-4 text-ink shadow-lg ${ACCENT[n.type]}`}
    >
      <p className="font-semibold">{n.message}</p>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        {n.action2 && <Action action={n.action2} primary onDone={dismiss} />}
        <Action action={n.action1} primary={!n.action2} onDone={dismiss} />
      </div>
    </div>
  );
}

/**
 * The notification area (spec §3, §9): above everything but the loader (z-index 1000), 100px from the top
 * on desktop. On phones it sits at the bottom, where it does not cover the line just added at the top of
 * the full-width minicart (which offers the same way on to the cart and checkout). Two live regions that exist from the start, so screen readers announce what is added:
 * warnings and errors as alerts, the rest politely. They stay usable while a modal is open.
 */
export function Notifications() {
  const list = useNotifications();
  const region = "flex w-full flex-col items-center gap-2 lg:items-end";
  return (
    <div
      {...{ [STAY_ACTIVE_ATTR]: "" }}
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[1000] flex flex-col gap-2 px-4 lg:top-[100px] lg:bottom-auto lg:px-6"
    >
      <div role="alert" className={region}>
        {list.filter((n) => isUrgent(n.type)).map((n) => (
          <NotificationCard key={n.id} notification={n} />
        ))}
      </div>
      <div role="status" className={region}>
        {list.filter((n) => !isUrgent(n.type)).map((n) => (
          <NotificationCard key={n.id} notification={n} />
        ))}
      </div>
    </div>
  );
}
