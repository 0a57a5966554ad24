import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AccountShell } from "../../../components/account/AccountShell.tsx";

// No title here: a layout's own title would stop the site's " | Petsies" template reaching its pages.
export const metadata: Metadata = {
  robots: { index: false, follow: false },
};

/** /my-account/ and its children (spec §2): login required; order history is the default child. */
export default function MyAccountLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-[1272px] px-4 py-8 lg:px-6 lg:py-12">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">My account</h1>
      <AccountShell>{children}</AccountShell>
    </div>
  );
}
