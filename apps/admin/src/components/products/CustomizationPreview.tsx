/**
 * The preview beside the customization editor. The storefront forbids framing its pages (frame-ancestors 'none'), so
 * the shop's page is not shown in a frame here: the preview runs the storefront configurator's own rules from
 * @petsies/domain (loadState, offeredOptions, applyInput, configurationPrice, priceDifferences, customizedBaseCents)
 * on the tree being edited, unsaved changes included, and a link opens the product's real page on the shop, which
 * shows the saved tree. It shows what is offered and what it costs, not the shop's look.
 */
import { useId, useMemo, useState } from "react";
import type { ProductCustomizationsAnswer } from "@petsies/contract/admin";
import {
  applyInput,
  BASE_CURRENCY,
  configurationPrice,
  customizationLabel,
  customizedBaseCents,
  indexTree,
  loadState,
  offeredOptions,
  priceDifferences,
  type Customization,
  type CustomizationState,
  type OfferedOption,
} from "@petsies/domain";
import { formatMoney } from "../../lib/money.ts";
import { controlClass } from "../ui/Field.tsx";

function difference(cents: number | undefined): string {
  if (!cents) return "";
  return ` (${cents > 0 ? "+" : "−"}${formatMoney(Math.abs(cents), BASE_CURRENCY)})`;
}

function PreviewOption({ offered, differences, onSelect, onText }: { offered: OfferedOption; differences: Record<string, number>; onSelect: (valueId: string) => void; onText: (text: string) => void }) {
  const id = useId();
  const c = offered.customization;
  const label = `${customizationLabel(c)}${offered.isRequired ? " (required)" : ""}`;
  const chosen = new Set(Array.isArray(offered.value) ? (offered.value as unknown[]).filter((v): v is string => typeof v === "string") : typeof offered.value === "string" ? [offered.value] : []);
  switch (offered.mode) {
    case "text":
      return (
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            {label}
          </label>
          <input id={id} className={controlClass} value={typeof offered.value === "string" ? offered.value : ""} onChange={(e) => onText(e.target.value)} />
        </div>
      );
    case "upload":
    case "uploads":
      return (
        <p className="text-sm text-slate-800">
          <span className="font-medium">{label}</span>: shoppers upload {offered.mode === "uploads" ? "photos" : "a photo"} here.
        </p>
      );
    case "dropdown":
      return (
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            {label}
          </label>
          <select id={id} className={controlClass} value={[...chosen][0] ?? ""} onChange={(e) => e.target.value && onSelect(e.target.value)}>
            <option value="">Choose…</option>
            {offered.values.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
                {difference(differences[v.id])}
              </option>
            ))}
          </select>
        </div>
      );
    default: {
      const type = offered.mode === "radio" ? "radio" : "checkbox";
      return (
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium text-slate-800">{label}</legend>
          {offered.values.map((v) => (
            <label key={v.id} className="flex items-center gap-2 text-sm text-slate-800">
              <input type={type} name={id} className="size-4 accent-indigo-700" checked={chosen.has(v.id)} onChange={() => onSelect(v.id)} />
              {v.name}
              {difference(differences[v.id])}
            </label>
          ))}
        </fieldset>
      );
    }
  }
}

/** `tree` is the tree being edited (possibly with problems: the engine skips what it cannot use). */
export function CustomizationPreview({ saved, tree, productType, productCents }: { saved: ProductCustomizationsAnswer; tree: Customization[]; productType: string; productCents: number }) {
  const headingId = useId();
  const indexed = useMemo(() => indexTree(tree), [tree]);
  const [inputs, setInputs] = useState<CustomizationState>([]);
  // The shopper's choices so far, brought back to what this tree allows whenever the tree changes.
  const state = useMemo(() => loadState(indexed, { saved: inputs }), [indexed, inputs]);
  const offered = offeredOptions(indexed, state).filter((o) => o.hidden === null && o.customization.optionData);
  const totalCents = customizedBaseCents(productType, productCents) + configurationPrice(indexed, state).totalCents;

  return (
    <aside aria-labelledby={headingId} className="flex flex-col gap-3 self-start rounded-md border border-indigo-200 bg-indigo-50/40 p-3 xl:sticky xl:top-4">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Preview
      </h3>
      <p className="text-xs text-slate-700">The shop's own configurator rules on the tree above, unsaved changes included. Try choices: rules, actions and prices follow.</p>
      {offered.length === 0 ? <p className="text-sm text-slate-700">Nothing to choose: the product is added to the cart as it is.</p> : null}
      {offered.map((o) => (
        <PreviewOption
          key={o.customization.id}
          offered={o}
          differences={priceDifferences(indexed, state, o.customization.id)}
          onSelect={(valueId) => setInputs(applyInput(indexed, state, { type: "select", customizationId: o.customization.id, valueId }))}
          onText={(text) => setInputs(applyInput(indexed, state, { type: "text", customizationId: o.customization.id, text }))}
        />
      ))}
      <p className="text-sm text-slate-900" aria-live="polite">
        Price: <strong data-testid="preview-price">{formatMoney(totalCents, BASE_CURRENCY)}</strong>
      </p>
      <a href={saved.storefrontPath} target="_blank" rel="noopener noreferrer" className="text-sm font-medium text-indigo-800 underline">
        Preview on the shop (saved version, opens a new tab)
      </a>
    </aside>
  );
}
