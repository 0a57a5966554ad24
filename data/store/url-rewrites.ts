/**
 * Demo URL rewrites (spec §3 "Url rewrite result"): old addresses from past campaigns and the old shop that
 * the storefront redirects when nothing else lives at them. 301 is a permanent move ("RP"), 302 temporary.
 */
export interface UrlRewriteData {
  /** One leading and one trailing slash, no query. */
  requestPath: string;
  targetPath: string;
  redirectType: 301 | 302;
}

export const urlRewrites: UrlRewriteData[] = [
  { requestPath: "/custom-plush/", targetPath: "/p/ForeversDog_bundle/", redirectType: 301 },
  { requestPath: "/pet-pillows/", targetPath: "/c/pillows/", redirectType: 301 },
  { requestPath: "/holiday-gifts/", targetPath: "/c/petsies-accessories/", redirectType: 302 },
];
