import type { Metadata } from "next";
import { NotFoundContent } from "../../../components/layout/NotFoundContent.tsx";
import { NOT_FOUND_METADATA } from "../../../lib/page-metadata.ts";

export const metadata: Metadata = { ...NOT_FOUND_METADATA, robots: { index: false } };

/**
 * What an address nothing in the shop answers shows: the proxy rewrites it here with status 404 (proxy.ts
 * UNMATCHED), and the page-not-found story appears in the shop's own layout, header and footer included.
 *
 * Rendered as a page, not thrown with notFound(): Next sends a thrown not-found of a dynamic route as an
 * empty document the browser fills in (vercel/next.js#62228), and this page reads without JavaScript. And a
 * route of the shop's layout, not Next's global-not-found.tsx: that file was an entry of its own rendering the
 * header and footer, and Turbopack then put a second copy of their client parts (menus, search, minicart,
 * newsletter form: 16-20 KB of gzip) in the chunks every page loads.
 */
export default function PageNotFound() {
  return <NotFoundContent />;
}
