/**
 * The image variants the shop offers (spec §9 "Images", §7 "Thumbnails use an edits query"). The server
 * renders only these: any other size or format is refused, so no client can make it render and store an
 * unbounded number of pictures. Every producer of a resized image URL names one of them.
 *
 * To add one: add an entry here and use its name at the call site; the server accepts it at once.
 */
export type ImageFit = "cover" | "inside";
export type ImageFormat = "webp" | "jpeg" | "png" | "avif";

/** The wire shape: the `edits` query carries the base64 of this JSON. */
export interface ImageEdits {
  resize: { width: number; height: number; fit: ImageFit; position?: "entropy"; withoutEnlargement: true };
  toFormat?: ImageFormat;
}

export interface ImageVariant {
  width: number;
  height: number;
  fit: ImageFit;
  format: ImageFormat;
}

/** Content images are served in WebP (spec §9); `cover` crops to the box, `inside` keeps the whole picture. */
const cover = (width: number, height: number): ImageVariant => ({ width, height, fit: "cover", format: "webp" });
const inside = (width: number, height: number): ImageVariant => ({ width, height, fit: "inside", format: "webp" });

/**
 * Names say where a picture is shown; a width suffix is a smaller or larger member of the same srcset
 * (same aspect ratio, height rounded). A size shown in two places is one entry, named after the first.
 */
export const IMAGE_VARIANTS = {
  /** Product gallery (spec §9), its full-screen modal and the product's structured data. */
  gallery: cover(1350, 1674),
  gallery900: cover(900, 1116),
  gallery675: cover(675, 837),
  gallery450: cover(450, 558),
  /** The gallery's strip of further pictures: 120 px wide, and 2x. */
  galleryStrip: cover(120, 149),
  galleryStrip240: cover(240, 298),
  /** Product cards of listings and the cross-sell page (spec §9 "Thumbnails"), and 2x. */
  thumbnail: cover(324, 489),
  thumbnail648: cover(648, 978),
  /** Search suggestions, drawn at 40 × 60. */
  searchThumbnail: cover(80, 120),
  /** Cart lines, wishlist, compare, order history (spec §9 "Cart thumbnails"). */
  cartThumbnail: cover(210, 300),
  /** A customized cart line's photo (spec §9), also the 2x of the creation page's product picture. */
  customizationCartThumbnail: cover(320, 320),
  /** Photos in the image_upload widget, and the creation page's product picture. */
  squareThumbnail: cover(160, 160),
  /** The creation page's product picture on phones. */
  squareThumbnail96: cover(96, 96),
  /** Pictures of values in a thumbnails_list widget, drawn at half this size. */
  valueImage: cover(128, 128),
  /** CMS section images and gift card designs (spec §9 "Image constant"), with a smaller and a 2x one. */
  banner: cover(900, 402),
  banner450: cover(450, 201),
  banner1800: cover(1800, 804),
  /** CMS tiles, 4:3. */
  tile: cover(640, 480),
  tile320: cover(320, 240),
  /** Pictures inside CMS rich text: never cropped. */
  contentImage: inside(900, 600),
  contentImage450: inside(450, 300),
  /** The still shown before a CMS video plays, 16:9. */
  videoPoster: cover(900, 506),
} as const satisfies Record<string, ImageVariant>;

export type ImageVariantName = keyof typeof IMAGE_VARIANTS;

export const IMAGE_VARIANT_NAMES = Object.keys(IMAGE_VARIANTS) as readonly ImageVariantName[];

/**
 * The edits object of a variant. Its key order is part of every image URL: it is the one the shop has
 * always sent, so cached pages and variants already stored keep matching byte for byte.
 */
export function variantEdits(name: ImageVariantName): ImageEdits {
  const { width, height, fit, format } = IMAGE_VARIANTS[name];
  return { resize: { width, height, fit, position: "entropy", withoutEnlargement: true }, toFormat: format };
}

/**
 * The listed variant that edits ask for, or null. Size, fit and format must match; a missing format is
 * WebP (spec §7 "optional format"). The position and the no-enlargement flag change nothing the server
 * renders, so they are not compared.
 */
export function variantOf(edits: ImageEdits): ImageVariantName | null {
  const { width, height, fit } = edits.resize;
  const format = edits.toFormat ?? "webp";
  return (
    IMAGE_VARIANT_NAMES.find((name) => {
      const v = IMAGE_VARIANTS[name];
      return v.width === width && v.height === height && v.fit === fit && v.format === format;
    }) ?? null
  );
}
