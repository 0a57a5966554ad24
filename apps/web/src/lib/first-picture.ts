/**
 * A catalogue page's scripts are fetched and run once its first picture has painted (issue 18).
 *
 * Next writes its entry scripts into the head as `async`: a dozen downloads (about 190 KB compressed, React and
 * Next's runtime most of it) start with the page's picture, share the phone's bandwidth with it, and each runs
 * the moment it arrives, holding the main thread while the picture waits to paint. The picture is what the
 * shopper came to see, and the page is whole without script: links go where they say and forms wait
 * (lib/script-form.ts). So a page from the render cache carries a small inline script instead, which adds the
 * same scripts once the picture the page asks for first (`fetchpriority="high"`, the `priority` image of
 * components/ui/ResponsiveImage.tsx) has been decoded and a frame has painted it; at once after the first paint
 * on a page without one, or if the picture fails; and SCRIPT_WAIT_CAP_MS after the document at the latest, so a
 * picture slow to come never holds the page's controls back long.
 *
 * The price: the page answers clicks with its scripts a little later, by about the time the picture takes to
 * come, while the picture no longer shares the line with them. Preloading the scripts and only running them
 * late was tried and measured first: the picture still shared the line, and Lighthouse still counted every
 * script's download into the picture's paint (largest contentful paint 2.0–2.9 s, against 1.3–1.5 s now).
 *
 * Only pages of the render cache are changed (lib/cached-page.ts): they are the catalogue pages, and their HTML
 * is ours to edit once per render. A page whose scripts are not written as expected is left as Next wrote it.
 */
/** The longest the scripts wait for the picture after the document is parsed. */
export const SCRIPT_WAIT_CAP_MS = 2000;
/** The page's first picture: the one it asks for before any other. */
const FIRST_PICTURE = 'img[fetchpriority="high"]';

/** An entry script as Next writes it into the head. */
const ENTRY_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async="" nonce="([^"<>]+)"><\/script>/g;

/**
 * Runs in the browser, written into the page as its source text: it may use nothing from outside itself.
 * Starts `sources` as async scripts once the first picture has painted (see above).
 */
function startScriptsAfterFirstPicture(sources: string[], firstPicture: string, capMs: number): void {
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? "";
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of sources) {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.nonce = nonce;
      document.head.appendChild(script);
    }
  };
  // The first frame's callback comes before it paints, the second's after: the picture is on screen then.
  const afterNextPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  document.addEventListener("DOMContentLoaded", () => {
    setTimeout(start, capMs);
    const picture = document.querySelector<HTMLImageElement>(firstPicture);
    if (!picture) return afterNextPaint();
    const painted = () => picture.decode().then(afterNextPaint, start);
    if (picture.complete) painted();
    else {
      picture.addEventListener("load", painted);
      picture.addEventListener("error", start);
    }
  });
}

/**
 * The page with Next's entry scripts started by startScriptsAfterFirstPicture; the page as it is when it has
 * none (or Next wrote them otherwise).
 */
export function scriptsAfterFirstPicture(html: string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  const sources: string[] = [];
  let nonce = "";
  const head = html.slice(0, headEnd).replace(ENTRY_SCRIPT, (_script, src: string, scriptNonce: string) => {
    sources.push(src);
    nonce = scriptNonce;
    return "";
  });
  if (sources.length === 0) return html;
  const args = [sources, FIRST_PICTURE, SCRIPT_WAIT_CAP_MS].map((arg) => JSON.stringify(arg)).join(",");
  // No "<" in the arguments (paths of built files, the selector), so nothing in them can close the script.
  const starter = `<script nonce="${nonce}">(${startScriptsAfterFirstPicture.toString()})(${args})</script>`;
  return head + starter + html.slice(headEnd);
}
