import { NotFoundContent } from "../../components/layout/NotFoundContent.tsx";

/** A page that finds its product, category or story gone after the proxy's check calls notFound(). */
export default function NotFound() {
  return <NotFoundContent />;
}
