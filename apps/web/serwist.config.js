// `serwist build` (run after `next build`) bundles worker/sw.ts into public/sw.js with the build's precache
// list: Next's static assets of this build's distDir (NEXT_DIST_DIR) and the public files.
import { serwist } from "@serwist/next/config";

export default serwist({
  swSrc: "worker/sw.ts",
  swDest: "public/sw.js",
  // Every page of the shop renders per request (prices follow the shopper's currency): none is prerendered
  // HTML worth precaching. The worker saves catalogue pages as they are visited instead.
  precachePrerendered: false,
});
