import type { ReactNode } from "react";
import packageJson from "../../../package.json";
import { Loader } from "../shell/Loader.tsx";
import { SiteLinks } from "../shell/SiteLinks.tsx";
import { ErrorLogger } from "./ErrorLogger.tsx";
import { Notifications } from "./Notifications.tsx";
import { TagManager } from "./TagManager.tsx";

/**
 * The document every page of the shop sits in: the skip link, then the page, then what serves every page
 * (notifications, the navigation loader, the shop's links, the tag manager, the error logger), for the root layout.
 */
export function SiteDocument({ children }: { children: ReactNode }) {
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
        <SiteLinks />
        <TagManager />
        <ErrorLogger appVersion={packageJson.version} />
      </body>
    </html>
  );
}
