/** A product's pictures in the storefront's order, the first the main one (back office, issue 13). */
export type Picture = { image: string; label: string };

/** The gallery of a product row; one made before galleries (or by hand) may have its main image only. */
export function galleryOf(row: { name: string; image: string; mediaGallery: { image: string; label: string }[] }): Picture[] {
  if (row.mediaGallery.length > 0) return row.mediaGallery.map((g) => ({ image: g.image, label: g.label }));
  return row.image ? [{ image: row.image, label: row.name }] : [];
}
