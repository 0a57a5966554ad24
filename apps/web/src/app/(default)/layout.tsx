import type { ReactNode } from "react";
import { AuthModalHost } from "../../components/account/AuthModalHost.tsx";
import { OrderQueueRunner } from "../../components/checkout/OrderQueueRunner.tsx";
import { Footer } from "../../components/layout/Footer.tsx";
import { Header } from "../../components/layout/Header.tsx";
import { NewsletterModal } from "../../components/layout/NewsletterModal.tsx";

// Every page here shows prices in the shopper's currency (a cookie), so nothing is prerendered at build.
export const dynamic = "force-dynamic";

export default function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <OrderQueueRunner />
      <AuthModalHost />
      <NewsletterModal />
    </>
  );
}
