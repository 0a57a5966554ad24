import { Link, Outlet, useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { Loading, Notice } from "../ui/Notice.tsx";
import { Button, buttonClass } from "../ui/Button.tsx";
import { useDocumentTitle } from "../../lib/document-title.ts";

export function RootLayout() {
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-indigo-800">
        Skip to content
      </a>
      <Outlet />
    </>
  );
}

export function RoutePending() {
  return <Loading />;
}

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  useDocumentTitle("Something went wrong");
  return (
    <main id="main" className="mx-auto max-w-xl p-6">
      <h1 className="mb-4 text-2xl font-semibold">Something went wrong</h1>
      <Notice tone="error">{error instanceof Error ? error.message : "This page could not be shown."}</Notice>
      <Button
        className="mt-4"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        Try again
      </Button>
    </main>
  );
}

export function NotFound() {
  useDocumentTitle("Page not found");
  return (
    <main id="main" className="mx-auto max-w-xl p-6">
      <h1 className="mb-4 text-2xl font-semibold">Page not found</h1>
      <p className="mb-4 text-slate-700">There is no back office page at this address.</p>
      <Link to="/" className={buttonClass("primary")}>
        Go to the dashboard
      </Link>
    </main>
  );
}
