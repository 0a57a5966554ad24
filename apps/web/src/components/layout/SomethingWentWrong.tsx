import { SiteLink } from "../ui/SiteLink.tsx";
import type { ReactNode } from "react";

/** The friendly failure message shared by the /error/ page and the error boundary. */
export function SomethingWentWrong({ children }: { children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-16 text-center">
      <h1 className="text-3xl font-extrabold">Something went wrong</h1>
      <p>Sorry! Something went wrong on our side. Please try again in a moment.</p>
      <div className="flex flex-wrap justify-center gap-3">
        {children}
        <SiteLink href="/" className="rounded-full bg-brand px-6 py-3 font-semibold text-white no-underline hover:bg-brand-dark">
          Back to the home page
        </SiteLink>
      </div>
    </div>
  );
}
