/**
 * The global loader (spec §2, §9 z-index 1001): busy while any navigation-level work runs. Each piece of
 * work holds a token and gives it back when done, so overlapping work keeps the loader up until the last.
 */
let busy = 0;
const listeners = new Set<() => void>();

function set(next: number) {
  busy = Math.max(0, next);
  for (const listener of listeners) listener();
}

/** Marks the start of some work; call the answer once when it ends (extra calls do nothing). */
export function startLoading(): () => void {
  set(busy + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    set(busy - 1);
  };
}

export const loaderStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => busy > 0,
  getServerSnapshot: () => false,
};
