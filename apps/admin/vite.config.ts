import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

/**
 * The API serves dist/ at /admin/ on the shop's own origin. The Content-Security-Policy there allows scripts
 * and styles from 'self' only, so nothing may be inlined into index.html: the module preload helper ships in
 * the entry chunk and every style comes from the built CSS file.
 */
export default defineConfig({
  base: "/admin/",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    assetsInlineLimit: 0,
    target: "es2022",
  },
  server: {
    proxy: { "/api": "http://localhost:3401" },
  },
});
