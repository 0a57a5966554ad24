/**
 * What a photo picker shows while its photos go up (the configurator's pet photos, the share forms' photo):
 * each file on its way with its progress, the files the shop refused with its words, and one line for a
 * screen reader. Pure, so both pickers follow the same steps; components/photo/use-photo-uploads.ts runs it.
 */

export interface PendingUpload {
  key: number;
  name: string;
  /** 0–100 while the bytes go up. */
  percent: number;
}

export interface UploadRefusal {
  key: number;
  /** The file refused, or "" when the refusal is about the choice (too many photos). */
  name: string;
  message: string;
}

export interface UploadQueue {
  pending: PendingUpload[];
  refusals: UploadRefusal[];
  /** Announced politely: "Uploading biscuit.jpg…", "biscuit.jpg uploaded.", "Photo removed.". */
  status: string;
}

export type UploadQueueEvent =
  | { type: "started"; key: number; name: string }
  | { type: "progress"; key: number; percent: number }
  | { type: "uploaded"; key: number; name: string }
  | { type: "refused"; key: number; name: string; message: string }
  | { type: "clear-refusals" }
  | { type: "announce"; status: string };

export const EMPTY_UPLOAD_QUEUE: UploadQueue = { pending: [], refusals: [], status: "" };

const without = (pending: PendingUpload[], key: number) => pending.filter((p) => p.key !== key);

export function uploadQueue(queue: UploadQueue, event: UploadQueueEvent): UploadQueue {
  switch (event.type) {
    case "started":
      return { ...queue, pending: [...queue.pending, { key: event.key, name: event.name, percent: 0 }], status: `Uploading ${event.name}…` };
    case "progress":
      return { ...queue, pending: queue.pending.map((p) => (p.key === event.key ? { ...p, percent: Math.max(0, Math.min(100, event.percent)) } : p)) };
    case "uploaded":
      return { ...queue, pending: without(queue.pending, event.key), status: `${event.name} uploaded.` };
    case "refused":
      // The refusal is shown (and read) as an alert; the status line would only repeat "Uploading…".
      return {
        pending: without(queue.pending, event.key),
        refusals: [...queue.refusals, { key: event.key, name: event.name, message: event.message }],
        status: queue.pending.some((p) => p.key !== event.key) ? queue.status : "",
      };
    case "clear-refusals":
      return queue.refusals.length === 0 ? queue : { ...queue, refusals: [] };
    case "announce":
      return { ...queue, status: event.status };
  }
}

/** "biscuit.png: This file is not a photo…": a refusal as the shopper reads it. */
export function refusalText(refusal: UploadRefusal): string {
  return refusal.name ? `${refusal.name}: ${refusal.message}` : refusal.message;
}
