/** Analytics events go to the tag manager's data layer (spec §9); without a tag manager they wait there unread. */
type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

export function track(event: string, data: Record<string, unknown> = {}): void {
  if (typeof window === "undefined") return;
  const w = window as DataLayerWindow;
  (w.dataLayer ??= []).push({ event, ...data });
}
