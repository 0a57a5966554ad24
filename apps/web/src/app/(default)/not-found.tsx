import { NotFoundContent } from "../../components/layout/NotFoundContent.tsx";
import { NOT_FOUND_METADATA } from "../../lib/page-metadata.ts";

/** The boundary's own title: a thrown not-found shows this file's metadata, not the page's. */
export const metadata = NOT_FOUND_METADATA;

/** A page that finds its product, category or story gone after the proxy's check calls notFound(). */
export default function NotFound() {
  return <NotFoundContent />;
}
