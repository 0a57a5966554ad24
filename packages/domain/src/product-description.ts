/**
 * A product description as the back office saves it (issue 13): simple HTML that the storefront reads as
 * paragraphs (apps/web lib/text.ts paragraphs). Only the tags it understands stay, without attributes; a script or
 * style goes with its content; any other tag goes and its text stays. So a description pasted from a word
 * processor or another shop cannot carry markup, handlers or links into the page.
 */
const KEPT_TAGS = new Set(["p", "br", "strong", "b", "em", "i", "ul", "ol", "li", "h2", "h3", "h4"]);

export function sanitiseDescription(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style|iframe|object|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<(script|style|iframe|object|template)\b[^>]*>/gi, "")
    .replace(/<\s*(\/?)\s*([a-z][a-z0-9]*)\b[^>]*>/gi, (_, close: string, tag: string) => {
      const name = tag.toLowerCase();
      if (!KEPT_TAGS.has(name)) return "";
      return name === "br" ? "<br>" : `<${close}${name}>`;
    })
    .trim();
}
