/**
 * The modals of spec §2 "Layout and shell", opened by name from anywhere and shown one at a time by the
 * ModalHost of the default layout, which loads each modal's code only when it is first opened (spec §4:
 * modals load lazily once any is active).
 *
 * To add a modal (e.g. the review modal):
 *   1. add its name and the props it needs to `ModalProps` below;
 *   2. write the component as a default export taking `ModalComponentProps<"name">` and rendering
 *      components/ui/Modal.tsx with `open` and `onClose` (the host unmounts it when it closes, which
 *      returns focus to the opener);
 *   3. add `name: lazy(() => import("…/YourModal.tsx"))` to MODAL_COMPONENTS in
 *      components/modals/ModalHost.tsx (the type there fails until every name has its component);
 *   4. open it with `openModal("name", props)`.
 * The authentication modal keeps its own store (lib/user/auth-modal.ts: openAuthModal) because it has views
 * and a notice; the same host renders it.
 */
import type { SizeGuideRow } from "./size-guide.ts";

export interface GalleryImage {
  /** Storage key of the picture (served resized from /api/media). */
  src: string;
  alt: string;
}

export interface ModalProps {
  "size-guide": { productName: string; rows: SizeGuideRow[] };
  terms: Record<string, never>;
  "feature-not-implemented": { feature: string };
  "language-switcher": Record<string, never>;
  "order-confirmation": { orderNumber: string; email: string };
  newsletter: Record<string, never>;
  "website-leaving": Record<string, never>;
  "order-error": { message: string };
  "images-gallery": { title: string; images: GalleryImage[]; start: number };
  /** One product (its page) or several to choose from (/reviews/). */
  review: { products: { sku: string; name: string }[] };
}

export type ModalName = keyof ModalProps;
export type ModalComponentProps<K extends ModalName> = ModalProps[K] & { onClose: () => void };
export type ActiveModal = { [K in ModalName]: { name: K; props: ModalProps[K] } }[ModalName];

let active: ActiveModal | null = null;
const listeners = new Set<() => void>();

function set(next: ActiveModal | null) {
  active = next;
  for (const listener of listeners) listener();
}

/** Opens a modal, replacing the one open (a shopper's own action wins over what was showing). */
export function openModal<K extends ModalName>(name: K, props: ModalProps[K]): void {
  set({ name, props } as ActiveModal);
}

/**
 * Opens a modal the shop offers by itself (newsletter, website leaving) only when no other modal is open,
 * so it never covers what the shopper is doing. Answers whether it opened.
 */
export function offerModal<K extends ModalName>(name: K, props: ModalProps[K]): boolean {
  if (active || document.querySelector("[data-modal-host]")) return false;
  openModal(name, props);
  return true;
}

export function closeModal(): void {
  if (active) set(null);
}

export const modalStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => active,
  getServerSnapshot: () => null,
};
