import type { MetadataRoute } from "next";
import { absoluteUrl } from "../lib/site-url.ts";

/** Read at run time, so the sitemap address follows the SITE_URL the server runs with. */
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/checkout/", "/my-account/", "/error/", "/storyblok-empty/"] },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
