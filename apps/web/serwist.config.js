// `serwist build` (run after `next build`) bundles worker/sw.ts into public/sw.js with the precache list:
// the public files (the manifest's icons) only. The build's scripts and styles are saved as pages use them
// (worker/sw.ts): precaching every route's chunks cost a first visit 1.5 MB of downloads it may never use.
import { serwist } from "@serwist/next/config";

export default serwist({
  swSrc: "worker/sw.ts",
  swDest: "public/sw.js",
  globPatterns: ["public/**/*"],
  // Every page of the shop renders per request (prices follow the shopper's currency): none is prerendered
  // HTML worth precaching. The worker saves catalogue pages as they are visited instead.
  precachePrerendered: false,
});
