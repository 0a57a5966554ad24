import { IMAGE_VARIANTS, type MediaItem } from "@petsies/domain";
import type { GalleryImage } from "../../lib/modals/modals.ts";
import { ResponsiveImage } from "../ui/ResponsiveImage.tsx";
import { GalleryOpener } from "./GalleryOpener.tsx";


/**
 * The main image is the page's LCP element, so it loads first; further media are lazy thumbnails. Every
 * picture opens the images gallery at itself.
 */
export function Gallery({ media, name }: { media: MediaItem[]; name: string }) {
  const [first, ...rest] = media;
  if (!first) return <div className="aspect-[1350/1674] w-full rounded-2xl bg-sand" />;
  const images: GalleryImage[] = media.map((item) => ({ src: item.image, alt: item.label || name }));
  return (
    <div className="flex flex-col gap-3">
      <GalleryOpener title={name} images={images} index={0}>
        <ResponsiveImage
          src={first.image}
          alt={first.label || name}
          variant="gallery"
          srcSet={["gallery450", "gallery675", "gallery900"]}
          sizes="(min-width: 1024px) 600px, 100vw"
          priority
          className="aspect-[1350/1674] h-auto w-full rounded-2xl bg-sand object-cover"
        />
      </GalleryOpener>
      {rest.length > 0 && (
        <ul className="grid grid-cols-4 gap-3 sm:grid-cols-5">
          {rest.map((item, i) => (
            <li key={item.image}>
              <GalleryOpener title={name} images={images} index={i + 1} className="rounded-lg">
                <ResponsiveImage
                  src={item.image}
                  alt={item.label || name}
                  variant="galleryStrip"
                  srcSet={["galleryStrip240"]}
                  sizes={`${IMAGE_VARIANTS.galleryStrip.width}px`}
                  className="h-auto w-full rounded-lg bg-sand object-cover"
                />
              </GalleryOpener>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
