// Writes the web app manifest's PNG icons (apps/web/public/icons) and the home-screen icon for Apple devices
// (apps/web/src/app/apple-icon.png, which Next links from every page) from the site icon apps/web/src/app/icon.svg.
// The PNGs are committed; run this again after changing the SVG: node scripts/app-icons.mjs
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const web = path.join(import.meta.dirname, "..", "apps", "web");
const svg = await readFile(path.join(web, "src", "app", "icon.svg"));
const out = path.join(web, "public", "icons");
const BRAND = "#a3401c";

/** The icon as it is, at a size: the rounded tile on a transparent background. */
async function plain(size, name) {
  await sharp(svg, { density: (72 * size) / 32 }).resize(size, size).png().toFile(path.join(out, name));
}

/** A maskable icon: the artwork inside the central 80% safe zone on a full-bleed brand square. */
async function maskable(size, file) {
  const inner = Math.round(size * 0.8);
  const art = await sharp(svg, { density: (72 * inner) / 32 }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: art, gravity: "center" }])
    .png()
    .toFile(file);
}

await plain(192, "icon-192.png");
await plain(512, "icon-512.png");
await maskable(512, path.join(out, "maskable-512.png"));
await maskable(180, path.join(web, "src", "app", "apple-icon.png"));
console.log(`icons written to ${path.relative(process.cwd(), out)}`);
