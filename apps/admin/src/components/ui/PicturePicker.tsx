/**
 * Choosing a stored picture (gift card designs, content blocks): the chosen one as a thumbnail, a search over
 * the pictures the screen offers, and, where the screen allows it, a file uploaded here (the API cleans it as
 * product pictures are). Each screen passes its own search and upload; `children` come after the search (a
 * field to type a key, say).
 */
import { useId, useState, type ReactNode } from "react";
import { useQuery, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import { TextField } from "./Field.tsx";
import { ErrorNotice } from "./Notice.tsx";

export interface ChosenPicture {
  image: string;
  imageUrl: string;
}

/** A picture to choose: its key, its thumbnail and what it is (a product's name, the story showing it). */
export interface PictureChoice extends ChosenPicture {
  label: string;
}

interface Props<TKey extends QueryKey> {
  legend: string;
  chosen: ChosenPicture | null;
  /** Said beside the chosen picture's thumbnail. */
  chosenText: string;
  onChoose: (picture: ChosenPicture) => void;
  error: string | undefined;
  searchLabel: string;
  /** Said when the search finds nothing. */
  noneFound: string;
  pictures: (q: string) => UseQueryOptions<PictureChoice[], Error, PictureChoice[], TKey>;
  upload?: (file: File, onProgress: (sent: number) => void) => Promise<ChosenPicture>;
  children?: ReactNode;
}

export function PicturePicker<TKey extends QueryKey>({ legend, chosen, chosenText, onChoose, error, searchLabel, noneFound, pictures, upload, children }: Props<TKey>) {
  const id = useId();
  const [q, setQ] = useState("");
  const found = useQuery(pictures(q.trim()));
  const [uploading, setUploading] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const [uploaded, setUploaded] = useState<ChosenPicture[]>([]);
  const choices: PictureChoice[] = [...uploaded.map((u) => ({ ...u, label: "Uploaded file" })), ...(found.data ?? []).filter((p) => !uploaded.some((u) => u.image === p.image))];
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
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      {chosen ? (
        <p className="flex items-center gap-3 text-sm text-slate-700">
          <img src={chosen.imageUrl} alt="" width={180} height={80} className="h-20 w-[180px] max-w-[45%] rounded border border-slate-200 object-cover" />
          {chosenText}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-4">
        <TextField label={searchLabel} type="search" autoComplete="off" className="w-64 max-w-full" value={q} onChange={(e) => setQ(e.target.value)} />
        {upload ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-file`} className="text-sm font-medium text-slate-800">
              Or upload a file
            </label>
            <input id={`${id}-file`} type="file" accept="image/jpeg,image/png,image/webp,image/heic" className="max-w-full text-sm" onChange={(e) => void onFile(e.target.files?.[0])} />
          </div>
        ) : null}
        {children}
      </div>
      {uploading !== null ? <p className="text-sm text-slate-700">Uploading… {Math.round(uploading * 100)}%</p> : null}
      <ErrorNotice error={uploadError ?? found.error} />
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6" aria-label="Pictures to choose from">
        {choices.map((p) => (
          <li key={p.image}>
            <button
              type="button"
              onClick={() => onChoose({ image: p.image, imageUrl: p.imageUrl })}
              aria-pressed={chosen?.image === p.image}
              title={p.image}
              className="flex w-full flex-col items-center gap-1 rounded border border-slate-300 p-1 text-xs text-slate-800 aria-pressed:border-indigo-700 aria-pressed:ring-2 aria-pressed:ring-indigo-700"
            >
              <img src={p.imageUrl} alt="" width={96} height={96} className="h-24 w-24 object-cover" />
              <span className="break-all">{p.label}</span>
            </button>
          </li>
        ))}
      </ul>
      {found.data && choices.length === 0 ? <p className="text-sm text-slate-700">{noneFound}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
