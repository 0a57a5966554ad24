"use client";

import { useEffect, useRef, useState } from "react";
import { cssAspectRatio, imageUrl, type VideoAspectRatio } from "@petsies/domain";

interface Props {
  title: string;
  /** The provider's player address, opened only after the shopper presses play. */
  embedUrl: string;
  aspectRatio: VideoAspectRatio;
  /** A stored picture shown before play. */
  image?: string;
}

/**
 * A video that loads nothing from its provider (no script, no cookie, no thumbnail) until the shopper
 * presses play; then the provider's player takes the button's place and gets the focus.
 */
export function VideoEmbed({ title, embedUrl, aspectRatio, image }: Props) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  const portrait = aspectRatio === "9:16";
  return (
    <div
      className={`relative w-full overflow-hidden rounded-2xl bg-ink ${portrait ? "max-w-[360px]" : "max-w-[900px]"}`}
      style={{ aspectRatio: cssAspectRatio(aspectRatio) }}
      data-testid="video"
    >
      {playing ? (
        <iframe
          ref={frame}
          src={embedUrl}
          title={title}
          className="absolute inset-0 h-full w-full border-0"
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex h-full w-full items-center justify-center focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-[-4px] focus-visible:outline-white"
        >
          {image && (
            <img src={imageUrl(image, "videoPoster")} alt="" className="absolute inset-0 h-full w-full object-cover opacity-80" loading="lazy" />
          )}
          <span className="sr-only">Play video: {title}</span>
          <span aria-hidden="true" className="relative flex h-16 w-16 items-center justify-center rounded-full bg-white/95 shadow-lg transition-transform group-hover:scale-110">
            <svg viewBox="0 0 24 24" className="ml-1 h-8 w-8 fill-ink">
              <path d="M8 5v14l11-7z" />
            </svg>
          </span>
          <span aria-hidden="true" className="absolute bottom-3 left-4 right-4 text-left text-sm font-semibold text-white drop-shadow">
            {title}
          </span>
        </button>
      )}
    </div>
  );
}
