// Upload to thumbnail: a shopper's photo through POST /api/upload (type check, decode, upright re-encode
// without metadata, storage), then the configurator's thumbnail of it through /api/media?edits= (made once
// with sharp, then read from storage). One request at a time, as a shopper waits for each.
import sharp from "sharp";
import { summary } from "./latency.mjs";

// IMAGE_VARIANTS.thumbnail of packages/domain, spelled out as this plain-Node bench cannot import TypeScript: the
// API renders listed variants only.
const THUMBNAIL = { resize: { width: 324, height: 489, fit: "cover", position: "entropy", withoutEnlargement: true }, toFormat: "webp" };

/** Photo-like pictures: smooth noise compresses like a photo, unlike random bytes. */
async function photos() {
  const make = (width, height) =>
    sharp({ create: { width, height, channels: 3, noise: { type: "gaussian", mean: 128, sigma: 10 } } }).jpeg({ quality: 85 }).toBuffer();
  return [
    { name: "phone photo 4032×3024 JPEG", bytes: await make(4032, 3024) },
    { name: "web photo 1600×1200 JPEG", bytes: await make(1600, 1200) },
  ];
}

async function timed(fn) {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}

async function upload(apiBase, bytes) {
  const form = new FormData();
  form.append("imageType", "1");
  form.append("file", new Blob([bytes], { type: "image/jpeg" }), "photo.jpg");
  const res = await fetch(`${apiBase}/api/upload`, { method: "POST", body: form });
  const body = await res.json();
  if (!res.ok) throw new Error(`/api/upload answered ${res.status}: ${JSON.stringify(body.result)}`);
  return body.result.item;
}

async function thumbnail(apiBase, url) {
  const edits = Buffer.from(JSON.stringify(THUMBNAIL)).toString("base64");
  const res = await fetch(`${apiBase}${url}?edits=${encodeURIComponent(edits)}`);
  if (!res.ok) throw new Error(`${url} thumbnail answered ${res.status}`);
  await res.arrayBuffer();
}

/** Per picture: upload, first thumbnail (made), same thumbnail again (cached), and the first two together. */
export async function measureUploads(apiBase, { rounds }) {
  const rows = [];
  for (const photo of await photos()) {
    const times = { upload: [], made: [], cached: [], total: [] };
    for (let i = 0; i < rounds; i++) {
      const up = await timed(() => upload(apiBase, photo.bytes));
      const made = await timed(() => thumbnail(apiBase, up.value.url));
      const cached = await timed(() => thumbnail(apiBase, up.value.url));
      times.upload.push(up.ms);
      times.made.push(made.ms);
      times.cached.push(cached.ms);
      times.total.push(up.ms + made.ms);
    }
    rows.push({
      name: `${photo.name} (${(photo.bytes.length / 2 ** 20).toFixed(1)} MB)`,
      upload: summary(times.upload),
      made: summary(times.made),
      cached: summary(times.cached),
      total: summary(times.total),
    });
  }
  return rows;
}
