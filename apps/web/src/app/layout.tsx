import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SITE_DESCRIPTION, SITE_TITLE, pageTitle } from "@petsies/domain";
import { SiteDocument } from "../components/layout/SiteDocument.tsx";
import { SITE_URL } from "../lib/site-url.ts";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  // Same rule as the domain's pageTitle: every title but the home page's ends with " | Petsies".
  title: { default: SITE_TITLE, template: pageTitle("%s") },
  description: SITE_DESCRIPTION,
  applicationName: SITE_TITLE,
};

export const viewport: Viewport = {
  themeColor: "#a3401c",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
