"use client";

import { useEffect } from "react";
import type { ErrorLogAccepted } from "@petsies/contract";
import { apiCall } from "../../lib/api-call.ts";
import {
  consoleMessage,
  errorKey,
  errorPayload,
  forget,
  instanceId,
  isBot,
  keepInstanceId,
  LOGGING_FAILED,
  readMemory,
  remember,
  writeMemory,
  type BrowserError,
} from "../../lib/error-log.ts";

/**
 * Reports the page's unhandled rejections, script errors and console errors to the shop (spec §8), once a
 * day each per browser, never from bots. The page address goes without its query (it may carry a token).
 */
export function ErrorLogger({ appVersion }: { appVersion: string }) {
  useEffect(() => {
    if (isBot(navigator.userAgent)) return;
    const stopKeeping = keepInstanceId();
    const originalError = console.error;
    const originalWarn = console.warn;

    const send = (e: BrowserError) => {
      const page = location.origin + location.pathname;
      const hash = errorKey(e, page);
      const memory = remember(readMemory(), hash, Date.now());
      if (!memory) return;
      writeMemory(memory);
      const payload = errorPayload(e, {
        url: page,
        host: location.host,
        userAgent: navigator.userAgent,
        appVersion,
        instanceId: instanceId(),
        traceId: crypto.randomUUID(),
      });
      void apiCall<ErrorLogAccepted>("POST", "/api/error-log", payload, { keepalive: true }).then((answer) => {
        if (answer.ok) return;
        // Forgotten again, so the next occurrence is reported; warned through the original console only.
        writeMemory(forget(readMemory(), hash));
        originalWarn.call(console, LOGGING_FAILED);
      });
    };

    const onError = (event: ErrorEvent) => {
      const error: unknown = event.error;
      send({
        message: event.message || (error instanceof Error ? `${error.name}: ${error.message}` : "Script error"),
        ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
        ...(event.filename ? { file: event.filename } : {}),
        ...(event.lineno ? { line: event.lineno } : {}),
      });
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason: unknown = event.reason;
      const { message, stack } = consoleMessage([reason]);
      send({ message: `Unhandled rejection: ${message}`, ...(stack ? { stack } : {}) });
    };
    console.error = (...args: unknown[]) => {
      originalError.apply(console, args);
      try {
        send(consoleMessage(args));
      } catch {
        // Reporting must never break the page that reported.
      }
    };
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      console.error = originalError;
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
      stopKeeping();
    };
  }, [appVersion]);
  return null;
}
