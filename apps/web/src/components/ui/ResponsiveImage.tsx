import { IMAGE_VARIANTS, imageUrl, type ImageVariantName } from "@petsies/domain";

interface Props {
  /** Storage key, e.g. "catalog/forevers-dog.webp". */
  src: string;
  alt: string;
  /** The variant of `src`; its size is also the intrinsic size the browser reserves, so nothing shifts on load. */
  variant: ImageVariantName;
  /** Further variants of the same aspect ratio for the srcset (beside `variant`), e.g. a 2x one for small images. */
  srcSet?: readonly ImageVariantName[];
  sizes?: string;
  /** For the one image that is likely the LCP element: load it first. */
  priority?: boolean;
  className?: string;
}

/** A server-resized WebP with a srcset, so phones do not download desktop-sized images. */
export function ResponsiveImage({ src, alt, variant, srcSet = [], sizes, priority, className }: Props) {
  if (!src) return null;
  const { width, height } = IMAGE_VARIANTS[variant];
  const candidates = [...new Set([...srcSet, variant])]
    .sort((a, b) => IMAGE_VARIANTS[a].width - IMAGE_VARIANTS[b].width)
    .map((name) => `${imageUrl(src, name)} ${IMAGE_VARIANTS[name].width}w`)
    .join(", ");
  return (
    <img
      src={imageUrl(src, variant)}
      srcSet={srcSet.length > 0 ? candidates : undefined}
      sizes={srcSet.length > 0 ? sizes : undefined}
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
