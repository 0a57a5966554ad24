import { describe, expect, it } from "vitest";
import { SCRIPT_WAIT_CAP_MS, scriptsAfterFirstPicture } from "./first-picture.ts";

/** A head as Next 16 writes it for a catalogue page (trimmed), and a body with the page's inline payload. */
const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" imageSrcSet="/api/media/catalog/bandana.webp?edits=x 450w" fetchPriority="high"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/1cuz13gmxkafa.css" nonce="N0nce+/=" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" nonce="N0nce+/=" href="/_next/static/chunks/3g72wpj663g2n.js"/>' +
  '<script src="/_next/static/chunks/2urr6-fm2smyv.js" async="" nonce="N0nce+/="></script>' +
  '<script src="/_next/static/chunks/1-egn21febw4x.js" async="" nonce="N0nce+/="></script>' +
  '<script src="/_next/static/chunks/turbopack-2u1d16houkiyo.js" async="" nonce="N0nce+/="></script>' +
  "<title>Petsies Paw Print Bandana | Petsies</title>" +
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule="" nonce="N0nce+/="></script>';
const BODY =
  '</head><body><img alt="A bandana" fetchpriority="high" src="/api/media/catalog/bandana.webp"/>' +
  '<script nonce="N0nce+/=">self.__next_f.push([1,"<script src=\\"/_next/static/chunks/2urr6-fm2smyv.js\\" async=\\"\\">"])</script></body></html>';

describe("scriptsAfterFirstPicture", () => {
  const page = scriptsAfterFirstPicture(HEAD + BODY);
  const head = page.slice(0, page.indexOf("</head>"));

  it("takes Next's entry scripts out of the head and starts them, in order, from one inline script with the page's nonce", () => {
    expect(head).not.toMatch(/<script src="[^"]*" async=""/);
    const starters = [...head.matchAll(/<script nonce="N0nce\+\/=">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(starters).toHaveLength(1);
    // (function …)(arguments): the arguments hold no parenthesis.
    const [, starter, argList] = /^\(([\s\S]*)\)\(([^()]*)\)$/.exec(starters[0]!) ?? [];
    const args = JSON.parse(`[${argList}]`);
    expect(args).toEqual([
      ["/_next/static/chunks/2urr6-fm2smyv.js", "/_next/static/chunks/1-egn21febw4x.js", "/_next/static/chunks/turbopack-2u1d16houkiyo.js"],
      'img[fetchpriority="high"]',
      SCRIPT_WAIT_CAP_MS,
    ]);
    // The starter is a whole function expression a browser can parse on its own.
    expect(new Function(`return (${starter})`)()).toBeTypeOf("function");
  });

  it("leaves everything else as Next wrote it: the styles, the preloads, the old browsers' script and the body", () => {
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/1cuz13gmxkafa.css" nonce="N0nce+/=" data-precedence="next"/>',
      '<link rel="preload" as="script" fetchPriority="low" nonce="N0nce+/=" href="/_next/static/chunks/3g72wpj663g2n.js"/>',
      '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule="" nonce="N0nce+/="></script>',
      "<title>Petsies Paw Print Bandana | Petsies</title>",
    ]) {
      expect(head).toContain(kept);
    }
    expect(page.endsWith(BODY)).toBe(true);
  });

  it("leaves a page alone when its head has no entry script, or it has no head", () => {
    const noScripts = '<html><head><title>x</title></head><body><script src="/_next/static/chunks/a.js" async="" nonce="n"></script></body></html>';
    expect(scriptsAfterFirstPicture(noScripts)).toBe(noScripts);
    expect(scriptsAfterFirstPicture("<p>not a page</p>")).toBe("<p>not a page</p>");
  });
});
