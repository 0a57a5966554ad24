import { IMAGE_SIZES, type MediaItem } from "@petsies/domain";
import type { GalleryImage } from "../../lib/modals/modals.ts";
import { ResponsiveImage } from "../ui/ResponsiveImage.tsx";
import { GalleryOpener } from "./GalleryOpener.tsx";

const { width, height } = IMAGE_SIZES.gallery;
const THUMB_WIDTH = 120;

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
          width={width}
          height={height}
          widths={[450, 675, 900, width]}
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
                  width={THUMB_WIDTH}
                  height={Math.round((THUMB_WIDTH * height) / width)}
                  widths={[THUMB_WIDTH, THUMB_WIDTH * 2]}
                  sizes={`${THUMB_WIDTH}px`}
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
