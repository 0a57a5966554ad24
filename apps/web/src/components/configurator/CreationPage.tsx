import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { EXPERIMENT_COOKIE } from "@petsies/domain";
import { loadCreationView, type PageQuery } from "../../lib/configurator/creation.ts";
import { urlQueryOf } from "../../lib/configurator/query.ts";
import { getActiveCurrency } from "../../lib/currency.ts";
import { paragraphs } from "../../lib/text.ts";
import { ResponsiveImage } from "../ui/ResponsiveImage.tsx";
import { Configurator } from "./Configurator.tsx";

/**
 * A creation page (spec §2 "Creation pages"): the family's bundle, a short introduction and the
 * configurator. The server renders the form with the query's presets; the browser restores the saved form
 * state, or the cart line being edited, once it is mounted.
 */
export async function CreationPage({ path, searchParams }: { path: string; searchParams: Promise<PageQuery> }) {
  const params = await searchParams;
  const [view, active, jar] = await Promise.all([loadCreationView(path, params), getActiveCurrency(), cookies()]);
  if (!view) notFound();
  const { page, product, data } = view;
  const intro = paragraphs(product.short_description);

  return (
    <div className="mx-auto max-w-[1272px] px-4 py-6 lg:px-6 lg:py-10">
      <header className="mb-8 flex items-center gap-4 sm:gap-6">
        <ResponsiveImage
          src={product.thumbnail || product.image}
          alt=""
          variant="squareThumbnail"
          srcSet={["squareThumbnail96", "customizationCartThumbnail"]}
          sizes="(min-width: 640px) 160px, 96px"
          priority
          className="size-24 shrink-0 rounded-2xl bg-sand object-cover sm:size-40"
        />
        <div className="min-w-0 space-y-2">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-4xl">{page.title}</h1>
          <p className="font-semibold text-muted">{product.name}</p>
          {intro.map((text, i) => (
            <p key={i} className="hidden sm:block">
              {text}
            </p>
          ))}
        </div>
      </header>
      <Configurator
        key={product.sku}
        data={data}
        active={{ currency: active.currency, rate: active.rate, discounts: active.discounts ?? {} }}
        experimentCookie={jar.get(EXPERIMENT_COOKIE)?.value ?? null}
        query={urlQueryOf(params)}
        wizardSize={view.wizardSize}
        wizard={page.wizard}
        kinds={view.kinds}
        editKey={view.editKey}
        existingPlushieId={view.plushieId}
      />
    </div>
  );
}
