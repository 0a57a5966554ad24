import type { ReactNode } from "react";
import { OrderQueueRunner } from "../../components/checkout/OrderQueueRunner.tsx";
import { Footer } from "../../components/layout/Footer.tsx";
import { Header } from "../../components/layout/Header.tsx";
import { Shell } from "../../components/shell/Shell.tsx";

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
      <Shell />
    </>
  );
}
