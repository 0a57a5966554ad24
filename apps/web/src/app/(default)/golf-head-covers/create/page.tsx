import type { Metadata } from "next";
import { CreationPage } from "../../../../components/configurator/CreationPage.tsx";
import { creationMetadata, loadCreationView, type PageQuery } from "../../../../lib/configurator/creation.ts";

/** Creation page (spec §2): /golf-head-covers/create/ */
const PATH = "/golf-head-covers/create/";
type Props = { searchParams: Promise<PageQuery> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const params = await searchParams;
  return creationMetadata(await loadCreationView(PATH, params), params);
}

export default function Page({ searchParams }: Props) {
  return <CreationPage path={PATH} searchParams={searchParams} />;
}
