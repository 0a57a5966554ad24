import type { Metadata } from "next";
import { CustomizePage } from "../../../../components/configurator/CustomizePage.tsx";
import type { PageQuery } from "../../../../lib/configurator/creation.ts";

/** Route printed-product-customize (spec §2): customize an order item; login required. */
export const metadata: Metadata = { title: "Personalise your order item", robots: { index: false, follow: false } };

export default function Page({ searchParams }: { searchParams: Promise<PageQuery> }) {
  return <CustomizePage route="printed-product-customize" searchParams={searchParams} />;
}
