import type { Metadata } from "next";
import { CustomizePage } from "../../../../components/configurator/CustomizePage.tsx";
import type { PageQuery } from "../../../../lib/configurator/creation.ts";

/** Route golf-head-covers-customize (spec §2): customize an order item; login required. */
export const metadata: Metadata = { title: "Personalise your order item", robots: { index: false, follow: false } };

export default function Page({ searchParams }: { searchParams: Promise<PageQuery> }) {
  return <CustomizePage route="golf-head-covers-customize" searchParams={searchParams} />;
}
