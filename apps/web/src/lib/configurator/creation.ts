/**
 * What a creation page shows for its query (spec §2 "Creation pages": existingPlushieId, product_design,
 * or id, size, product): the family's bundle chosen by product or id — or by the plushie an e-mail link
 * names — with its configurator data. Server only.
 */
import { cache } from "react";
import type { Metadata } from "next";
import {
  CREATION_KIND_LABELS,
  creationBundleFor,
  creationLink,
  creationPageForPath,
  type CreationBundle,
  type CreationPage,
  type Plushie,
  type Product,
} from "@petsies/domain";
import { apiGet, isNotFound } from "../api.ts";
import { summary } from "../text.ts";
import { loadConfiguratorData } from "./load.ts";
import { EDIT_PARAM, firstOf, urlQueryOf } from "./query.ts";
import type { ConfiguratorData } from "./types.ts";

export type PageQuery = Record<string, string | string[] | undefined>;

export interface CreationView {
  page: CreationPage;
  bundle: CreationBundle;
  product: Product;
  data: ConfiguratorData;
  /** The plushie of an e-mail link, when it is one of this page's products. */
  plushieId: string | null;
  editKey: string | null;
  wizardSize: string | null;
  /** The pet-type chooser's links (families with several bundles). */
  kinds: { label: string; href: string; current: boolean }[];
}

/** The loader's GET on the server: a 404 is no such thing. */
async function serverGet<T>(path: string): Promise<T | null> {
  try {
    return await apiGet<T>(path);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

async function plushieOf(id: string): Promise<Plushie | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  try {
    return await apiGet<Plushie>(`/api/plushies/${encodeURIComponent(id)}`);
  } catch {
    return null;
  }
}

/** The creation page's view, or null for an unknown path or a product the catalogue does not have. */
export const loadCreationView = cache(async (path: string, params: PageQuery): Promise<CreationView | null> => {
  const page = creationPageForPath(path);
  if (!page) return null;
  const query = urlQueryOf(params);
  const plushieParam = firstOf(query.existingPlushieId);
  const plushie = plushieParam ? await plushieOf(plushieParam) : null;
  const ofPlushie = plushie ? page.bundles.find((b) => b.sku === plushie.productSku) : undefined;
  const bundle = ofPlushie ?? creationBundleFor(page, { product: query.product, id: query.id });
  const loaded = await loadConfiguratorData(serverGet, bundle.sku);
  if (!loaded) return null;
  const size = firstOf(query.size) ?? null;
  const kinds = page.bundles.flatMap((b) => {
    if (!b.kind) return [];
    const q = new URLSearchParams();
    if (b !== page.bundles[0]) q.set("product", b.sku);
    if (size) q.set("size", size);
    const text = q.toString();
    return [{ label: CREATION_KIND_LABELS[b.kind], href: text ? `${page.path}?${text}` : page.path, current: b.sku === bundle.sku }];
  });
  return {
    page,
    bundle,
    product: loaded.product,
    data: loaded.data,
    plushieId: ofPlushie && plushie ? plushie.id : null,
    editKey: firstOf(query[EDIT_PARAM]) ?? null,
    wizardSize: size,
    kinds,
  };
});

/**
 * The page's title and description; the canonical address is the bundle's own creation link (presets
 * like product_design stay indexable under it), and pages about one shopper's item (a cart line being
 * edited, a plushie of an e-mail link) are not indexed.
 */
export function creationMetadata(view: CreationView | null, params: PageQuery): Metadata {
  if (!view) return { title: "Page not found" };
  const personal = params[EDIT_PARAM] !== undefined || params.existingPlushieId !== undefined;
  return {
    title: view.page.bundles.length > 1 ? `${view.page.title}: ${view.product.name}` : view.page.title,
    description:
      summary(view.product.short_description || view.product.description) ?? `${view.product.name}, handmade by Petsies from your photos.`,
    alternates: { canonical: creationLink(view.bundle.sku) ?? view.page.path },
    ...(personal ? { robots: { index: false, follow: false } } : {}),
  };
}
