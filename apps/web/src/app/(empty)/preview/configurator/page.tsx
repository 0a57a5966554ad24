import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { configuratorPreviewParams, creationPageForSku, type Product } from "@petsies/domain";
import { ConfiguratorPreview } from "../../../../components/configurator/ConfiguratorPreview.tsx";
import { ApiError, apiGet, isNotFound } from "../../../../lib/api.ts";
import { configuratorDataOf } from "../../../../lib/configurator/load.ts";
import { getActiveCurrency } from "../../../../lib/currency.ts";

export const metadata: Metadata = { title: "Configurator preview", robots: { index: false, follow: false } };
// A signed link and an unsaved tree: never rendered ahead, never kept.
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The loader's GET on the server: a 404 is no such thing. */
async function serverGet<T>(path: string): Promise<T | null> {
  try {
    return await apiGet<T>(path);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * The customization editor's preview of a product's configurator (domain configurator-preview.ts): the shop's own
 * configurator of the product the signed link names, drawn again from each tree the back office's editor posts to
 * this frame. The proxy has already asked the API whether the link holds; the product is read through it too, so a
 * page rendered without the proxy shows nothing either.
 */
export default async function ConfiguratorPreviewRoute({ searchParams }: Props) {
  const params = configuratorPreviewParams(await searchParams);
  if (!params) notFound();
  let product: Product;
  try {
    product = await apiGet<Product>(`/api/customization-preview/${params.productId}?${new URLSearchParams({ expires: String(params.expires), token: params.token })}`);
  } catch (error) {
    if (error instanceof ApiError && [400, 401, 403, 404].includes(error.status)) notFound();
    throw error;
  }
  const [data, active] = await Promise.all([configuratorDataOf(serverGet, product), getActiveCurrency()]);
  return (
    <main id="main" className="mx-auto w-full max-w-[1272px] flex-1 px-4 py-6 lg:px-6">
      <ConfiguratorPreview
        data={data}
        active={{ currency: active.currency, rate: active.rate, discounts: active.discounts ?? {} }}
        wizard={creationPageForSku(product.sku)?.wizard ?? false}
      />
    </main>
  );
}
