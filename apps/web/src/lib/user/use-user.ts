"use client";

import { useSyncExternalStore } from "react";
import { authModalStore, type AuthModalState } from "./auth-modal.ts";
import { userStore, type UserState } from "./store.ts";

/** The user; on the server and before hydration nobody is known yet (`loaded` is false). */
export function useUser(): UserState {
  return useSyncExternalStore(userStore.subscribe, userStore.getSnapshot, userStore.getServerSnapshot);
}

export function useAuthModal(): AuthModalState {
  return useSyncExternalStore(authModalStore.subscribe, authModalStore.getSnapshot, authModalStore.getServerSnapshot);
}
