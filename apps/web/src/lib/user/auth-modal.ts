/**
 * The authentication modal (spec §2 "modals: authentication"): opened by the account icon while logged
 * out, and after a session expired (spec §4: the sign-up modal is shown). It shows one view at a time.
 */
export type AuthView = "login" | "link" | "forgot";

export interface AuthModalState {
  open: boolean;
  view: AuthView;
  /** A line above the form saying why it opened (e.g. the session expired). */
  notice: string | null;
}

const CLOSED: AuthModalState = { open: false, view: "login", notice: null };
let state: AuthModalState = CLOSED;
const listeners = new Set<() => void>();

function set(next: AuthModalState) {
  state = next;
  for (const listener of listeners) listener();
}

export function openAuthModal(view: AuthView = "login", notice: string | null = null): void {
  set({ open: true, view, notice });
}

export function showAuthView(view: AuthView): void {
  set({ ...state, view, notice: null });
}

export function closeAuthModal(): void {
  if (state.open) set(CLOSED);
}

export const authModalStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => state,
  getServerSnapshot: () => CLOSED,
};
