import { SiteLink } from "../ui/SiteLink.tsx";
import { productPath, type VariantOption } from "@petsies/domain";

/**
 * Configurable options as links that write the choice back to the page's query (spec §2 "Product page"),
 * e.g. /p/petsies_hoodie/?size=M: plain navigation that works without JavaScript. Each child also has
 * its own page, /p/parent/child/, which is the canonical URL of the selection.
 */
export function VariantOptions({ parentSku, options }: { parentSku: string; options: VariantOption[] }) {
  return (
    <div className="flex flex-col gap-5">
      {options.map((option) => (
        <div key={option.code} role="group" aria-labelledby={`option-${option.code}`}>
          <p id={`option-${option.code}`} className="mb-2 font-semibold">
            {option.label}
          </p>
          <ul className="flex flex-wrap gap-2">
            {option.choices.map((choice) => (
              <li key={choice.valueIndex}>
                {choice.childSku ? (
                  <SiteLink
                    href={productPath({ sku: parentSku, parentSku: null, type_id: "configurable" }) + choice.query}
                    aria-current={choice.selected ? "true" : undefined}
                    keepScroll
                    className={
                      choice.selected
                        ? "inline-block rounded-full border-2 border-brand bg-brand px-4 py-2 font-semibold text-white no-underline"
                        : "inline-block rounded-full border-2 border-sand bg-white px-4 py-2 text-ink no-underline hover:border-brand"
                    }
                  >
                    {choice.label}
                  </SiteLink>
                ) : (
                  <span className="inline-block rounded-full border-2 border-dashed border-sand px-4 py-2 text-muted line-through">
                    {choice.label}
                    <span className="sr-only"> (not available)</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
