"use client";

import { useEffect } from "react";

const SCRIPT = "/sw.js";

/**
 * Registers the service worker (public/sw.js) and logs its states only (spec §4): nothing is shown to the
 * shopper. Development builds skip it, so a cached page never hides a code change there. It registers once
 * the page has loaded and the browser is idle: the worker's install fetches the home page and its assets,
 * which should not compete with the first page's own pictures and hydration.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const log = (state: string) => console.info(`Service worker: ${state}`);
    const register = () => {
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
    };
    navigator.serviceWorker.addEventListener("controllerchange", () => log("controlling this page"));
    // Safari has no requestIdleCallback: a timer after load is its idle moment.
    const idleApi = window as Partial<Pick<Window, "requestIdleCallback" | "cancelIdleCallback">>;
    let pending = 0;
    const whenIdle = () => {
      pending = idleApi.requestIdleCallback ? idleApi.requestIdleCallback(register, { timeout: 5000 }) : window.setTimeout(register, 1);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      window.removeEventListener("load", whenIdle);
      if (idleApi.cancelIdleCallback) idleApi.cancelIdleCallback(pending);
      else window.clearTimeout(pending);
    };
  }, []);
  return null;
}
