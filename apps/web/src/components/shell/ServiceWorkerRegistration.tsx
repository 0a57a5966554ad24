"use client";

import { useEffect } from "react";

const SCRIPT = "/sw.js";

/**
 * Registers the service worker (public/sw.js) and logs its states only (spec §4): nothing is shown to the
 * shopper. Development builds skip it, so a cached page never hides a code change there.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const log = (state: string) => console.info(`Service worker: ${state}`);
    navigator.serviceWorker
      .register(SCRIPT, { scope: "/" })
      // A browser that blocks service workers (some privacy modes, automated browsers) may answer nothing.
      .then((registration: ServiceWorkerRegistration | undefined) => {
        if (!registration) return log("not registered: the browser refused it");
        log(registration.active ? "active" : "registered");
        registration.addEventListener("updatefound", () => {
          const worker = registration.installing;
          if (!worker) return;
          log("installing");
          worker.addEventListener("statechange", () => log(worker.state));
        });
      })
      .catch((err: unknown) => console.error("Service worker registration failed", err));
    navigator.serviceWorker.addEventListener("controllerchange", () => log("controlling this page"));
  }, []);
  return null;
}
