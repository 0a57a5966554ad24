// Resident memory (RSS) of a process the bench started, read from /proc: what the machine really gives it,
// the embedded database's WebAssembly heap, native buffers and allocator arenas included (a JavaScript heap
// figure would leave most of that out). Linux only; elsewhere the figures read "—".
import { readFileSync } from "node:fs";

/** The process's RSS in MB now, or null when it cannot be read (another system, or the process is gone). */
export function rssMB(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

/** Samples a process's RSS until stop(), which answers the highest value seen (null when none could be read). */
export function samplePeakRss(pid, everyMs = 100) {
  let peak = null;
  const sample = () => {
    const mb = rssMB(pid);
    if (mb !== null) peak = Math.max(peak ?? 0, mb);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}
