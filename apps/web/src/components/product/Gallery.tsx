import { IMAGE_SIZES, type MediaItem } from "@petsies/domain";
import { ResponsiveImage } from "../ui/ResponsiveImage.tsx";

const { width, height } = IMAGE_SIZES.gallery;
const THUMB_WIDTH = 120;

/** The main image is the page's LCP element, so it loads first; further media are lazy thumbnails. */
export function Gallery({ media, name }: { media: MediaItem[]; name: string }) {
  const [first, ...rest] = media;
  if (!first) return <div className="aspect-[1350/1674] w-full rounded-2xl bg-sand" />;
  return (
    <div className="flex flex-col gap-3">
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
      {rest.length > 0 && (
        <ul className="grid grid-cols-4 gap-3 sm:grid-cols-5">
          {rest.map((item) => (
            <li key={item.image}>
              <ResponsiveImage
                src={item.image}
                alt={item.label || name}
                width={THUMB_WIDTH}
                height={Math.round((THUMB_WIDTH * height) / width)}
                widths={[THUMB_WIDTH, THUMB_WIDTH * 2]}
                sizes={`${THUMB_WIDTH}px`}
                className="h-auto w-full rounded-lg bg-sand object-cover"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
