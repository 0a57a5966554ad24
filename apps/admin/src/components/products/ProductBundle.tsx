/**
 * A bundle's options and their selections (issue 13): each option is a choice shoppers make (its title, whether
 * it must be made, radio buttons or a drop-down for one product, checkboxes or a multiple select for several), and
 * each selection a simple or virtual product named by its SKU, whether it is chosen by default, its quantity and
 * whether shoppers may change that quantity. The contract's rules check the options before they are sent; what only
 * the server knows (a SKU no product has, a product of another type) comes back at its field.
 */
import { useId } from "react";
import { Link } from "@tanstack/react-router";
import {
  BUNDLE_INPUT_TYPE_LABELS,
  bundleOptionsBody,
  MAX_BUNDLE_OPTIONS,
  MAX_BUNDLE_SELECTIONS,
  type BundleAnswer,
  type BundleOptionsBody,
  type ProductDetailAnswer,
} from "@petsies/contract/admin";
import { BASE_CURRENCY, BUNDLE_INPUT_TYPES, isSingleChoice } from "@petsies/domain";
import { formatMoney } from "../../lib/money.ts";
import { useSaveBundleOptions } from "../../lib/products.ts";
import { Button } from "../ui/Button.tsx";
import { DraftActions } from "./DraftActions.tsx";
import { checkedBy, useSectionDraft } from "./use-section-draft.ts";
import { CheckboxField, SelectField, TextField } from "../ui/Field.tsx";
import { ErrorNotice, Notice } from "../ui/Notice.tsx";

type DraftSelection = { key: string; sku: string; isDefault: boolean; qty: string; canChangeQty: boolean };
type DraftOption = { key: string; optionId?: number; title: string; required: boolean; type: string; selections: DraftSelection[] };

let nextKey = 0;
const keyed = (what: string) => `${what}-${++nextKey}`;

const draftOf = (bundle: BundleAnswer): DraftOption[] =>
  bundle.options.map((o) => ({
    key: `saved-${o.optionId}`,
    optionId: o.optionId,
    title: o.title,
    required: o.required,
    type: o.type,
    selections: o.selections.map((s) => ({ key: `saved-${o.optionId}-${s.sku}`, sku: s.sku, isDefault: s.isDefault, qty: String(s.qty), canChangeQty: s.canChangeQty })),
  }));

const newSelection = (): DraftSelection => ({ key: keyed("selection"), sku: "", isDefault: false, qty: "1", canChangeQty: false });

/** The text typed as a quantity: a number for the contract to judge (NaN when empty, so it says "Enter the quantity"). */
const qtyOf = (text: string) => (text.trim() === "" ? NaN : Number(text.trim()));

function toBody(options: DraftOption[]): BundleOptionsBody {
  return {
    options: options.map((o) => ({
      ...(o.optionId === undefined ? {} : { optionId: o.optionId }),
      title: o.title,
      required: o.required,
      type: o.type as BundleOptionsBody["options"][number]["type"],
      selections: o.selections.map((s) => ({ sku: s.sku, isDefault: s.isDefault, qty: qtyOf(s.qty), canChangeQty: s.canChangeQty })),
    })),
  };
}

/** A saved selection's product as the page shows it beside its SKU. */
function PartName({ part }: { part: BundleAnswer["options"][number]["selections"][number] | undefined }) {
  if (!part) return null;
  if (part.productId === null) return <span className="text-sm text-red-700">No product has this SKU any more.</span>;
  return (
    <span className="text-sm text-slate-700">
      <Link to="/products/$id" params={{ id: String(part.productId) }} className="text-indigo-800 underline">
        {part.name}
      </Link>{" "}
      · {part.priceCents === null ? "" : formatMoney(part.priceCents, BASE_CURRENCY)}
      {part.enabled ? "" : " · disabled: shoppers cannot choose it"}
    </span>
  );
}

