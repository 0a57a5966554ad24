"use client";

import { createElement, lazy, Suspense, useSyncExternalStore, type Attributes, type ComponentType, type LazyExoticComponent } from "react";
import { closeModal, modalStore, type ModalComponentProps, type ModalName, type ModalProps } from "../../lib/modals/modals.ts";
import { useAuthModal } from "../../lib/user/use-user.ts";

/** Each modal's code, fetched the first time it opens (spec §4). How to add one: lib/modals/modals.ts. */
const MODAL_COMPONENTS: { [K in ModalName]: LazyExoticComponent<ComponentType<ModalComponentProps<K>>> } = {
  "size-guide": lazy(() => import("./SizeGuideModal.tsx")),
  terms: lazy(() => import("./TermsModal.tsx")),
  "feature-not-implemented": lazy(() => import("./FeatureNotImplementedModal.tsx")),
  "language-switcher": lazy(() => import("./LanguageSwitcherModal.tsx")),
  "order-confirmation": lazy(() => import("./OrderConfirmationModal.tsx")),
  newsletter: lazy(() => import("../layout/NewsletterModal.tsx")),
  "website-leaving": lazy(() => import("./WebsiteLeavingModal.tsx")),
  "order-error": lazy(() => import("./OrderErrorModal.tsx")),
  "images-gallery": lazy(() => import("./ImagesGalleryModal.tsx")),
  review: lazy(() => import("../reviews/ReviewModal.tsx")),
};

const AuthModal = lazy(() => import("../account/AuthModal.tsx"));

function render<K extends ModalName>(name: K, props: ModalProps[K]) {
  // Each entry of the map takes its own name's props; TypeScript cannot follow that through an index.
  const Component = MODAL_COMPONENTS[name] as ComponentType<ModalComponentProps<K> & Attributes>;
  return createElement(Component, { ...props, onClose: closeModal } as ModalComponentProps<K> & Attributes);
}

/** The one place the shell's modals render (default layout); nothing loads until one is opened. */
export function ModalHost() {
  const active = useSyncExternalStore(modalStore.subscribe, modalStore.getSnapshot, modalStore.getServerSnapshot);
  const auth = useAuthModal();
  if (!active && !auth.open) return null;
  return (
    <Suspense fallback={null}>
      {auth.open ? <AuthModal /> : active && render(active.name, active.props)}
    </Suspense>
  );
}
