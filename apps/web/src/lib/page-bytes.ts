/**
 * A page of the render cache as bytes ready to send, compressed once, with a hole wherever its script nonce
 * goes (lib/render-cache.ts). Every answer carries a nonce of its own, so a cached page cannot be sent as it
 * is; but compressing 100–350 KB of HTML again for each request was a quarter of the storefront's work under
 * load, and turning the string into UTF-8 bytes another tenth. So the page is cut at its nonce and each part
 * is encoded and compressed when it is rendered; a request only joins the parts around its own nonce.
 *
 * How the gzip answer stays valid (RFC 1951 and 1952): each part is compressed apart and ends with a sync
 * flush, which closes its blocks on a byte boundary without ending the stream. The nonce goes between them as
 * a stored (uncompressed) block, and an empty last block ends the stream. The gzip trailer's checksum and
 * length cover the whole page, so they are reckoned per answer (CRC-32 of a page takes a small fraction of a
 * millisecond).
 *
 * A part may still refer back to the parts before it, as one stream would: it is compressed with a preset
 * dictionary of the page so far, in which each nonce is the same number of zero bytes. The browser's window
 * then holds the same bytes at the same distances, except the nonce; HTML text never holds a zero byte, so no
 * match can reach into a nonce (a page that does hold one is compressed part by part, without the window).
 * Compressing a page cut at 20–30 nonces part by part cost a third more bytes than gzip of the whole page.
 * The nonce itself is never compressed, so it never shares a window with the page and its length cannot leak
 * it (BREACH); an answer whose nonce has another length than the render's is compressed whole, as a fallback.
 */
import { constants, crc32, deflateRawSync, gzipSync } from "node:zlib";

/** A gzip member header: deflate, no name or time, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** An empty stored block marked last: ends the deflate stream. */
const LAST_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** The most a stored block holds (its length is 16 bits). */
const STORED_MAX = 0xffff;
/** How far back deflate refers (RFC 1951): the most of the page a preset dictionary needs. */
const WINDOW = 32 * 1024;

export type Encoding = "gzip" | "identity";

export class PageBytes {
  /** The page's UTF-8 bytes between its nonces. */
  private readonly parts: Buffer[];
  /** Each part compressed apart, ending on a byte boundary without ending the stream. */
  private readonly deflated: Buffer[];
  /** The bytes of the render's nonce: the compressed parts count on a nonce of this length between them. */
  private readonly holeLength: number;
  /** What the page holds in memory, in bytes. */
  readonly size: number;

  /** `html` as rendered with `nonce`; every occurrence of the nonce becomes a hole. */
  constructor(
    html: string,
    nonce: string,
    readonly contentType: string,
  ) {
    this.parts = html.split(nonce).map((part) => Buffer.from(part, "utf8"));
    this.holeLength = Buffer.byteLength(nonce, "utf8");
    const hole = Buffer.alloc(this.holeLength);
    const windowed = !html.includes("\0");
    let before = Buffer.alloc(0);
    this.deflated = this.parts.map((part, i) => {
      const deflated = deflateRawSync(part, {
        level: 9,
        finishFlush: constants.Z_SYNC_FLUSH,
        ...(windowed && before.length > 0 ? { dictionary: before } : {}),
      });
      if (windowed && i < this.parts.length - 1) before = Buffer.concat([before, part, hole]).subarray(-WINDOW);
      return deflated;
    });
    this.size = sum(this.parts) + sum(this.deflated);
  }

  /** The page with `nonce` in each hole, as the body of an answer in `encoding`. */
  body(nonce: string, encoding: Encoding): Buffer<ArrayBuffer> {
    const fill = Buffer.from(nonce, "utf8");
    const plain = () => Buffer.concat(this.parts.flatMap((part, i) => (i === 0 ? [part] : [fill, part])));
    if (encoding === "identity") return plain();
    if (fill.length !== this.holeLength || fill.length > STORED_MAX) return gzipSync(plain());
    const stored = Buffer.concat([storedBlockHeader(fill.length), fill]);
    const chunks: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    let length = 0;
    this.parts.forEach((part, i) => {
      if (i > 0) {
        chunks.push(stored);
        crc = crc32(fill, crc);
        length += fill.length;
      }
      chunks.push(this.deflated[i]!);
      crc = crc32(part, crc);
      length += part.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    // The length modulo 2^32, as gzip keeps it.
    trailer.writeUInt32LE(length % 2 ** 32, 4);
    chunks.push(LAST_BLOCK, trailer);
    return Buffer.concat(chunks);
  }
}

/** A stored block that is not the last: a zero byte (the 3 header bits, then padding), LEN and its complement. */
function storedBlockHeader(length: number): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(length, 1);
  header.writeUInt16LE(~length & 0xffff, 3);
  return header;
}

function sum(buffers: Buffer[]): number {
  return buffers.reduce((total, b) => total + b.length, 0);
}

/**
 * Whether the request's Accept-Encoding takes gzip (RFC 9110 §12.5.3): listed, or under `*`, with a weight
 * above zero. Every browser sends it.
 */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  let gzip: number | null = null;
  let any: number | null = null;
  for (const item of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = item.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (name.trim() === "gzip" || name.trim() === "x-gzip") gzip = weight;
    else if (name.trim() === "*") any = weight;
  }
  return (gzip ?? any ?? 0) > 0;
}
