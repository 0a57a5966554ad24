/**
 * Turns the SVG artwork in data/art into the WebP pictures the catalogue and content refer to, stored under
 * `catalog/<name>.webp`. Portrait art is rendered at the product gallery size (spec §9: 1350x1674),
 * landscape art (the home hero) at 1600 wide. SVGs are rasterised at the target size rather than scaled
 * up afterwards, so edges stay crisp.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { ArtVariantData } from "../../../../../data/index.ts";
import type { Storage } from "../../infra/storage.ts";

export const PRODUCT_IMAGE = { width: 1350, height: 1674 } as const;
export const WIDE_IMAGE_WIDTH = 1600;
/** Square art (pictures of configurator values) is drawn small: the storefront shows it at 64 px. */
export const SQUARE_IMAGE_SIZE = 256;
/** sharp works on the libuv thread pool; more parallel renders only hold more pixels in memory. */
const RENDER_CONCURRENCY = 4;

export interface ArtSource {
  name: string;
  svg: Buffer;
}

export function artKey(name: string): string {
  return `catalog/${name}.webp`;
}

const BACKGROUND = /(<rect\b[^>]*\bid="bg"[^>]*\bfill=")([^"]*)(")/;

/** Every SVG in the art folder, plus the variants that repaint one's background. */
export async function loadArt(artDir: string, variants: ArtVariantData[]): Promise<ArtSource[]> {
  const files = (await readdir(artDir)).filter((f) => f.endsWith(".svg")).sort();
  const sources = await Promise.all(
    files.map(async (f) => ({ name: f.slice(0, -".svg".length), svg: await readFile(path.join(artDir, f)) })),
  );
  const byName = new Map(sources.map((s) => [s.name, s]));
  for (const v of variants) {
    if (byName.has(v.name)) throw new Error(`Art variant ${v.name}: ${v.name}.svg already exists`);
    const base = byName.get(v.base);
    if (!base) throw new Error(`Art variant ${v.name}: no art named ${v.base} in ${artDir}`);
    const text = base.svg.toString("utf8");
    if (!BACKGROUND.test(text)) throw new Error(`Art variant ${v.name}: ${v.base}.svg has no <rect id="bg" fill="…">`);
    sources.push({ name: v.name, svg: Buffer.from(text.replace(BACKGROUND, `$1${v.background}$3`)) });
  }
  return sources;
}

export async function renderWebp(svg: Buffer): Promise<Buffer> {
  const meta = await sharp(svg).metadata();
  if (!meta.width || !meta.height) throw new Error("SVG without a size");
  const wide = meta.width > meta.height;
  const square = meta.width === meta.height;
  const width = square ? SQUARE_IMAGE_SIZE : wide ? WIDE_IMAGE_WIDTH : PRODUCT_IMAGE.width;
  const height = square ? SQUARE_IMAGE_SIZE : wide ? Math.round((WIDE_IMAGE_WIDTH * meta.height) / meta.width) : PRODUCT_IMAGE.height;
  return sharp(svg, { density: (72 * width) / meta.width })
    .resize(width, height, { fit: "cover" })
    .webp({ quality: 80, effort: 2 })
    .toBuffer();
}

/**
 * Renders the sources into storage and returns how many were written. With `onlyMissing`, pictures that
 * already exist are kept (used when the database is seeded but the file store is new, e.g. a fresh machine
 * pointed at a shared PostgreSQL).
 */
export async function renderArt(storage: Storage, sources: ArtSource[], opts: { onlyMissing: boolean }): Promise<number> {
  let next = 0;
  let written = 0;
  const worker = async () => {
    for (let source = sources[next++]; source; source = sources[next++]) {
      const key = artKey(source.name);
      if (opts.onlyMissing && (await storage.exists(key))) continue;
      await storage.put(key, await renderWebp(source.svg));
      written++;
    }
  };
  await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker));
  return written;
}
