/**
 * No query string makes a page fail (issue 19, item 4): a search link of more than 200 characters answered
 * "Something went wrong" with 500. Every page that reads its query is asked, for each parameter it reads,
 * with a value far too long, malformed percent-encoding, the parameter repeated, numbers out of any range
 * and the bracket form; and with unknown and malformed keys. Each answer must be the page (or a redirect or
 * not-found), never a server error.
 */
import { CREATION_PAGES, CUSTOMIZE_ROUTES, SEARCH_MAX_LENGTH, searchMessages } from "@petsies/domain";
import { expect, test } from "./fixtures.ts";

/** Each page that reads its query, with the parameters it reads. */
const PAGES: { path: string; params: string[] }[] = [
  { path: "/search/", params: ["q", "page"] },
  { path: "/c/keychains/", params: ["sort", "price", "category", "page"] },
  { path: "/p/ForeversDog_bundle/", params: ["childSku", "size", "product"] },
  { path: "/p/gift_box/gift_box_dog/", params: ["childSku"] },
  ...CREATION_PAGES.map((p) => ({ path: p.path, params: ["product", "size", "front_design", "back_design", "accent_color", "product_design"] })),
  ...Object.values(CUSTOMIZE_ROUTES).map((path) => ({ path, params: ["orderItemId", "sku"] })),
  { path: "/order-items/bulk-customize/", params: ["orderItemIds"] },
  { path: "/checkout/cart/", params: ["coupon", "utm_source"] },
  { path: "/checkout/onepage/", params: ["step"] },
  { path: "/checkout/onepage/success/", params: ["order", "orderId"] },
  { path: "/customer/account/resetpassword/", params: ["token", "id", "email"] },
  { path: "/authenticate/", params: ["token", "email"] },
  { path: "/newsletter/unsubscribe/", params: ["token", "email"] },
  { path: "/sign-in/", params: ["redirect-target", "redirect"] },
  { path: "/sign-up/", params: ["redirect-target", "email"] },
  { path: "/my-account/order-history/", params: ["page"] },
  { path: "/reviews/", params: ["page", "sort"] },
  { path: "/", params: ["_storyblok", "_storyblok_lang", "_storyblok_tk[timestamp]", "_storyblok_tk[token]", "utm_source", "mc_cid"] },
  { path: "/storyblok-empty/", params: ["_storyblok", "_storyblok_tk[token]"] },
];

const LONG = "a".repeat(3000);
/** The query strings each parameter is given, already encoded as a link carries them. */
function badQueries(name: string): string[] {
  const key = encodeURIComponent(name);
  return [
    `${key}=${LONG}`,
    `${key}=%E0%A4%A`,
    `${key}=%`,
    `${key}=%00`,
    `${key}=1&${key}=2&${key}=${LONG}`,
    `${key}=99999999999999999999999`,
    `${key}=-1`,
    `${key}=1e400`,
    `${key}[]=x&${key}[a]=y`,
  ];
}
const ANY_PAGE = ["%E0%A4%A=1", "unknown=1&unknown=2", `${LONG}=1`, "&&==&", "a=%E0%A4%A&b=%FF%FE"];

/** Links asked at once: a page's render waits on the API meanwhile, so a few in flight keep both servers busy. */
const IN_FLIGHT = 4;

test("no query string makes a page answer a server error", async ({ request }) => {
  test.setTimeout(600_000);
  const links = PAGES.flatMap(({ path, params }) => [...ANY_PAGE, ...params.flatMap(badQueries)].map((query) => `${path}?${query}`));
  const failures: string[] = [];
  let next = 0;
  const asker = async () => {
    while (next < links.length) {
      const link = links[next++]!;
      const res = await request.get(link, { maxRedirects: 0 });
      if (res.status() >= 500) failures.push(`${res.status()} ${link.slice(0, 120)}`);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, asker));
  expect(failures).toEqual([]);
});

test("a search link longer than the search takes shows the page with a clear message", async ({ page }) => {
  const res = await page.goto(`/search/?q=${"plush ".repeat(40)}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByText(searchMessages.tooLong)).toBeVisible();
  expect(searchMessages.tooLong).toContain(String(SEARCH_MAX_LENGTH));
});
