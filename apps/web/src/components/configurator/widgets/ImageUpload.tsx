"use client";

import { useId, useRef, useState, type ChangeEvent, type DragEvent } from "react";
import { IMAGE_VARIANTS, PHOTO_PICKER_ACCEPT, photoPickerHint } from "@petsies/domain";
import { photoThumbnailUrl, uploadPhoto } from "../../../lib/configurator/upload.ts";
import { imagesOf } from "../../../lib/configurator/values.ts";
import { FieldError, FieldHint, RequiredMark } from "./FieldParts.tsx";
import { describedBy, placeholderOf, type WidgetProps } from "./types.ts";

interface Pending {
  key: number;
  name: string;
  percent: number;
}

interface Refusal {
  key: number;
  name: string;
  message: string;
}

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
  const [pending, setPending] = useState<Pending[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [status, setStatus] = useState("");
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const nextKey = useRef(1);
  const statusId = useId();
  const taken = images.length + pending.length;
  const room = limit === null ? Infinity : Math.max(0, limit - taken);
  // The hint and the picker's accept come from one list (packages/domain photo-upload.ts).
  const hint = [placeholderOf(option), photoPickerHint(limit)]
    .filter((text): text is string => Boolean(text))
    .map((text) => (/[.!?…]$/.test(text) ? text : `${text}.`))
    .join(" ");

  const send = async (file: File) => {
    const key = nextKey.current++;
    setPending((list) => [...list, { key, name: file.name, percent: 0 }]);
    setStatus(`Uploading ${file.name}…`);
    const outcome = await uploadPhoto({
      file,
      product: productSku,
      onProgress: (percent) => setPending((list) => list.map((p) => (p.key === key ? { ...p, percent } : p))),
    });
    setPending((list) => list.filter((p) => p.key !== key));
    if (outcome.ok) {
      dispatch({ type: "add-images", customizationId: id, images: [outcome.image] });
      setStatus(`${file.name} uploaded.`);
    } else {
      setRefusals((list) => [...list, { key, name: file.name, message: outcome.message }]);
      setStatus("");
    }
  };

  const take = (files: File[]) => {
    if (files.length === 0) return;
    setRefusals([]);
    const kept = files.slice(0, room === Infinity ? files.length : room);
    if (kept.length < files.length) {
      setRefusals([{ key: nextKey.current++, name: "", message: `You can add up to ${limit} ${limit === 1 ? "photo" : "photos"}.` }]);
    }
    for (const file of kept) void send(file);
  };

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    take([...(e.target.files ?? [])]);
    e.target.value = "";
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (room > 0) take([...e.dataTransfer.files]);
  };

  const remove = (imageId: string, index: number) => {
    dispatch({ type: "remove-image", customizationId: id, imageId });
    setStatus(`Photo ${index + 1} removed.`);
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

      {pending.map((p) => (
        <div key={p.key} className="flex items-center gap-3 text-sm">
          <span className="min-w-0 truncate">{p.name}</span>
          <progress max={100} value={p.percent} aria-label={`Uploading ${p.name}`} className="h-2 w-40 accent-brand" />
          <span aria-hidden="true">{p.percent}%</span>
        </div>
      ))}

      {room > 0 ? (
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`relative flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-5 text-center has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand ${
            dragging ? "border-brand bg-cream" : error ? "border-sale bg-white" : "border-cocoa-muted bg-white"
          }`}
        >
          <input
            ref={inputRef}
            id={fieldId}
            type="file"
            accept={PHOTO_PICKER_ACCEPT}
            multiple={!single && room > 1}
            aria-invalid={error ? true : undefined}
            aria-describedby={[describedBy(fieldId, error, true), statusId].filter(Boolean).join(" ")}
            onChange={onChange}
            className="absolute inset-0 cursor-pointer opacity-0"
          />
          <span aria-hidden="true" className="rounded-full bg-brand px-5 py-2 font-semibold text-white">
            {images.length > 0 ? "Add another photo" : single ? "Choose a photo" : "Choose photos"}
          </span>
          <span aria-hidden="true" className="text-sm text-muted">
            or drop {single ? "it" : "them"} here
          </span>
        </div>
      ) : (
        <p className="text-sm text-muted">
          {limit === 1 ? "Your photo is added." : `You have added the most photos this item takes (${limit}).`} Remove one to choose another.
        </p>
      )}

      <p id={statusId} role="status" className="sr-only">
        {status}
      </p>
      {refusals.length > 0 && (
        <div role="alert" className="space-y-1">
          {refusals.map((r) => (
            <p key={r.key} data-testid="upload-error" className="text-sm font-semibold text-sale">
              {r.name ? `${r.name}: ` : ""}
              {r.message}
            </p>
          ))}
        </div>
      )}
      <FieldError fieldId={fieldId} error={error} />
    </div>
  );
}
