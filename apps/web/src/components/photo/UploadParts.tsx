"use client";

import type { ChangeEvent, DragEvent, Ref } from "react";
import { useState } from "react";
import { PHOTO_PICKER_ACCEPT } from "@petsies/domain";
import { refusalText, type PendingUpload, type UploadRefusal } from "../../lib/photo-upload-queue.ts";

/**
 * The pieces of a photo picker the configurator's pet photos and the share forms' photo share: the drop zone
 * around the file input, each file's progress, the status line and the refusals.
 */

/**
 * The file input over a dashed zone a photo can also be dropped on. The input covers the zone (invisible), so
 * a click anywhere opens the picker and the keyboard reaches it as the field's control; the zone shows its focus.
 */
export function PhotoDropZone({
  inputRef,
  id,
  multiple = false,
  invalid = false,
  describedBy,
  name,
  onFiles,
  choose,
  drop,
}: {
  inputRef?: Ref<HTMLInputElement>;
  id: string;
  multiple?: boolean;
  invalid?: boolean;
  describedBy?: string;
  name?: string;
  onFiles: (files: File[]) => void;
  /** The button's words: "Choose a photo". */
  choose: string;
  /** Under it: "or drop it here". */
  drop: string;
}) {
  const [dragging, setDragging] = useState(false);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    // The same file may be picked again after a refusal or a removal.
    e.target.value = "";
    if (files.length > 0) onFiles(files);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const files = [...e.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  };
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`relative flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-5 text-center has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand ${
        dragging ? "border-brand bg-cream" : invalid ? "border-sale bg-white" : "border-cocoa-muted bg-white"
      }`}
    >
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={PHOTO_PICKER_ACCEPT}
        multiple={multiple}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={onChange}
        className="absolute inset-0 cursor-pointer opacity-0"
      />
      <span aria-hidden="true" className="rounded-full bg-brand px-5 py-2 font-semibold text-white">
        {choose}
      </span>
      <span aria-hidden="true" className="text-sm text-muted">
        {drop}
      </span>
    </div>
  );
}

/** Each file on its way, with its progress. */
export function UploadProgress({ pending }: { pending: PendingUpload[] }) {
  return pending.map((p) => (
    <div key={p.key} className="flex items-center gap-3 text-sm">
      <span className="min-w-0 truncate">{p.name}</span>
      <progress max={100} value={p.percent} aria-label={`Uploading ${p.name}`} className="h-2 w-40 accent-brand" />
      <span aria-hidden="true">{p.percent}%</span>
    </div>
  ));
}

/** The polite status line a picker's input is described by. */
export function UploadStatus({ id, status }: { id: string; status: string }) {
  return (
    <p id={id} role="status" className="sr-only">
      {status}
    </p>
  );
}

/** The shop's refusals, read out as they come. */
export function UploadRefusals({ refusals }: { refusals: UploadRefusal[] }) {
  if (refusals.length === 0) return null;
  return (
    <div role="alert" className="space-y-1">
      {refusals.map((r) => (
        <p key={r.key} data-testid="upload-error" className="text-sm font-semibold text-sale">
          {refusalText(r)}
        </p>
      ))}
    </div>
  );
}
