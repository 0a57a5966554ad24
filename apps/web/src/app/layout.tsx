import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SITE_DESCRIPTION, SITE_TITLE, pageTitle } from "@petsies/domain";
import { ErrorLogger } from "../components/layout/ErrorLogger.tsx";
import { Notifications } from "../components/layout/Notifications.tsx";
import { TagManager } from "../components/layout/TagManager.tsx";
import { Loader } from "../components/shell/Loader.tsx";
import { SITE_URL } from "../lib/site-url.ts";
import packageJson from "../../package.json";
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
  return (
    // An inline script may mark the root element before hydration (the closed promotion banner).
    <html lang="en" suppressHydrationWarning>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-brand px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        {children}
        <Notifications />
        <Loader />
        <TagManager />
        <ErrorLogger appVersion={packageJson.version} />
      </body>
    </html>
  );
}
