import { gunzipSync, gzipSync } from "node:zlib";
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
    for (const html of ["N1<p>x</p>N1", "N1N1", "<p>no nonce</p>", "", "N1", "<p>N1</p><p>N1</p><p>N1</p>"]) {
      const page = new PageBytes(html, "N1", HTML);
      // A nonce of the render's length goes in the holes; one of another length gets the page compressed whole.
      for (const nonce of ["ab", "abc"]) {
        expect(gunzipSync(page.body(nonce, "gzip")).toString("utf8")).toBe(html.replaceAll("N1", nonce));
        expect(page.body(nonce, "identity").toString("utf8")).toBe(html.replaceAll("N1", nonce));
      }
    }
  });

  it("lets a part refer back to the parts before it but never into a nonce", () => {
    // Each part repeats text of the part before it and text next to the nonce: the matches deflate finds reach
    // back across holes, and a match into a hole would bring back the render's nonce, not this answer's.
    const nonce = "QUJDREVGR0hJSktMTU5PUA==";
    const html = Array.from({ length: 40 }, (_, i) => `<script nonce="${nonce}">self.__next_f.push([1,"row ${i % 7} of the page"])</script>`).join("");
    const page = new PageBytes(html, nonce, HTML);
    for (const other of ["bm9uY2Utb2YtYW5zd2VyLTE=", "QUJDREVGR0hJSktMTU5PUQ==", "AAAAAAAAAAAAAAAAAAAAAA=="]) {
      expect(gunzipSync(page.body(other, "gzip")).toString("utf8")).toBe(html.replaceAll(nonce, other));
    }
    // A page that holds a zero byte is compressed part by part: its zeros could match the nonce's stand-in.
    const zeros = `<p>\0\0\0</p>${html}<p>\0\0</p>`;
    const zeroPage = new PageBytes(zeros, nonce, HTML);
    expect(gunzipSync(zeroPage.body("bm9uY2Utb2YtYW5zd2VyLTE=", "gzip")).toString("utf8")).toBe(zeros.replaceAll(nonce, "bm9uY2Utb2YtYW5zd2VyLTE="));
  });

  it("compresses a page cut at many nonces about as well as gzip of the whole page", () => {
    const nonce = "QUJDREVGR0hJSktMTU5PUA==";
    const cards = Array.from({ length: 2000 }, (_, i) => `<li class="card"><a href="/p/plush-${i}/">Custom plush ${i}</a><span>$${(i * 1.37).toFixed(2)}</span></li>`);
    // As a rendered page (120 KB): scripts with the nonce between the parts of the body, 29 of them.
    const html = cards.map((card, i) => (i % 70 === 0 ? `<script nonce="${nonce}">self.__next_f.push([1,"${i}"])</script>${card}` : card)).join("");
    const gz = new PageBytes(html, nonce, HTML).body("bm9uY2Utb2YtYW5zd2VyLTE=", "gzip");
    const whole = gzipSync(html.replaceAll(nonce, "bm9uY2Utb2YtYW5zd2VyLTE="), { level: 9 });
    // Part by part, each starting afresh, it was a third more than the whole page.
    expect(gz.length).toBeLessThan(whole.length * 1.1);
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
