// Category listing latency through the HTTP API, one request at a time, never from the answer cache.
import { summary, timeJson } from "./latency.mjs";

const SORTS = ["updated_at:desc", "final_price:asc", "final_price:desc"];

/** The categories listing the most products, biggest first. */
async function largestCategories(baseUrl, howMany) {
  const { result: tree } = await timeJson(`${baseUrl}/api/catalog/category/tree`);
  const flat = (cs) => cs.flatMap((c) => [c, ...flat(c.children_data ?? [])]);
  return flat(tree)
    .filter((c) => c.product_count > 0)
    .sort((a, b) => b.product_count - a.product_count)
    .slice(0, howMany);
}

/**
 * p50/p95 (ms) of a page of 50 products from the largest categories, each sort in turn. Every request
 * asks a page start not asked before, so the catalogue cache never answers and the query does the work.
 */
export async function measureListing(baseUrl, { rounds = 20, categories = 3 } = {}) {
  const base = baseUrl.replace(/\/$/, "");
  const targets = await largestCategories(base, categories);
  const urlOf = (c, round, sort) => `${base}/api/catalog/product?category_id=${c.id}&size=50&start=${round}&sort=${sort}`;
  for (const c of targets) await timeJson(urlOf(c, 1000, SORTS[0]));
  const ms = [];
  for (let round = 0; round < rounds; round++) {
    for (const c of targets) {
      for (const sort of SORTS) ms.push((await timeJson(urlOf(c, round, sort))).ms);
    }
  }
  return { ...summary(ms), categories: targets.map((c) => `${c.slug} (${c.product_count})`) };
}
