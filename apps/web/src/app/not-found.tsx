import type { Metadata } from "next";
import { connection } from "next/server";
import { Footer } from "../components/layout/Footer.tsx";
import { Header } from "../components/layout/Header.tsx";
import { NotFoundContent } from "../components/layout/NotFoundContent.tsx";

export const metadata: Metadata = {
  title: "Page not found",
  description: "The page you were looking for could not be found.",
};

/**
 * Every path the URL dispatcher cannot resolve ends here with status 404 (the proxy leaves it unmatched).
 * An unmatched path renders this file into the HTML itself, unlike notFound() thrown by a dynamic page,
 * whose markup Next 16 only sends in the RSC payload; so the shop answers unknown paths this way.
 */
export default async function RootNotFound() {
  // Rendered per request: the header carries the live menu and the shopper's currency.
  await connection();
  return (
    <>
      <Header />
      <main id="main" className="flex-1">
        <NotFoundContent />
      </main>
      <Footer />
    </>
  );
}
