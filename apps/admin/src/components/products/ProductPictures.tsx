/**
 * A product's pictures (issue 13): drop several files (or choose them) and each one is added in turn with its
 * progress; put them in order, describe each for shoppers who cannot see it, take one off, then save. The first
 * picture is the main one: the storefront lists the product with it. Every action has a button, so the keyboard
 * does everything dragging does.
 */
import { useId, useRef, useState, type DragEvent } from "react";
import type { ProductDetailAnswer } from "@petsies/contract/admin";
import { imageUrl } from "@petsies/domain";
import { useAddPicture, useSavePictures } from "../../lib/products.ts";
import { ApiError } from "../../lib/api.ts";
import { Button } from "../ui/Button.tsx";
import { ErrorNotice, Notice } from "../ui/Notice.tsx";
import { TextField } from "../ui/Field.tsx";

type Picture = ProductDetailAnswer["pictures"][number];

interface Sending {
  name: string;
  /** 0 to 1, or null once it failed. */
  sent: number | null;
  error?: string;
}

const ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif";

/** `from` moved to `to`, the others keeping their order. */
function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export function ProductPictures({ product, canEdit }: { product: ProductDetailAnswer; canEdit: boolean }) {
  const add = useAddPicture(product.id);
  const save = useSavePictures(product.id);
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  /** The owner's unsaved order and texts; null while they are the product's own. */
  const [draft, setDraft] = useState<Picture[] | null>(null);
  const [sending, setSending] = useState<Sending[]>([]);
  const [dragging, setDragging] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const pictures = draft ?? product.pictures;
  const busy = sending.some((s) => s.sent !== null && s.sent < 1);

  async function addFiles(files: File[]) {
    if (files.length === 0 || busy) return;
    setMessage(null);
    setSending(files.map((f) => ({ name: f.name, sent: 0 })));
    let added = 0;
    for (const [i, file] of files.entries()) {
      const progress = (patch: Partial<Sending>) => setSending((all) => all.map((s, j) => (j === i ? { ...s, ...patch } : s)));
      try {
        const now = await add.mutateAsync({ file, onProgress: (sent) => progress({ sent }) });
        added += 1;
        // An unsaved order keeps the owner's work, with the new picture at its end.
        const newest = now.pictures.at(-1);
        if (newest) setDraft((d) => (d ? [...d, newest] : d));
      } catch (err) {
        const reason = err instanceof ApiError ? (err.fields?.file ?? err.message) : "The picture could not be sent.";
        progress({ sent: null, error: reason });
      }
    }
    setSending((all) => all.filter((s) => s.sent === null));
    if (added > 0) setMessage(added === 1 ? "Picture added: the storefront shows it now." : `${added} pictures added: the storefront shows them now.`);
  }

  function onDrop(e: DragEvent<HTMLDivElement>) {
    e.preventDefault();
    setDragging(false);
    if (canEdit) void addFiles([...e.dataTransfer.files]);
  }

  const change = (next: Picture[]) => {
    setMessage(null);
    setDraft(next);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Pictures
      </h2>
      {pictures.length === 0 ? <p className="text-sm text-slate-700">No pictures yet: shoppers see a placeholder.</p> : null}
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Pictures in the order shoppers see them">
        {pictures.map((picture, i) => (
          <li key={picture.image} className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
            <img src={imageUrl(picture.image, "squareThumbnail")} alt={picture.label} width={160} height={160} className="h-40 w-40 self-center rounded object-cover" />
            <p className="text-sm font-medium text-slate-800">{i === 0 ? "Main picture" : `Picture ${i + 1}`}</p>
            <TextField
              label="Text for shoppers who cannot see it"
              value={picture.label}
              maxLength={255}
              readOnly={!canEdit}
              onChange={(e) => change(pictures.map((p, j) => (j === i ? { ...p, label: e.target.value } : p)))}
            />
            {canEdit ? (
              <div className="flex flex-wrap gap-2" role="group" aria-label={`Picture ${i + 1}`}>
                <Button size="sm" disabled={i === 0} onClick={() => change(moved(pictures, i, 0))}>
                  Make main
                </Button>
                <Button size="sm" disabled={i === 0} onClick={() => change(moved(pictures, i, i - 1))} aria-label={`Move picture ${i + 1} earlier`}>
                  Earlier
                </Button>
                <Button size="sm" disabled={i === pictures.length - 1} onClick={() => change(moved(pictures, i, i + 1))} aria-label={`Move picture ${i + 1} later`}>
                  Later
                </Button>
                <Button size="sm" variant="ghost" onClick={() => change(pictures.filter((_, j) => j !== i))} aria-label={`Take off picture ${i + 1}`}>
                  Take off
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {canEdit && draft ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="primary"
            pending={save.isPending}
            pendingText="Saving…"
            onClick={() =>
              save.mutate(
                { pictures: draft },
                {
                  onSuccess: () => {
                    setDraft(null);
                    setMessage("Pictures saved: the storefront shows them now.");
                  },
                },
              )
            }
          >
            Save pictures
          </Button>
          <Button onClick={() => setDraft(null)} disabled={save.isPending}>
            Undo changes
          </Button>
          <p className="text-sm text-slate-700">The order and texts are not saved yet.</p>
        </div>
      ) : null}
      <ErrorNotice error={save.error} />
      {canEdit ? (
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`flex flex-col items-center gap-2 rounded-md border-2 border-dashed p-6 text-center ${dragging ? "border-indigo-600 bg-indigo-50" : "border-slate-300"}`}
        >
          <p className="text-sm text-slate-700">Drop pictures here (JPEG, PNG, WebP or HEIC), or</p>
          <Button onClick={() => inputRef.current?.click()} disabled={busy}>
            Choose pictures…
          </Button>
          <input
            ref={inputRef}
            type="file"
            accept={ACCEPT}
            multiple
            className="sr-only"
            aria-label="Add pictures"
            tabIndex={-1}
            onChange={(e) => {
              void addFiles([...(e.target.files ?? [])]);
              e.target.value = "";
            }}
          />
        </div>
      ) : null}
      {sending.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Pictures being added">
          {sending.map((s, i) => (
            <li key={`${s.name}-${i}`} className="flex flex-col gap-1 text-sm">
              <span className="font-medium text-slate-800">{s.name}</span>
              {s.sent === null ? (
                <span className="font-medium text-red-700">{s.error}</span>
              ) : (
                <progress max={1} value={s.sent} aria-label={`Sending ${s.name}`} className="w-full" />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {message ? <Notice tone="success">{message}</Notice> : null}
    </section>
  );
}
