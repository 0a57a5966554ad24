import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip, PageBytes } from "./page-bytes.ts";

const HTML = "text/html; charset=utf-8";

describe("PageBytes", () => {
  it("puts this answer's nonce in every place the render's was, plain and gzipped", () => {
    const page = new PageBytes('<script nonce="N1">a</script><p>€ 35,88 🐶</p><script nonce="N1">b</script>', "N1", HTML);
    const expected = '<script nonce="xyz+/=">a</script><p>€ 35,88 🐶</p><script nonce="xyz+/=">b</script>';
    expect(page.body("xyz+/=", "identity").toString("utf8")).toBe(expected);
    expect(gunzipSync(page.body("xyz+/=", "gzip")).toString("utf8")).toBe(expected);
    // Another answer, another nonce, from the same page.
    expect(gunzipSync(page.body("other", "gzip")).toString("utf8")).toBe(expected.replaceAll("xyz+/=", "other"));
  });

  it("is valid gzip with the nonce at either end, twice in a row, or nowhere", () => {
    for (const html of ["N1<p>x</p>N1", "N1N1", "<p>no nonce</p>", "", "N1"]) {
      const page = new PageBytes(html, "N1", HTML);
      expect(gunzipSync(page.body("abc", "gzip")).toString("utf8")).toBe(html.replaceAll("N1", "abc"));
      expect(page.body("abc", "identity").toString("utf8")).toBe(html.replaceAll("N1", "abc"));
    }
  });

  it("compresses a page of realistic size and back, byte for byte", () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `<li class="card"><a href="/p/plush-${i}/">Custom plush ${i}</a> <span>$${(i * 1.37).toFixed(2)}</span></li>`);
    const html = `<html><head><script nonce="AbC123">x</script></head><body><ul>${rows.join("")}</ul><script nonce="AbC123">self.__next_f.push([1,"…"])</script></body></html>`;
    const page = new PageBytes(html, "AbC123", HTML);
    const gz = page.body("Zz9+/Zz9+/Zz9+/Zz9+/Zz9+", "gzip");
    expect(gunzipSync(gz).toString("utf8")).toBe(html.replaceAll("AbC123", "Zz9+/Zz9+/Zz9+/Zz9+/Zz9+"));
    // Compressed once at level 9: far smaller than the page.
    expect(gz.length).toBeLessThan(Buffer.byteLength(html) / 4);
    expect(page.size).toBeGreaterThan(Buffer.byteLength(html));
  });
});

describe("acceptsGzip", () => {
  it("takes gzip when listed or under * with a weight above zero", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8, *;q=0.1")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("x-gzip")).toBe(true);
  });

  it("refuses it when absent, refused, or nothing is sent", () => {
    expect(acceptsGzip(null)).toBe(false);
    expect(acceptsGzip("")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("br, deflate")).toBe(false);
    expect(acceptsGzip("gzip;q=0, *")).toBe(false);
    expect(acceptsGzip("br, *;q=0")).toBe(false);
  });
});
