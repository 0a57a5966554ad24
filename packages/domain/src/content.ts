/**
 * Content stories (spec §3 "Content story"): a tree of blocks stored as JSON. The block types are the
 * spec's; the fields below are the ones the storefront renders. The API refuses a story with an unknown
 * block type (apps/api/src/modules/cms/story-schema.ts); rich text is checked again when it is shown
 * (rich-text.ts), since stories may predate the checks.
 */
import type { RichText } from "./rich-text.ts";
import type { ContentVideo } from "./video.ts";

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
  text?: RichText;
  image?: string;
  image_alt?: string;
  /** A video that loads nothing from its provider until the shopper presses play. */
  video?: ContentVideo;
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
  text?: RichText;
  image?: string;
  image_alt?: string;
  link?: ContentLink;
}

/** A reusable block; as a story of its own it can be placed in pages by block_reference. */
export interface BlockBlock extends BlockStyle {
  component: "block";
  body: ContentBlock[];
}

export interface BlockReferenceBlock extends BlockStyle {
  component: "block_reference";
  /** full_slug of another story whose blocks are rendered in place. */
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

export type ContentBlockType = ContentBlock["component"];

/** What a story holds: a page, or a block that pages include by block_reference. */
export type StoryContent = PageBlock | BlockBlock;

export type StoryVersion = "published" | "draft";

export interface Story {
  id: number;
  uuid: string;
  name: string;
  full_slug: string;
  content: StoryContent;
  /** Which version `content` is: the published one, or the editor's draft (with a valid preview token). */
  version: StoryVersion;
  published: boolean;
  updated_at: string;
  /** The content of the stories its block_reference blocks name, directly or through each other, by full_slug (same version). */
  references: Record<string, StoryContent>;
}

/** A story's full slug: lower-case parts of letters, digits, dashes and underscores, separated by "/". */
export const STORY_SLUG = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/;
export const MAX_STORY_SLUG_LENGTH = 300;

/** Spec §9 "CMS page and block max count 500": at most this many page stories and as many block stories. */
export const MAX_STORIES_PER_KIND = 500;

/** How deep block_reference blocks may nest (a story including one that includes another, …). */
export const MAX_REFERENCE_DEPTH = 3;

/** The full_slugs a content tree's block_reference blocks name. */
export function referencedSlugs(node: unknown): string[] {
  const found = new Set<string>();
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(walk);
    if (n === null || typeof n !== "object") return;
    const block = n as { component?: unknown; reference?: unknown };
    if (block.component === "block_reference" && typeof block.reference === "string" && block.reference) found.add(block.reference);
    Object.values(n).forEach(walk);
  };
  walk(node);
  return [...found];
}

/** The page title of a story: a page's own title, else the story's name. */
export function storyTitle(story: Pick<Story, "name" | "content">): string {
  return (story.content.component === "page" && story.content.title) || story.name;
}

/** A page's description for search engines, if it has one. */
export function storyDescription(story: Pick<Story, "content">): string | undefined {
  return (story.content.component === "page" && story.content.description) || undefined;
}

/**
 * The visual editor opens a page with these query parameters (spec §2 "Editor preview uses query
 * parameters for story id, language and a preview token"): the story id, its language, and a link token
 * the editor signed at a time (see the API's validate-editor).
 */
export const EDITOR_QUERY = {
  storyId: "_storyblok",
  language: "_storyblok_lang",
  timestamp: "_storyblok_tk[timestamp]",
  token: "_storyblok_tk[token]",
} as const;

export interface EditorParams {
  storyId: number;
  language: string;
  timestamp: number;
  token: string;
}

type QueryValue = string | string[] | undefined;
type Query = Record<string, QueryValue> | URLSearchParams;

function queryValue(query: Query, key: string): string | undefined {
  const raw = query instanceof URLSearchParams ? (query.get(key) ?? undefined) : query[key];
  return Array.isArray(raw) ? raw[0] : raw;
}

/** True when a page's query carries the editor's parameters (whether or not the token turns out valid). */
export function isEditorPreview(query: Query): boolean {
  return queryValue(query, EDITOR_QUERY.storyId) !== undefined && queryValue(query, EDITOR_QUERY.token) !== undefined;
}

/** The editor's parameters of a page query, or null when they are missing or malformed. */
export function editorParams(query: Query): EditorParams | null {
  const storyId = queryValue(query, EDITOR_QUERY.storyId) ?? "";
  const language = queryValue(query, EDITOR_QUERY.language) ?? "default";
  const timestamp = queryValue(query, EDITOR_QUERY.timestamp) ?? "";
  const token = queryValue(query, EDITOR_QUERY.token) ?? "";
  if (!/^\d{1,9}$/.test(storyId) || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(token)) return null;
  if (!/^[a-z]{2,8}([-_][a-z0-9]{2,8})?$/i.test(language)) return null;
  return { storyId: Number(storyId), language, timestamp: Number(timestamp), token };
}
