import { cookies } from "next/headers";
import { EXPERIMENT_COOKIE, type OptionQuery, type Product } from "@petsies/domain";
import { apiGet, isNotFound } from "../../lib/api.ts";
import { loadConfiguratorData } from "../../lib/configurator/load.ts";
import { EDIT_PARAM, firstOf, urlQueryOf } from "../../lib/configurator/query.ts";
import { getActiveCurrency } from "../../lib/currency.ts";
import { Configurator } from "./ProductTypeParts.tsx";

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
 * The configurator on a product's own page, for a product customized in the back office that is no creation
 * family (those have their creation pages): the same configurator, rules and cart line as a creation page.
 */
export async function ProductConfigurator({ product, query }: { product: Product; query: OptionQuery }) {
  const [loaded, active, jar] = await Promise.all([loadConfiguratorData(serverGet, product.sku), getActiveCurrency(), cookies()]);
  if (!loaded) return null;
  return (
    <Configurator
      key={product.sku}
      data={loaded.data}
      active={{ currency: active.currency, rate: active.rate, discounts: active.discounts ?? {} }}
      experimentCookie={jar.get(EXPERIMENT_COOKIE)?.value ?? null}
      query={urlQueryOf(query)}
      wizardSize={null}
      wizard={false}
      kinds={[]}
      editKey={firstOf(query[EDIT_PARAM]) ?? null}
      existingPlushieId={null}
    />
  );
}
