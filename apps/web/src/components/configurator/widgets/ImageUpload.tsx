"use client";

import { useId, useRef } from "react";
import { IMAGE_VARIANTS, photoPickerHint, photoThumbnailUrl } from "@petsies/domain";
import { imagesOf } from "../../../lib/configurator/values.ts";
import { PhotoDropZone, UploadProgress, UploadRefusals, UploadStatus } from "../../photo/UploadParts.tsx";
import { usePhotoUploads } from "../../photo/use-photo-uploads.ts";
import { FieldError, FieldHint, RequiredMark } from "./FieldParts.tsx";
import { describedBy, placeholderOf, type WidgetProps } from "./types.ts";

/**
 * image_upload: photos sent to POST /api/upload as soon as they are chosen (or dropped), each with its
 * progress; the engine holds what the server accepted, up to the option's max. Thumbnails come from the
 * edits query; each has a remove button. A refused file shows the server's message, a malformed answer
 * "Unexpected response!"; progress and errors are announced.
 */
export function ImageUpload({ option, fieldId, label, error, dispatch, productSku }: WidgetProps) {
  const id = option.customization.id;
  const images = imagesOf(option.value);
  const max = option.max ?? null;
  const single = option.mode === "upload";
  const limit = single ? 1 : max;
  const uploads = usePhotoUploads({
    product: productSku,
    onUploaded: (image) => dispatch({ type: "add-images", customizationId: id, images: [image] }),
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const taken = images.length + uploads.pending.length;
  const room = limit === null ? Infinity : Math.max(0, limit - taken);
  // The hint and the picker's accept come from one list (packages/domain photo-upload.ts).
  const hint = [placeholderOf(option), photoPickerHint(limit)]
    .filter((text): text is string => Boolean(text))
    .map((text) => (/[.!?…]$/.test(text) ? text : `${text}.`))
    .join(" ");

  const take = (files: File[]) => {
    if (room <= 0) return;
    uploads.clearRefusals();
    const kept = files.slice(0, room === Infinity ? files.length : room);
    if (kept.length < files.length) uploads.refuse(`You can add up to ${limit} ${limit === 1 ? "photo" : "photos"}.`);
    for (const file of kept) uploads.send(file);
  };

  const remove = (imageId: string, index: number) => {
    dispatch({ type: "remove-image", customizationId: id, imageId });
    uploads.announce(`Photo ${index + 1} removed.`);
    // The button goes away with its photo: focus lands on the picker that now has room again.
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={fieldId} className="font-semibold">
        {label}
        <RequiredMark required={option.isRequired} label={label} />
      </label>
      <FieldHint fieldId={fieldId}>{hint}</FieldHint>

      {images.length > 0 && (
        <ul aria-label={`${label}: uploaded photos`} className="flex flex-wrap gap-3">
          {images.map((image, i) => (
            <li key={image.id} data-testid="uploaded-photo" className="relative">
              <img
                src={photoThumbnailUrl(image.url, "squareThumbnail")}
                alt={`Photo ${i + 1}`}
                width={IMAGE_VARIANTS.squareThumbnail.width}
                height={IMAGE_VARIANTS.squareThumbnail.height}
                className="size-24 rounded-lg border border-sand bg-sand object-cover"
              />
              <button
                type="button"
                onClick={() => remove(image.id, i)}
                aria-label={`Remove photo ${i + 1}`}
                className="absolute -top-2 -right-2 flex size-8 items-center justify-center rounded-full border border-sand bg-white text-lg font-bold text-ink shadow hover:bg-sand"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}

      <UploadProgress pending={uploads.pending} />

      {room > 0 ? (
        <PhotoDropZone
          inputRef={inputRef}
          id={fieldId}
          multiple={!single && room > 1}
          invalid={Boolean(error)}
          describedBy={[describedBy(fieldId, error, true), statusId].filter(Boolean).join(" ")}
          onFiles={take}
          choose={images.length > 0 ? "Add another photo" : single ? "Choose a photo" : "Choose photos"}
          drop={`or drop ${single ? "it" : "them"} here`}
        />
      ) : (
        <p className="text-sm text-muted">
          {limit === 1 ? "Your photo is added." : `You have added the most photos this item takes (${limit}).`} Remove one to choose another.
        </p>
      )}

      <UploadStatus id={statusId} status={uploads.status} />
      <UploadRefusals refusals={uploads.refusals} />
      <FieldError fieldId={fieldId} error={error} />
    </div>
  );
}
