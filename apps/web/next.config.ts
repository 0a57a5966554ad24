import type { NextConfig } from "next";

const apiUrl = process.env.API_URL ?? "http://127.0.0.1:3001";

const nextConfig: NextConfig = {
  // Page routes end in "/" (spec §2). Next's own redirect would also hit /api/* (turning a POST into a GET),
  // so it is switched off and src/proxy.ts redirects page paths only.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  compress: true,
  transpilePackages: ["@petsies/domain"],
  async rewrites() {
    return {
      // The browser talks to the API same-origin; rewrites are resolved at build time, so API_URL must be set then.
      beforeFiles: [{ source: "/api/:path*", destination: `${apiUrl}/api/:path*` }],
      afterFiles: [],
      fallback: [],
    };
  },
};

export default nextConfig;
