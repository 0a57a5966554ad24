/**
 * A downloadable product's file (issue 13): the file its buyers download from their order and the confirmation
 * e-mail's link, the title they read for it, and how many times one purchase may download it. Choosing a file sends
 * it at once, with its progress; the API checks what it is from its bytes and answers a refusal at the field.
 */
import { useId, useState } from "react";
import { downloadSettingsBody, type DownloadAnswer, type ProductDetailAnswer } from "@petsies/contract/admin";
import { ApiError } from "../../lib/api.ts";
import { useSaveDownloadSettings, useUploadDownload } from "../../lib/products.ts";
import { Button } from "../ui/Button.tsx";
import { TextField } from "../ui/Field.tsx";
import { ErrorNotice, Notice } from "../ui/Notice.tsx";

type Errors = Record<string, string>;

const sizeText = (bytes: number | null) => (bytes === null ? "" : bytes < 1024 * 1024 ? ` · ${Math.max(1, Math.round(bytes / 1024))} KB` : ` · ${(bytes / 1024 / 1024).toFixed(1)} MB`);

function FileField({ product, download, canEdit }: { product: ProductDetailAnswer; download: DownloadAnswer; canEdit: boolean }) {
  const upload = useUploadDownload(product.id);
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const fileError = upload.error instanceof ApiError ? upload.error.fields?.file : undefined;
  const file = download.file;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-800">
        {file ? (
          <>
            Buyers download <strong>{file.fileName}</strong> ({file.contentType}
            {sizeText(file.sizeBytes)}){file.fromDemo ? ", the demo shop's file" : ""}.
          </>
        ) : (
          "No file yet: buyers have nothing to download until one is added."
        )}
      </p>
      {canEdit ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            {file ? "Replace the file" : "Add the file"}
          </label>
          <input
            id={inputId}
            type="file"
            disabled={upload.isPending}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${inputId}-hint${fileError ? ` ${inputId}-error` : ""}`}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = "";
              if (!chosen) return;
              setMessage(null);
              setProgress(0);
              upload.mutate(
                { file: chosen, onProgress: setProgress },
                {
                  onSuccess: () => setMessage("File saved: new downloads get it now."),
                  onSettled: () => setProgress(null),
                },
              );
            }}
            className="block text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-700 file:px-3 file:py-2 file:font-medium file:text-white hover:file:bg-indigo-800"
          />
          <p id={`${inputId}-hint`} className="text-xs text-slate-600">
            A PDF, ZIP, EPUB, picture (PNG, JPEG, WebP), MP3 or MP4 file; past buyers download the new one too.
          </p>
          {fileError ? (
            <p id={`${inputId}-error`} className="text-sm font-medium text-red-700">
              {fileError}
            </p>
          ) : null}
          {progress !== null ? <progress max={1} value={progress} aria-label="Sending the file" className="w-full" /> : null}
        </div>
      ) : null}
      <ErrorNotice error={fileError ? null : upload.error} />
      {message ? <Notice tone="success">{message}</Notice> : null}
    </div>
  );
}

function SettingsForm({ product, download, canEdit }: { product: ProductDetailAnswer; download: DownloadAnswer; canEdit: boolean }) {
  const save = useSaveDownloadSettings(product.id);
  const [title, setTitle] = useState(download.title);
  const [allowed, setAllowed] = useState(String(download.downloadsAllowed));
  const [checked, setChecked] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const server: Errors = save.error instanceof ApiError && save.error.fields ? save.error.fields : {};
  const errors = { ...server, ...checked };
  return (
    <form
      aria-label="Download settings"
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        setMessage(null);
        const parsed = downloadSettingsBody.safeParse({ title, downloadsAllowed: allowed.trim() === "" ? NaN : Number(allowed.trim()) });
        if (!parsed.success) {
          const found: Errors = {};
          for (const issue of parsed.error.issues) found[issue.path.join(".")] ??= issue.message;
          setChecked(found);
          return;
        }
        setChecked({});
        save.mutate(parsed.data, { onSuccess: () => setMessage("Saved: buyers see it now.") });
      }}
    >
      <fieldset disabled={!canEdit} className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <legend className="sr-only">Title and downloads</legend>
        <TextField label="Title buyers see" className="sm:col-span-2" maxLength={255} value={title} error={errors.title} onChange={(e) => setTitle(e.target.value)} />
        <TextField
          label="Downloads per purchase"
          hint="0 for no limit"
          inputMode="numeric"
          autoComplete="off"
          value={allowed}
          error={errors.downloadsAllowed}
          onChange={(e) => setAllowed(e.target.value)}
        />
      </fieldset>
      {canEdit ? (
        <div>
          <Button type="submit" variant="primary" pending={save.isPending} pendingText="Saving…">
            Save title and downloads
          </Button>
        </div>
      ) : null}
      <ErrorNotice error={Object.keys(server).length > 0 ? null : save.error} />
      {message ? <Notice tone="success">{message}</Notice> : null}
    </form>
  );
}

/** The "File to download" section of a downloadable product's page. */
export function ProductDownload({ product, canEdit }: { product: ProductDetailAnswer; canEdit: boolean }) {
  const headingId = useId();
  if (!product.download) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        File to download
      </h2>
      <p className="text-sm text-slate-700">Buyers download it from their order and from the link in their confirmation e-mail; it is never shipped.</p>
      <FileField product={product} download={product.download} canEdit={canEdit} />
      <SettingsForm product={product} download={product.download} canEdit={canEdit} />
    </section>
  );
}
