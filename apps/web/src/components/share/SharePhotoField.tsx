"use client";

import { useId, useRef } from "react";
import { IMAGE_VARIANTS, photoPickerHint, photoThumbnailUrl, type UploadedImage } from "@petsies/domain";
import { PhotoDropZone, UploadProgress, UploadRefusals, UploadStatus } from "../photo/UploadParts.tsx";
import type { usePhotoUploads } from "../photo/use-photo-uploads.ts";

/**
 * A share form's one optional photo, by the configurator's rules (same kinds, size and messages): it goes up
 * as soon as it is picked, the picture shows small with "Remove photo", and picking again replaces it. The
 * input is named uploadId, so the shop's refusal of the photo shows here.
 */
export function SharePhotoField({
  label,
  photo,
  uploads,
  onPick,
  onRemove,
  error,
}: {
  label: string;
  photo: UploadedImage | null;
  uploads: ReturnType<typeof usePhotoUploads>;
  onPick: (file: File) => void;
  onRemove: () => void;
  error: string | undefined;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const remove = () => {
    onRemove();
    uploads.clearRefusals();
    uploads.announce("Photo removed.");
    // The button goes away with the picture: focus lands on the picker.
    requestAnimationFrame(() => inputRef.current?.focus());
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold">
        {label} <span className="font-normal text-muted">(optional)</span>
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {photoPickerHint(1)}
      </p>
      {photo && (
        <div data-testid="share-photo" className="flex items-center gap-4">
          <img
            src={photoThumbnailUrl(photo.url, "squareThumbnail")}
            alt="Your photo"
            width={IMAGE_VARIANTS.squareThumbnail.width}
            height={IMAGE_VARIANTS.squareThumbnail.height}
            className="size-24 rounded-lg border border-sand bg-sand object-cover"
          />
          <button type="button" onClick={remove} className="h-11 rounded-full border border-sand bg-white px-5 font-semibold text-ink hover:bg-sand">
            Remove photo
          </button>
        </div>
      )}
      <UploadProgress pending={uploads.pending} />
      <PhotoDropZone
        inputRef={inputRef}
        id={id}
        name="uploadId"
        invalid={Boolean(error)}
        describedBy={[error ? `${id}-error` : null, `${id}-hint`, `${id}-status`].filter(Boolean).join(" ")}
        onFiles={(files) => {
          uploads.clearRefusals();
          onPick(files[0]!);
        }}
        choose={photo ? "Choose another photo" : "Choose a photo"}
        drop="or drop it here"
      />
      <UploadStatus id={`${id}-status`} status={uploads.status} />
      <UploadRefusals refusals={uploads.refusals} />
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-sale">
          {error}
        </p>
      )}
    </div>
  );
}
