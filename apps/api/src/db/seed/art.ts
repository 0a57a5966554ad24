/**
 * Turns the SVG artwork in data/art into the WebP pictures the catalogue and content refer to, stored under
 * `catalog/<name>.webp`. Portrait art is rendered at the product gallery size (spec §9: 1350x1674),
 * landscape art (the home hero) at 1600 wide. SVGs are rasterised at the target size rather than scaled
 * up afterwards, so edges stay crisp.
 */
import { fork } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import type { ArtVariantData } from "../../../../../data/index.ts";
import type { Storage } from "../../infra/storage.ts";

export const PRODUCT_IMAGE = { width: 1350, height: 1674 } as const;
export const WIDE_IMAGE_WIDTH = 1600;
/** Square art (pictures of configurator values) is drawn small: the storefront shows it at 64 px. */
export const SQUARE_IMAGE_SIZE = 256;
/** sharp works on the libuv thread pool; more parallel renders only hold more pixels in memory. */
export const RENDER_CONCURRENCY = 4;

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

/** A picture made by the rendering process. */
export interface RenderedArt {
  name: string;
  webp: Uint8Array;
}

/**
 * Renders the sources in a child process (render-art.ts), calling `onPicture` with each picture. Not in the
 * API process: libvips's memory for pictures of 1350x1674 stays with the process that did the work (glibc
 * keeps freed memory in its arenas), and rendering the demo's 87 pictures in the API left it about 350 MB
 * larger for good (measured: 830 MB at rest after the first start, 410 MB after a restart that renders none).
 */
function renderInChild(sources: ArtSource[], onPicture: (picture: RenderedArt) => Promise<void>): Promise<void> {
  // From the sources under tsx (development, tests), from the build's own entry point in apps/api/dist.
  const fromSources = import.meta.url.endsWith(".ts");
  const entry = fileURLToPath(new URL(fromSources ? "./render-art.ts" : "./render-art.js", import.meta.url));
  const child = fork(entry, [], {
    execArgv: fromSources ? ["--import", "tsx"] : [],
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    let stored = Promise.resolve();
    child.on("message", (picture: RenderedArt) => {
      stored = stored.then(() => onPicture(picture));
      // Handled at exit; until then a failed store must not count as an unhandled rejection.
      stored.catch(() => {});
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code !== 0) return reject(new Error(`rendering the demo art failed (${signal ?? `exit code ${code}`})`));
      stored.then(resolve, reject);
    });
    child.send(sources);
  });
}

/**
 * Renders the sources into storage and returns how many were written. With `onlyMissing`, pictures that
 * already exist are kept (used when the database is seeded but the file store is new, e.g. a fresh machine
 * pointed at a shared PostgreSQL).
 */
export async function renderArt(storage: Storage, sources: ArtSource[], opts: { onlyMissing: boolean }): Promise<number> {
  const wanted: ArtSource[] = [];
  for (const source of sources) {
    if (!(opts.onlyMissing && (await storage.exists(artKey(source.name))))) wanted.push(source);
  }
  if (wanted.length === 0) return 0;
  let written = 0;
  await renderInChild(wanted, async (picture) => {
    await storage.put(artKey(picture.name), Buffer.from(picture.webp));
    written++;
  });
  return written;
}
