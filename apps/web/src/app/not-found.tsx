import type { Metadata } from "next";
import { NotFoundContent } from "../components/layout/NotFoundContent.tsx";

export const metadata: Metadata = {
  title: "Page not found",
  description: "The page you were looking for could not be found.",
};

/**
 * The root layout's own boundary, for notFound() thrown outside the shop's page group (whose layout has its
 * own, app/(default)/not-found.tsx), and for a missing file (an address with an extension, which the proxy
 * leaves to Next). Kept small on purpose: Next sends it with every page. An unknown page address gets the shop's
 * not-found page in its own layout instead (app/(default)/page-not-found/page.tsx).
 */
export default function RootNotFound() {
  return (
    <main id="main" className="flex-1">
      <NotFoundContent />
    </main>
  );
}
