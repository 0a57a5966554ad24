import Link from "next/link";
import type { Metadata } from "next";
import { Logo } from "../components/layout/Logo.tsx";

export const metadata: Metadata = {
  title: "Page not found",
  description: "The page you were looking for could not be found.",
};

/** For not-found outside the default layout; kept static so it renders even when the API is down. */
export default function RootNotFound() {
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-1 flex-col items-center gap-6 px-4 py-16 text-center">
      <Link href="/" aria-label="Petsies home">
        <Logo />
      </Link>
      <h1 className="text-3xl font-extrabold">Page not found</h1>
      <p>We could not find that page. It may have moved, or the link may be mistyped.</p>
      <Link href="/" className="rounded-full bg-brand px-6 py-3 font-semibold text-white no-underline hover:bg-brand-dark">
        Back to the home page
      </Link>
    </main>
  );
}
