/**
 * Choosing a picture from the shop's stored pictures (the products' own, found by product name), or, where the
 * screen allows, a file uploaded there. Gift card designs and campaigns' image banners choose their picture
 * with it; the API checks the choice again.
 */
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { designProductPicturesQueryOptions } from "../../lib/gift-cards.ts";
import { TextField } from "./Field.tsx";
import { ErrorNotice } from "./Notice.tsx";

export interface ChosenPicture {
  /** The storage key the API takes. */
  image: string;
  imageUrl: string;
}

export function PicturePicker({
  id,
  legend = "Picture",
  shownAs,
  upload,
  chosen,
  onChoose,
  error,
}: {
  /** Prefix of the picker's element ids (unique on the page). */
  id: string;
  legend?: string;
  /** Said beside the chosen picture: where it shows. */
  shownAs: string;
  /** Uploads a file and answers its picture; without it only stored pictures are offered. */
  upload?: (file: File, onProgress: (sent: number) => void) => Promise<ChosenPicture>;
  chosen: ChosenPicture | null;
  onChoose: (picture: ChosenPicture) => void;
  error: string | undefined;
}) {
  const [q, setQ] = useState("");
  const pictures = useQuery(designProductPicturesQueryOptions(q.trim()));
  const [uploading, setUploading] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const [uploaded, setUploaded] = useState<ChosenPicture[]>([]);
  const choices = [...uploaded.map((u) => ({ ...u, productName: "Uploaded file" })), ...(pictures.data?.pictures ?? []).filter((p) => !uploaded.some((u) => u.image === p.image))];
  const onFile = async (file: File | undefined) => {
    if (!file || !upload) return;
    setUploadError(null);
    setUploading(0);
    try {
      const picture = await upload(file, setUploading);
      setUploaded((prev) => [picture, ...prev]);
      onChoose(picture);
    } catch (err) {
      setUploadError(err);
    } finally {
      setUploading(null);
    }
  };
  const errorId = `${id}-error`;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      {chosen ? (
        <p className="flex items-center gap-3 text-sm text-slate-700">
          <img src={chosen.imageUrl} alt="" width={180} height={80} className="h-20 w-[180px] rounded border border-slate-200 object-cover" />
          {shownAs}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-4">
        <TextField label="Find a product's picture" type="search" autoComplete="off" className="w-64" value={q} onChange={(e) => setQ(e.target.value)} />
        {upload ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-file`} className="text-sm font-medium text-slate-800">
              Or upload a file
            </label>
            <input id={`${id}-file`} type="file" accept="image/jpeg,image/png,image/webp,image/heic" className="text-sm" onChange={(e) => void onFile(e.target.files?.[0])} />
          </div>
        ) : null}
      </div>
      {uploading !== null ? <p className="text-sm text-slate-700">Uploading… {Math.round(uploading * 100)}%</p> : null}
      <ErrorNotice error={uploadError ?? pictures.error} />
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6" aria-label="Pictures to choose from">
        {choices.map((p) => (
          <li key={p.image}>
            <button
              type="button"
              onClick={() => onChoose({ image: p.image, imageUrl: p.imageUrl })}
              aria-pressed={chosen?.image === p.image}
              className="flex w-full flex-col items-center gap-1 rounded border border-slate-300 p-1 text-xs text-slate-800 aria-pressed:border-indigo-700 aria-pressed:ring-2 aria-pressed:ring-indigo-700"
            >
              <img src={p.imageUrl} alt="" width={96} height={96} className="h-24 w-24 object-cover" />
              <span>{p.productName}</span>
            </button>
          </li>
        ))}
      </ul>
      {pictures.data && choices.length === 0 ? <p className="text-sm text-slate-700">No product has a picture by that name.</p> : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
