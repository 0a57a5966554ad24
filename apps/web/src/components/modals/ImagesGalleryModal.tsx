"use client";

import { useState, type KeyboardEvent } from "react";
import type { ModalComponentProps } from "../../lib/modals/modals.ts";
import { ResponsiveImage } from "../ui/ResponsiveImage.tsx";
import { ModalFrame, SECONDARY_BUTTON } from "./ModalFrame.tsx";

/**
 * The images gallery (spec §2): one picture at a time, large, with Previous and Next buttons and the left
 * and right arrow keys (wrapping round); the position is announced as it changes.
 */
export default function ImagesGalleryModal({ title, images, start, onClose }: ModalComponentProps<"images-gallery">) {
  const [index, setIndex] = useState(start);
  const count = images.length;
  const image = images[index];
  const step = (by: number) => setIndex((i) => (i + by + count) % count);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowLeft") step(-1);
    else if (e.key === "ArrowRight") step(1);
    else return;
    e.preventDefault();
  };

  return (
    <ModalFrame title={title} onClose={onClose} wide onKeyDown={onKeyDown}>
      <div className="flex flex-col items-center gap-4">
        {image && (
          <ResponsiveImage
            key={image.src}
            src={image.src}
            alt={image.alt}
            variant="gallery"
            srcSet={["gallery450", "gallery675", "gallery900"]}
            sizes="(min-width: 800px) 720px, 100vw"
            priority
            className="max-h-[65dvh] w-auto rounded-xl bg-sand object-contain"
          />
        )}
        {count > 1 && (
          <div className="flex items-center gap-4">
            <button type="button" onClick={() => step(-1)} className={SECONDARY_BUTTON}>
              Previous image
            </button>
            <p aria-live="polite" data-testid="gallery-position" className="min-w-24 text-center font-semibold">
              {index + 1} of {count}
            </p>
            <button type="button" data-autofocus onClick={() => step(1)} className={SECONDARY_BUTTON}>
              Next image
            </button>
          </div>
        )}
      </div>
    </ModalFrame>
  );
}
