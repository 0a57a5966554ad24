import { imageUrl, type ImageFit } from "@petsies/domain";

interface Props {
  /** Storage key, e.g. "catalog/forevers-dog.webp". */
  src: string;
  alt: string;
  /** The largest variant; also the intrinsic size the browser reserves, so nothing shifts on load. */
  width: number;
  height: number;
  /** Further variant widths for the srcset (same aspect ratio), e.g. 2x for small images. */
  widths?: number[];
  sizes?: string;
  /** For the one image that is likely the LCP element: load it first. */
  priority?: boolean;
  fit?: ImageFit;
  className?: string;
}

/** A server-resized WebP with a srcset, so phones do not download desktop-sized images. */
export function ResponsiveImage({ src, alt, width, height, widths = [], sizes, priority, fit, className }: Props) {
  if (!src) return null;
  const variant = (w: number) => imageUrl(src, { width: w, height: Math.round((w * height) / width), ...(fit && { fit }) });
  const srcSet = [...new Set([...widths, width])]
    .sort((a, b) => a - b)
    .map((w) => `${variant(w)} ${w}w`)
    .join(", ");
  return (
    <img
      src={variant(width)}
      srcSet={widths.length > 0 ? srcSet : undefined}
      sizes={widths.length > 0 ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
      className={className}
    />
  );
}
