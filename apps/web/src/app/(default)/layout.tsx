import type { ReactNode } from "react";
import { OrderQueueRunner } from "../../components/checkout/OrderQueueRunner.tsx";
import { Footer } from "../../components/layout/Footer.tsx";
import { Header } from "../../components/layout/Header.tsx";
import { MarketingTracker } from "../../components/promotions/MarketingTracker.tsx";
import { PromotionBanner } from "../../components/promotions/PromotionBanner.tsx";
import { Shell } from "../../components/shell/Shell.tsx";

// Every page here shows prices in the shopper's currency (a cookie), so nothing is prerendered at build. The
// catalogue pages are kept rendered per currency in front of Next instead (lib/render-cache.ts says why).
export const dynamic = "force-dynamic";

export default function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PromotionBanner />
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <OrderQueueRunner />
      <MarketingTracker />
      <Shell />
    </>
  );
}
