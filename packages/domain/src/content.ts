/**
 * Content stories (spec §3 "Content story"): a tree of blocks stored as JSON. The block types are the
 * spec's; the fields below are the ones the storefront renders. Unknown components render nothing.
 */
export interface BlockStyle {
  display?: "block" | "flex" | "none";
  alignment?: "left" | "center" | "right";
  css_classes?: string;
  background_color?: string;
  margin?: { top?: number; right?: number; bottom?: number; left?: number };
  padding?: { top?: number; right?: number; bottom?: number; left?: number };
  image_style?: "rounded-corners";
}

export interface ContentLink {
  url: string;
  label: string;
}

export interface PageBlock extends BlockStyle {
  component: "page";
  title: string;
  description?: string;
  body: ContentBlock[];
}

export interface PageSectionBlock extends BlockStyle {
  component: "page_section";
  title?: string;
  subtitle?: string;
  /** Plain paragraphs, separated by blank lines. */
  text?: string;
  image?: string;
  image_alt?: string;
  link?: ContentLink;
  body?: ContentBlock[];
}

export interface GridBlock extends BlockStyle {
  component: "grid";
  columns: ColumnBlock[];
}

export interface ColumnBlock extends BlockStyle {
  component: "column";
  body: ContentBlock[];
}

export interface TileBlock extends BlockStyle {
  component: "tile";
  title: string;
  text?: string;
  image?: string;
  image_alt?: string;
  link?: ContentLink;
}

export interface BlockBlock extends BlockStyle {
  component: "block";
  body: ContentBlock[];
}

export interface BlockReferenceBlock extends BlockStyle {
  component: "block_reference";
  /** full_slug of another story whose content is rendered in place. */
  reference: string;
}

export interface CategoryDescriptionBlock extends BlockStyle {
  component: "category_description";
  category_slug: string;
}

export interface ProductDescriptionBlock extends BlockStyle {
  component: "product_description";
  sku: string;
}

export type ContentBlock =
  | PageBlock
  | PageSectionBlock
  | GridBlock
  | ColumnBlock
  | TileBlock
  | BlockBlock
  | BlockReferenceBlock
  | CategoryDescriptionBlock
  | ProductDescriptionBlock;

export interface Story {
  id: number;
  uuid: string;
  name: string;
  full_slug: string;
  content: PageBlock;
  updated_at: string;
}
