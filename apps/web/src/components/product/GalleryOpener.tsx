"use client";

import type { ReactNode } from "react";
import { openModal, type GalleryImage } from "../../lib/modals/modals.ts";

/** Wraps one product picture in a button that opens the images gallery at that picture (spec §2). */
export function GalleryOpener({
  title,
  images,
  index,
  className,
  children,
}: {
  title: string;
  images: GalleryImage[];
  index: number;
  className?: string;
  children: ReactNode;
}) {
  const image = images[index];
  return (
    <button
      type="button"
      aria-label={`Open image ${index + 1} of ${images.length} in the gallery${image?.alt ? `: ${image.alt}` : ""}`}
      onClick={() => openModal("images-gallery", { title, images, start: index })}
      className={`block w-full cursor-zoom-in rounded-2xl ${className ?? ""}`}
    >
      {children}
    </button>
  );
}
