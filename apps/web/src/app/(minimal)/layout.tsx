import { SiteLink } from "../../components/ui/SiteLink.tsx";
import type { ReactNode } from "react";
import { Logo } from "../../components/layout/Logo.tsx";

/** Centred logo only (spec §2), for pages that must not depend on the catalogue. */
export default function MinimalLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="flex justify-center border-b border-sand bg-white py-4">
        <SiteLink href="/" aria-label="Petsies home">
          <Logo />
        </SiteLink>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </>
  );
}
