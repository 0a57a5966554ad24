import type { ReactNode } from "react";
import { useDocumentTitle } from "../../lib/document-title.ts";

/** The frame of the screens before sign-in: the shop's name and one card with the form. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <main id="main" className="flex min-h-screen items-start justify-center px-4 py-12 sm:items-center">
      <div className="w-full max-w-sm">
        <p className="mb-6 text-center text-base font-semibold text-slate-700">Petsies back office</p>
        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <h1 className="mb-5 text-xl font-semibold text-slate-900">{title}</h1>
          {children}
        </div>
      </div>
    </main>
  );
}
