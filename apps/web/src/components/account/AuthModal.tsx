"use client";

import { closeAuthModal, showAuthView } from "../../lib/user/auth-modal.ts";
import { useAuthModal } from "../../lib/user/use-user.ts";
import { Modal } from "../ui/Modal.tsx";
import { CloseIcon } from "../ui/icons.tsx";
import { AUTH_VIEW_TITLES, AuthForms } from "./AuthForms.tsx";

/** The login modal (spec §2 "modals: authentication"): sign in, a sign-in link, or a password reset. */
export default function AuthModal() {
  const { open, view, notice } = useAuthModal();
  return (
    <Modal open={open} onClose={closeAuthModal} labelledBy="auth-modal-title" placement="center">
      <div className="max-h-[calc(100dvh-4rem)] overflow-y-auto">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id="auth-modal-title" className="text-2xl font-bold">
            {AUTH_VIEW_TITLES[view]}
          </h2>
          <button type="button" aria-label="Close" onClick={closeAuthModal} className="-mt-2 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-sand">
            <CloseIcon />
          </button>
        </div>
        {notice && (
          <p role="status" className="mb-4 rounded-lg bg-sand px-3 py-2 font-semibold">
            {notice}
          </p>
        )}
        <AuthForms idPrefix="modal" view={view} onView={showAuthView} onLoggedIn={closeAuthModal} onLeave={closeAuthModal} autoFocus />
      </div>
    </Modal>
  );
}