function ReadOnlyOptions({ bundle }: { bundle: BundleAnswer }) {
  return (
    <ul className="flex flex-col gap-2 text-sm text-slate-800">
      {bundle.options.map((o) => (
        <li key={o.optionId}>
          <span className="font-semibold">{o.title}</span> ({BUNDLE_INPUT_TYPE_LABELS[o.type as keyof typeof BUNDLE_INPUT_TYPE_LABELS] ?? o.type}, {o.required ? "required" : "optional"}):{" "}
          {o.selections.map((s) => `${s.name ?? s.sku}${s.isDefault ? " (default)" : ""}`).join(", ")}
        </li>
      ))}
    </ul>
  );
}

function OptionsEditor({ product, bundle, canEdit }: { product: ProductDetailAnswer; bundle: BundleAnswer; canEdit: boolean }) {
  const save = useSaveBundleOptions(product.id);
  const { draft, change, undo, submit, errors, fieldId, unplaced, message } = useSectionDraft<DraftOption[], BundleOptionsBody>(save, "Bundle options saved: the storefront offers them now.");
  const options = draft ?? draftOf(bundle);
  const savedPart = (optionId: number | undefined, sku: string) => bundle.options.find((o) => o.optionId === optionId)?.selections.find((s) => s.sku === sku);

  const changeOption = (i: number, patch: Partial<DraftOption>) => change(options.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  const changeSelection = (i: number, j: number, patch: Partial<DraftSelection>) =>
    changeOption(i, { selections: options[i]!.selections.map((s, k) => (k === j ? { ...s, ...patch } : s)) });

  /** An error that belongs to a whole list (no field of its own): shown above the list, focusable. */
  const listError = (path: string) =>
    errors[path] ? (
      <p id={fieldId(path)} tabIndex={-1} className="text-sm font-medium text-red-700">
        {errors[path]}
      </p>
    ) : null;

  return (
    <div className="flex flex-col gap-4">
      {options.length === 0 ? <p className="text-sm text-slate-700">No options yet: add the choices shoppers make, like the walk gear, and the products to choose from.</p> : null}
      {listError("options")}
      {options.map((option, i) => {
        const name = option.title || `option ${i + 1}`;
        return (
          <fieldset key={option.key} className="flex min-w-0 flex-col gap-3 rounded-md border border-slate-200 p-3" disabled={!canEdit}>
            <legend className="px-1 text-sm font-semibold text-slate-800">{option.title || `Option ${i + 1}`}</legend>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              <TextField
                id={fieldId(`options.${i}.title`)}
                label="Title shoppers see"
                hint="Like Size or Extras"
                className="sm:col-span-2"
                value={option.title}
                maxLength={255}
                error={errors[`options.${i}.title`] ?? errors[`options.${i}.optionId`]}
                onChange={(e) => changeOption(i, { title: e.target.value })}
              />
              <SelectField id={fieldId(`options.${i}.type`)} label="Input type" value={option.type} error={errors[`options.${i}.type`]} onChange={(e) => changeOption(i, { type: e.target.value })}>
                {BUNDLE_INPUT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {BUNDLE_INPUT_TYPE_LABELS[type]}
                  </option>
                ))}
              </SelectField>
              <CheckboxField
                id={fieldId(`options.${i}.required`)}
                className="sm:col-span-3"
                label="Required: shoppers must choose a product here"
                checked={option.required}
                onChange={(e) => changeOption(i, { required: e.target.checked })}
              />
            </div>
            {listError(`options.${i}.selections`)}
            <ol className="flex flex-col gap-3" aria-label={`Products of ${name}`}>
              {option.selections.map((selection, j) => {
                const path = `options.${i}.selections.${j}`;
                const label = selection.sku || `product ${j + 1}`;
                return (
                  <li key={selection.key} className="grid grid-cols-1 items-end gap-3 rounded-md bg-slate-50 p-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]">
                    <div className="flex flex-col gap-1">
                      <TextField
                        id={fieldId(`${path}.sku`)}
                        label={`Product ${j + 1} SKU`}
                        autoComplete="off"
                        value={selection.sku}
                        maxLength={64}
                        error={errors[`${path}.sku`]}
                        onChange={(e) => changeSelection(i, j, { sku: e.target.value })}
                      />
                      <PartName part={savedPart(option.optionId, selection.sku)} />
                    </div>
                    <TextField
                      id={fieldId(`${path}.qty`)}
                      label={`Quantity of ${label}`}
                      inputMode="numeric"
                      autoComplete="off"
                      value={selection.qty}
                      error={errors[`${path}.qty`]}
                      onChange={(e) => changeSelection(i, j, { qty: e.target.value })}
                    />
                    {canEdit ? (
                      <Button size="sm" variant="ghost" aria-label={`Remove ${label} from ${name}`} onClick={() => changeOption(i, { selections: option.selections.filter((_, k) => k !== j) })}>
                        Remove
                      </Button>
                    ) : (
                      <span />
                    )}
                    <div className="flex flex-col gap-1 sm:col-span-3 sm:flex-row sm:gap-6">
                      <CheckboxField
                        id={fieldId(`${path}.isDefault`)}
                        label={<>Chosen by default<span className="sr-only"> ({label})</span></>}
                        checked={selection.isDefault}
                        onChange={(e) => {
                          const isDefault = e.target.checked;
                          // One product is the default of a radio or drop-down option: choosing one clears the other.
                          const single = isSingleChoice(option.type);
                          changeOption(i, { selections: option.selections.map((s, k) => (k === j ? { ...s, isDefault } : single && isDefault ? { ...s, isDefault: false } : s)) });
                        }}
                      />
                      <div className="flex flex-col">
                        <CheckboxField
                          id={fieldId(`${path}.canChangeQty`)}
                          label={<>Shoppers may change the quantity<span className="sr-only"> of {label}</span></>}
                          checked={selection.canChangeQty}
                          aria-invalid={errors[`${path}.canChangeQty`] ? true : undefined}
                          aria-describedby={errors[`${path}.canChangeQty`] ? `${fieldId(`${path}.canChangeQty`)}-error` : undefined}
                          onChange={(e) => changeSelection(i, j, { canChangeQty: e.target.checked })}
                        />
                        {errors[`${path}.canChangeQty`] ? (
                          <p id={`${fieldId(`${path}.canChangeQty`)}-error`} className="text-sm font-medium text-red-700">
                            {errors[`${path}.canChangeQty`]}
                          </p>
                        ) : null}
                      </div>
                    </div>
                  </li>
                );
              })}
            </ol>
            {canEdit ? (
              <div className="flex flex-wrap gap-2">
                <Button size="sm" disabled={option.selections.length >= MAX_BUNDLE_SELECTIONS} onClick={() => changeOption(i, { selections: [...option.selections, newSelection()] })}>
                  Add a product to {name}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => change(options.filter((_, j) => j !== i))}>
                  Remove option {option.title}
                </Button>
              </div>
            ) : null}
          </fieldset>
        );
      })}
      {canEdit ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            disabled={options.length >= MAX_BUNDLE_OPTIONS}
            onClick={() => change([...options, { key: keyed("option"), title: "", required: true, type: "radio", selections: [newSelection()] }])}
          >
            Add option
          </Button>
          {draft ? (
            <DraftActions
              saveLabel="Save bundle options"
              unsaved="The options are not saved yet."
              pending={save.isPending}
              onSave={() => submit(checkedBy(bundleOptionsBody, toBody(options)))}
              onUndo={undo}
            />
          ) : null}
        </div>
      ) : null}
      <ErrorNotice error={unplaced((path) => path === "options" || path.startsWith("options."))} />
      {message ? <Notice tone="success">{message}</Notice> : null}
    </div>
  );
}

/** The "Bundle options" section of a bundle's page. */
export function ProductBundle({ product, canEdit }: { product: ProductDetailAnswer; canEdit: boolean }) {
  const headingId = useId();
  const bundle = product.bundle;
  if (!bundle) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Bundle options
      </h2>
      {bundle.fromCustomizations ? (
        <>
          <Notice tone="info">This bundle's options are made by its customization tree, on its creation page: they are shown here, not edited.</Notice>
          <ReadOnlyOptions bundle={bundle} />
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            Shoppers choose a product in each option on the bundle's page; the bundle costs the chosen products, each times its quantity. An option not required adds only what is chosen.
          </p>
          <OptionsEditor product={product} bundle={bundle} canEdit={canEdit} />
        </>
      )}
    </section>
  );
}
