/**
 * A configurable product's options and children (issue 13): the options shoppers choose between (Size: Small,
 * Large), each with its values; "Generate children" then makes one simple product for every combination of values
 * that has none yet, and the table links to each child's own page, where its price and stock are edited. The
 * contract's rules check the options before they are sent; what only the server knows (a value a child has
 * cannot go) comes back at its field.
 */
import { useId, useState } from "react";
import { Link } from "@tanstack/react-router";
import { configurableOptionsBody, MAX_CONFIGURABLE_OPTIONS, MAX_OPTION_VALUES, type ConfigurableOptionsBody, type ProductDetailAnswer } from "@petsies/contract/admin";
import { BASE_CURRENCY } from "@petsies/domain";
import { ApiError } from "../../lib/api.ts";
import { centsToDollars, dollarsToCents, formatMoney } from "../../lib/money.ts";
import { useGenerateChildren, useRemoveChild, useSaveConfigurableOptions } from "../../lib/products.ts";
import { Button } from "../ui/Button.tsx";
import { DraftActions } from "./DraftActions.tsx";
import { checkedBy, useSectionDraft, type Errors } from "./use-section-draft.ts";
import { ConfirmDialog } from "../ui/ConfirmDialog.tsx";
import { ErrorNotice, Notice } from "../ui/Notice.tsx";
import { TextField } from "../ui/Field.tsx";
import { EmptyRow, Table, Td, Th } from "../ui/Table.tsx";

type Configurable = NonNullable<ProductDetailAnswer["configurable"]>;
type DraftOption = ConfigurableOptionsBody["options"][number] & { key: string; saved: boolean };

let nextKey = 0;
const keyed = () => `option-${++nextKey}`;

const draftOf = (configurable: Configurable): DraftOption[] =>
  configurable.options.map((o) => ({ key: `saved-${o.code}`, saved: true, code: o.code, label: o.label, values: o.values.map((v) => ({ valueIndex: v.valueIndex, label: v.label })) }));

/** The options as the API takes them, without the editor's own keys. */
const toBody = (options: DraftOption[]) => ({ options: options.map(({ code, label, values }) => ({ code, label, values })) });

/** A code made from an option's name while the code is untouched: "Pet type" → pet_type. */
const codeOf = (label: string) =>
  label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^[^a-z]+|_+$/g, "")
    .slice(0, 40);

