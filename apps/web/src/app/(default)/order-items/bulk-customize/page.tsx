import type { Metadata } from "next";
import { CustomizePage } from "../../../../components/configurator/CustomizePage.tsx";
import type { PageQuery } from "../../../../lib/configurator/creation.ts";

/** Route order-items-bulk-customize (spec §2): orderItemIds as a list; login required. */
export const metadata: Metadata = { title: "Personalise your order items", robots: { index: false, follow: false } };

export default function Page({ searchParams }: { searchParams: Promise<PageQuery> }) {
  return <CustomizePage route="bulk" searchParams={searchParams} />;
}
