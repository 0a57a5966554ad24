/**
 * The child process that renders the demo's art (see renderArt in art.ts): it receives the sources, sends
 * back each picture as it is made, and exits. Its own entry point in the build (scripts/processes.mjs).
 */
import { RENDER_CONCURRENCY, renderWebp, type ArtSource, type RenderedArt } from "./art.ts";

async function renderAll(sources: ArtSource[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let source = sources[next++]; source; source = sources[next++]) {
      const message: RenderedArt = { name: source.name, webp: await renderWebp(Buffer.from(source.svg)) };
      await new Promise<void>((resolve, reject) => process.send!(message, (err: Error | null) => (err ? reject(err) : resolve())));
    }
  };
  await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker));
}

process.once("message", (sources: ArtSource[]) => {
  renderAll(sources).then(
    () => process.disconnect(),
    (err: unknown) => {
      console.error(`rendering the demo art failed: ${err instanceof Error ? err.stack : String(err)}`);
      process.exit(1);
    },
  );
});