function OptionsEditor({ product, configurable, canEdit }: { product: ProductDetailAnswer; configurable: Configurable; canEdit: boolean }) {
  const save = useSaveConfigurableOptions(product.id);
  const { draft, change, undo, submit, errors, fieldId, unplaced, message } = useSectionDraft<DraftOption[], ConfigurableOptionsBody>(save, "Options saved: the storefront offers them now.");
  const [typedCodes, setTypedCodes] = useState<Set<string>>(new Set());
  const options = draft ?? draftOf(configurable);

  const changeOption = (i: number, patch: Partial<DraftOption>) => change(options.map((o, j) => (j === i ? { ...o, ...patch } : o)));

  const optionsError = errors.options;

  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-base font-semibold text-slate-900">Options</h3>
      {options.length === 0 ? <p className="text-sm text-slate-700">No options yet: add the choice shoppers make, like Size, and its values.</p> : null}
      {optionsError ? (
        <p id={fieldId("options")} tabIndex={-1} className="text-sm font-medium text-red-700">
          {optionsError}
        </p>
      ) : null}
      {options.map((option, i) => (
        <fieldset key={option.key} className="flex min-w-0 flex-col gap-3 rounded-md border border-slate-200 p-3" disabled={!canEdit}>
          <legend className="px-1 text-sm font-semibold text-slate-800">{option.label || `Option ${i + 1}`}</legend>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <TextField
              id={fieldId(`options.${i}.label`)}
              label="Name shoppers see"
              hint="Like Size or Colour"
              value={option.label}
              maxLength={100}
              error={errors[`options.${i}.label`]}
              onChange={(e) => {
                const label = e.target.value;
                changeOption(i, option.saved || typedCodes.has(option.key) ? { label } : { label, code: codeOf(label) });
              }}
            />
            <TextField
              id={fieldId(`options.${i}.code`)}
              label="Code"
              hint="Lowercase, like size: the storefront's address uses it (?size=Large)"
              value={option.code}
              maxLength={40}
              autoComplete="off"
              readOnly={option.saved && configurable.children.length > 0}
              error={errors[`options.${i}.code`]}
              onChange={(e) => {
                setTypedCodes((s) => new Set(s).add(option.key));
                changeOption(i, { code: e.target.value });
              }}
            />
          </div>
          {errors[`options.${i}.values`] ? (
            <p id={fieldId(`options.${i}.values`)} tabIndex={-1} className="text-sm font-medium text-red-700">
              {errors[`options.${i}.values`]}
            </p>
          ) : null}
          <ol className="flex flex-col gap-2" aria-label={`Values of ${option.label || `option ${i + 1}`}`}>
            {option.values.map((value, j) => (
              <li key={value.valueIndex ?? `new-${j}`} className="flex items-end gap-2">
                <TextField
                  id={fieldId(`options.${i}.values.${j}.label`)}
                  className="grow"
                  label={`Value ${j + 1}`}
                  value={value.label}
                  maxLength={100}
                  error={errors[`options.${i}.values.${j}.label`] ?? errors[`options.${i}.values.${j}.valueIndex`]}
                  onChange={(e) => changeOption(i, { values: option.values.map((v, k) => (k === j ? { ...v, label: e.target.value } : v)) })}
                />
                {canEdit ? (
                  <Button size="sm" variant="ghost" aria-label={`Remove value ${value.label || j + 1}`} onClick={() => changeOption(i, { values: option.values.filter((_, k) => k !== j) })}>
                    Remove
                  </Button>
                ) : null}
              </li>
            ))}
          </ol>
          {canEdit ? (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" disabled={option.values.length >= MAX_OPTION_VALUES} onClick={() => changeOption(i, { values: [...option.values, { label: "" }] })}>
                Add value
              </Button>
              <Button size="sm" variant="ghost" onClick={() => change(options.filter((_, j) => j !== i))}>
                Remove option {option.label}
              </Button>
            </div>
          ) : null}
        </fieldset>
      ))}
      {canEdit ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            disabled={options.length >= MAX_CONFIGURABLE_OPTIONS}
            onClick={() => change([...options, { key: keyed(), saved: false, code: "", label: "", values: [{ label: "" }] }])}
          >
            Add option
          </Button>
          {draft ? (
            <DraftActions
              saveLabel="Save options"
              unsaved="The options are not saved yet."
              pending={save.isPending}
              onSave={() => submit(checkedBy(configurableOptionsBody, toBody(options)))}
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

/** Takes one child off the product, after asking: the child stays a disabled product of its own. */
function RemoveChild({ product, child, onRemoved }: { product: ProductDetailAnswer; child: Configurable["children"][number]; onRemoved: (message: string) => void }) {
  const remove = useRemoveChild(product.id);
  return (
    <ConfirmDialog
      title={`Take ${child.name} off ${product.name}?`}
      description={`Shoppers can no longer choose it on ${product.name}'s page. It stays in the catalogue as a product of its own, disabled, with its SKU ${child.sku}, stock and past orders; the options keep their values.`}
      trigger={
        <Button size="sm" variant="ghost" aria-label={`Take ${child.name} off`}>
          Take off
        </Button>
      }
      confirmLabel="Take it off"
      danger
      mutation={remove}
      onConfirm={(close) =>
        remove.mutate(child.id, {
          onSuccess: () => {
            close();
            onRemoved(`${child.name} was taken off: it is now a disabled product of its own.`);
          },
        })
      }
    />
  );
}

function ChildrenTable({ product, configurable, canEdit }: { product: ProductDetailAnswer; configurable: Configurable; canEdit: boolean }) {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <>
      {message ? <Notice tone="success">{message}</Notice> : null}
      <Table caption="Children" minWidth="min-w-[40rem]">
        <thead>
          <tr>
            <Th>Name</Th>
            <Th>SKU</Th>
            {configurable.options.map((o) => (
              <Th key={o.code}>{o.label}</Th>
            ))}
            <Th className="text-right">Price</Th>
            <Th className="text-right">Stock</Th>
            <Th>Status</Th>
            {canEdit ? (
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {configurable.children.length === 0 ? (
            <EmptyRow colSpan={5 + configurable.options.length + (canEdit ? 1 : 0)}>No children yet: shoppers cannot buy the product until it has some.</EmptyRow>
          ) : (
            configurable.children.map((child) => (
              <tr key={child.id}>
                <Td>
                  <Link to="/products/$id" params={{ id: String(child.id) }} className="font-medium text-indigo-800 hover:underline">
                    {child.name}
                  </Link>
                </Td>
                <Td>
                  <code className="break-all">{child.sku}</code>
                </Td>
                {configurable.options.map((o) => (
                  <Td key={o.code}>{child.values.find((v) => v.code === o.code)?.label ?? "—"}</Td>
                ))}
                <Td className="whitespace-nowrap text-right tabular-nums">{formatMoney(child.priceCents, BASE_CURRENCY)}</Td>
                <Td className="text-right tabular-nums">{child.qty}</Td>
                <Td>{child.enabled ? <span className="text-emerald-800">Enabled</span> : <span className="text-slate-700">Disabled</span>}</Td>
                {canEdit ? (
                  <Td>
                    <RemoveChild product={product} child={child} onRemoved={setMessage} />
                  </Td>
                ) : null}
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </>
  );
}

function Generate({ product, configurable }: { product: ProductDetailAnswer; configurable: Configurable }) {
  const generate = useGenerateChildren(product.id);
  const [price, setPrice] = useState(centsToDollars(product.priceCents));
  const [qty, setQty] = useState("0");
  const [checked, setChecked] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const server: Errors = generate.error instanceof ApiError && generate.error.fields ? generate.error.fields : {};
  const errors = { ...server, ...checked };
  const combinations = configurable.options.reduce((n, o) => n * o.values.length, configurable.options.length > 0 ? 1 : 0);
  const missing = Math.max(0, combinations - configurable.children.length);

  function submit() {
    const found: Errors = {};
    const priceCents = dollarsToCents(price);
    if (priceCents === null) found.priceCents = "Enter the price in dollars, like 32.00";
    const quantity = /^\d{1,7}$/.test(qty.trim()) ? Number(qty.trim()) : null;
    if (quantity === null) found.qty = "Enter a whole number, like 10";
    setChecked(found);
    setMessage(null);
    if (priceCents === null || quantity === null) return;
    const before = configurable.children.length;
    generate.mutate(
      { all: true, priceCents, qty: quantity },
      {
        onSuccess: (now) => {
          const made = (now.configurable?.children.length ?? 0) - before;
          setMessage(made === 0 ? "Every combination already has a child: nothing new was made." : made === 1 ? "1 child made." : `${made} children made.`);
        },
      },
    );
  }

  return (
    <form
      aria-label="Generate children"
      noValidate
      className="flex flex-col gap-3 rounded-md border border-slate-200 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p className="text-sm text-slate-700">
        {configurable.options.length === 0
          ? "Save the options first: a child is made for each combination of their values."
          : missing > 0
            ? `A child is made for each combination of values that has none yet (${missing} of ${combinations}). Each is enabled, shown only on this product's page, and keeps the name and SKU of this product with its values added.`
            : "Every combination of values has a child. Add a value to make more."}
      </p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <TextField label="Children's price" inputMode="decimal" autoComplete="off" value={price} error={errors.priceCents} onChange={(e) => setPrice(e.target.value)} />
        <TextField label="Quantity in stock for each" inputMode="numeric" autoComplete="off" value={qty} error={errors.qty} onChange={(e) => setQty(e.target.value)} />
        <div className="flex items-end">
          <Button type="submit" variant="primary" pending={generate.isPending} pendingText="Generating…" disabled={configurable.options.length === 0}>
            Generate children
          </Button>
        </div>
      </div>
      <ErrorNotice error={Object.keys(server).some((k) => k === "priceCents" || k === "qty") ? null : generate.error} />
      {message ? <Notice tone="success">{message}</Notice> : null}
    </form>
  );
}

/** The "Options and children" section of a configurable product's page. */
export function ProductConfigurable({ product, canEdit }: { product: ProductDetailAnswer; canEdit: boolean }) {
  const headingId = useId();
  const configurable = product.configurable;
  if (!configurable) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Options and children
      </h2>
      <p className="text-sm text-slate-700">Shoppers choose a value of each option on the product's page and buy the child that has them. Each child's price and stock are edited on its own page.</p>
      <OptionsEditor product={product} configurable={configurable} canEdit={canEdit} />
      <h3 className="text-base font-semibold text-slate-900">Children</h3>
      {canEdit ? <Generate product={product} configurable={configurable} /> : null}
      <ChildrenTable product={product} configurable={configurable} canEdit={canEdit} />
    </section>
  );
}
