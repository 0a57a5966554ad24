/**
 * The preview beside the customization editor. It frames the shop's own configurator of the product (the storefront's
 * /preview/configurator/ page, through a link the API signs for an hour; the back office and the shop share one origin,
 * and the storefront lets that origin alone frame the page) and posts it the tree being edited, unsaved changes
 * included, at every change: the shopper's look, rules and prices, with "Add to cart" disabled.
 *
 * When the shop cannot be framed (no preview secret, or the link could not be had), the editor says why and falls back
 * to the storefront configurator's rules from @petsies/domain (loadState, offeredOptions, applyInput,
 * configurationPrice, priceDifferences, customizedBaseCents) drawn as a plain form: what is offered and what it costs,
 * not the shop's look. Either way a link opens the product's real page on the shop, which shows the saved tree.
 */
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { ProductCustomizationsAnswer } from "@petsies/contract/admin";
import {
  applyInput,
  BASE_CURRENCY,
  configurationPrice,
  customizationLabel,
  CONFIGURATOR_PREVIEW_MESSAGES,
  customizedBaseCents,
  indexTree,
  loadState,
  offeredOptions,
  priceDifferences,
  type Customization,
  type CustomizationState,
  type OfferedOption,
} from "@petsies/domain";
import { ApiError } from "../../lib/api.ts";
import { customizationPreviewQueryOptions } from "../../lib/customizations.ts";
import { formatMoney } from "../../lib/money.ts";
import { Loading, Notice } from "../ui/Notice.tsx";
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

/** The shop's rules on the tree in a plain form: the fallback when the shop's own configurator cannot be framed. */
function RulesPreview({ tree, productType, productCents }: { tree: Customization[]; productType: string; productCents: number }) {
  const indexed = useMemo(() => indexTree(tree), [tree]);
  const [inputs, setInputs] = useState<CustomizationState>([]);
  // The shopper's choices so far, brought back to what this tree allows whenever the tree changes.
  const state = useMemo(() => loadState(indexed, { saved: inputs }), [indexed, inputs]);
  const offered = offeredOptions(indexed, state).filter((o) => o.hidden === null && o.customization.optionData);
  const totalCents = customizedBaseCents(productType, productCents) + configurationPrice(indexed, state).totalCents;

  return (
    <>
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
    </>
  );
}

/**
 * The storefront's preview page in a frame. The page says when it listens (again after any reload of the frame);
 * the tree goes to it then and at every change, addressed to the shop's own origin. Only the frame's own window on
 * that origin is listened to.
 */
function ShopFrame({ url, tree, name }: { url: string; tree: Customization[]; name: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [listening, setListening] = useState(0);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source === null || event.source !== frame.current?.contentWindow) return;
      const data: unknown = event.data;
      if (typeof data === "object" && data !== null && (data as { type?: unknown }).type === CONFIGURATOR_PREVIEW_MESSAGES.ready) setListening((n) => n + 1);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  useEffect(() => {
    if (listening === 0) return;
    frame.current?.contentWindow?.postMessage({ type: CONFIGURATOR_PREVIEW_MESSAGES.tree, customizations: tree }, window.location.origin);
  }, [listening, tree]);

  return (
    <>
      <p className="text-xs text-slate-700">
        The shop's own configurator with the tree above, unsaved changes included: try choices as a shopper would. Nothing here can be bought. A change that leaves a field
        marked above may not show until the field is put right.
      </p>
      <iframe ref={frame} src={url} title={`The shop's configurator of ${name}, unsaved changes included`} className="h-[75vh] w-full rounded-md border border-slate-300 bg-white" />
    </>
  );
}

/** Why the shop's own configurator is not framed, in the owner's words. */
function whyNoFrame(error: unknown): string {
  if (error instanceof ApiError && error.error === "preview_off") return `The shop's own configurator cannot be shown here: ${error.message}.`;
  const message = error instanceof Error ? error.message : String(error);
  return `The shop's own configurator could not be opened (${message}).`;
}

/** `tree` is the tree being edited (possibly with problems: the engine skips what it cannot use). */
export function CustomizationPreview({ saved, tree, productType, productCents }: { saved: ProductCustomizationsAnswer; tree: Customization[]; productType: string; productCents: number }) {
  const headingId = useId();
  const link = useQuery(customizationPreviewQueryOptions(saved.productId));

  return (
    <aside aria-labelledby={headingId} className="flex flex-col gap-3 self-start rounded-md border border-indigo-200 bg-indigo-50/40 p-3 xl:sticky xl:top-4">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Preview
      </h3>
      {link.data ? (
        <ShopFrame url={link.data.url} tree={tree} name={saved.name} />
      ) : link.isPending ? (
        <Loading label="Opening the shop's configurator…" />
      ) : (
        <>
          <Notice tone="warning">{whyNoFrame(link.error)} Below, the shop's rules on the tree in a plain form.</Notice>
          <RulesPreview tree={tree} productType={productType} productCents={productCents} />
        </>
      )}
      <a href={saved.storefrontPath} target="_blank" rel="noopener noreferrer" className="text-sm font-medium text-indigo-800 underline">
        Preview on the shop (saved version, opens a new tab)
      </a>
    </aside>
  );
}
