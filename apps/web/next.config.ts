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
  experimental: {
    // Next reads every request body that passes src/proxy.ts into memory and cuts it off past this size
    // (10 MB by default), while the forwarded request still names the whole length: the API then waits for
    // the rest until the proxy gives up, and the shopper gets a 500 for an 11 MB phone photo. proxy.ts
    // answers a body longer than the largest upload itself (413), so every body it forwards fits under this
    // ceiling; src/lib/request-size.test.ts holds the two together.
    proxyClientMaxBodySize: "20mb",
  },
  // Next's type check during the build reads the shared packages from their sources (tsconfig.build.json has no
  // project references): with references it would read the declarations `tsc -b` writes, and a build started
  // before them (npm test runs both at once), or after a pull that changed a package, failed on stale ones.
  typescript: { tsconfigPath: "tsconfig.build.json" },
  // Lets two engineers build side by side in one checkout (NEXT_DIST_DIR=.next-mine).
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
};

export default nextConfig;
