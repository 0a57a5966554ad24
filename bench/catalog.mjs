// Finds the URLs to measure from the running shop's own catalogue, so that the benchmark follows whatever
// the seed loads instead of hard-coding slugs and skus.
import { ANY_ACCEPT_HEADERS } from "./http.mjs";

/** GET an API path and unwrap the `{ code, result }` envelope. */
async function apiGet(apiBase, path) {
  const res = await fetch(apiBase + path);
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  const body = await res.json();
  return body.result;
}

/** Every category of the tree, parents before their children, in the tree's own order. */
function flatten(categories) {
  return categories.flatMap((c) => [c, ...flatten(c.children_data ?? [])]);
}

/**
 * The first category that lists products (a top-level category may hold only subcategories, and its
 * page then has no product to lead to), or, with `largest`, the one listing the most products.
 */
async function pickCategory(apiBase, { largest }) {
  const all = flatten(await apiGet(apiBase, "/api/catalog/category/tree"));
  const withProducts = all.filter((c) => c.product_count > 0);
  if (withProducts.length === 0) throw new Error("the category tree lists no category with products");
  if (!largest) return withProducts[0];
  return withProducts.reduce((best, c) => (c.product_count > best.product_count ? c : best));
}

const catalogueQuery = (categoryId, size) => `/api/catalog/product?category_id=${categoryId}&size=${size}`;

/**
 * The demo scenario's targets: home, a category page, one of its products, and the catalogue query;
 * `pages` holds the three page URLs again for Lighthouse.
 */
export async function demoTargets({ webBase, apiBase }) {
  const category = await pickCategory(apiBase, { largest: false });
  const { items } = await apiGet(apiBase, catalogueQuery(category.id, 1));
  if (items.length === 0) throw new Error(`category ${category.slug} lists no product`);
  const pages = {
    home: `${webBase}/`,
    category: `${webBase}/c/${category.slug}/`,
    product: `${webBase}/p/${encodeURIComponent(items[0].sku)}/`,
  };
  return {
    pages,
    targets: [
      { name: "home page", url: pages.home, page: true },
      { name: "home page, Accept: */* (a crawler, a link preview)", url: pages.home, page: true, headers: ANY_ACCEPT_HEADERS },
      { name: `category page /c/${category.slug}/`, url: pages.category, page: true },
      { name: `product page /p/${items[0].sku}/`, url: pages.product, page: true },
      { name: `product page, Accept: */*, ?utm_source=…&fbclid=…`, url: `${pages.product}?utm_source=bench&fbclid=x`, page: true, headers: ANY_ACCEPT_HEADERS },
      ...catalogueTargets({ webBase, apiBase }, category),
    ],
  };
}

/**
 * The large-catalogue scenario's targets: home, the page of the category with most products, one of its
 * products, and that category's query.
 */
export async function largeCatalogueTargets({ webBase, apiBase }) {
  const category = await pickCategory(apiBase, { largest: true });
  const { items } = await apiGet(apiBase, catalogueQuery(category.id, 1));
  if (items.length === 0) throw new Error(`category ${category.slug} lists no product`);
  return {
    category,
    targets: [
      { name: "home page", url: `${webBase}/`, page: true },
      { name: `category page /c/${category.slug}/`, url: `${webBase}/c/${category.slug}/`, page: true },
      { name: `product page /p/${items[0].sku}/`, url: `${webBase}/p/${encodeURIComponent(items[0].sku)}/`, page: true },
      ...catalogueTargets({ webBase, apiBase }, category),
    ],
  };
}

/**
 * The catalogue query twice: straight at the API (its own cost) and through the storefront's `/api/*`
 * proxy, which is the way browsers reach it.
 */
function catalogueTargets({ webBase, apiBase }, category) {
  const path = catalogueQuery(category.id, 50);
  return [
    { name: "catalogue API, size=50 (API direct)", url: apiBase + path },
    { name: "catalogue API, size=50 (via web proxy)", url: webBase + path },
  ];
}

/**
 * The API-alone scenario's targets, straight at the API: a category page's list of 20 (the storefront's page
 * size) and one of its products by sku.
 */
export async function apiTargets({ apiBase }) {
  const category = await pickCategory(apiBase, { largest: false });
  const list = catalogueQuery(category.id, 20);
  const { items } = await apiGet(apiBase, list);
  if (items.length === 0) throw new Error(`category ${category.slug} lists no product`);
  return [
    { name: "catalogue API, size=20", url: apiBase + list },
    { name: `one product /api/product/${items[0].sku}`, url: `${apiBase}/api/product/${encodeURIComponent(items[0].sku)}` },
  ];
}
