import type { OrderItemDetail } from "@petsies/contract/admin";
import { safeHref } from "../../lib/urls.ts";

/** The shopper's photos, large enough to work from, each with a link to the original file. */
export function ItemPhotos({ item }: { item: OrderItemDetail }) {
  if (item.photos.length === 0) return null;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {item.photos.map((photo, i) => (
        <li key={`${photo.url}-${i}`} className="rounded-lg border border-slate-200 bg-slate-50 p-2">
          <figure>
            <img src={safeHref(photo.url)} alt={`${photo.label} for ${item.name}`} loading="lazy" className="max-h-[28rem] w-full rounded object-contain" />
            <figcaption className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="text-slate-800">{photo.label}</span>
              <a href={safeHref(photo.downloadUrl)} download className="font-medium text-indigo-800 hover:underline">
                Download original<span className="sr-only"> of {photo.label}</span>
              </a>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
