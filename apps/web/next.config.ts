import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Page routes end in "/" (spec §2). Next's own redirect would also hit /api/* (turning a POST into a GET),
  // so it is switched off and src/proxy.ts redirects page paths only. The same proxy forwards /api/* to the
  // API at run time (config rewrites would fix the API's address at build time).
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  compress: true,
  transpilePackages: ["@petsies/domain"],
  // Lets two engineers build side by side in one checkout (NEXT_DIST_DIR=.next-mine).
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
};

export default nextConfig;
