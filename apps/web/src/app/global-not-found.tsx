import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { pageTitle, SITE_TITLE } from "@petsies/domain";
import { Footer } from "../components/layout/Footer.tsx";
import { Header } from "../components/layout/Header.tsx";
import { NotFoundContent } from "../components/layout/NotFoundContent.tsx";
import { SiteDocument } from "../components/layout/SiteDocument.tsx";
import { SITE_URL } from "../lib/site-url.ts";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: pageTitle("Page not found"),
  description: "The page you were looking for could not be found.",
  applicationName: SITE_TITLE,
};

export const viewport: Viewport = {
  themeColor: "#a3401c",
};

/**
 * Every path the URL dispatcher cannot resolve ends here with status 404 (the proxy leaves it unmatched), with
 * the shop's header and footer around the page-not-found story. Next renders this file on its own, without the
 * root layout (so it wraps itself in the same SiteDocument). It used to be the root layout's not-found.tsx,
 * which Next sends, rendered, inside every page's component payload: a second header, mega-menu and footer,
 * 32 KB of every page's HTML.
 */
export default async function GlobalNotFound() {
  // Rendered per request: the header carries the live menu and the shopper's currency.
  await connection();
  return (
    <SiteDocument>
      <Header />
      <main id="main" className="flex-1">
        <NotFoundContent />
      </main>
      <Footer />
    </SiteDocument>
  );
}
