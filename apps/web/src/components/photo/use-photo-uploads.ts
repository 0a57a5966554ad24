"use client";

import { useCallback, useReducer, useRef } from "react";
import { messages, type UploadedImage } from "@petsies/domain";
import { EMPTY_UPLOAD_QUEUE, uploadQueue } from "../../lib/photo-upload-queue.ts";
import type { UploadOutcome } from "../../lib/photo-upload.ts";

/** The upload client comes with the first photo picked: a visitor who picks none never loads it. */
const loadUploader = () => import("../../lib/photo-upload.ts");

/**
 * A picker's uploads: `send` puts a file on its way at once (its key comes back), `onUploaded` gets what the
 * shop kept, with that key; progress, refusals and the status line are in the returned queue.
 */
export function usePhotoUploads({ product, onUploaded }: { product?: string; onUploaded: (image: UploadedImage, key: number) => void }) {
  const [queue, dispatch] = useReducer(uploadQueue, EMPTY_UPLOAD_QUEUE);
  const nextKey = useRef(1);
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  const send = useCallback(
    (file: File): number => {
      const key = nextKey.current++;
      dispatch({ type: "started", key, name: file.name });
      void (async () => {
        const outcome: UploadOutcome = await loadUploader().then(
          ({ uploadPhoto }) => uploadPhoto({ file, product, onProgress: (percent) => dispatch({ type: "progress", key, percent }) }),
          // The code did not arrive: the connection dropped, or a new version of the shop replaced it.
          () => ({ ok: false, message: navigator.onLine === false ? messages.offline : messages.somethingWentWrong }),
        );
        if (outcome.ok) {
          uploaded.current(outcome.image, key);
          dispatch({ type: "uploaded", key, name: file.name });
        } else {
          dispatch({ type: "refused", key, name: file.name, message: outcome.message });
        }
      })();
      return key;
    },
    [product],
  );

  /** A refusal about the choice itself (too many photos), not a file. */
  const refuse = useCallback((message: string) => dispatch({ type: "refused", key: nextKey.current++, name: "", message }), []);
  const clearRefusals = useCallback(() => dispatch({ type: "clear-refusals" }), []);
  const announce = useCallback((status: string) => dispatch({ type: "announce", status }), []);

  return { ...queue, uploading: queue.pending.length > 0, send, refuse, clearRefusals, announce };
}
