/**
 * A grouped product's products (issue 13): the simple products its page sets side by side, in order, each with the
 * quantity its field starts at; shoppers add each as its own cart line. Earlier and Later buttons order them (the
 * keyboard does what dragging would). What only the server knows (a SKU no product has, a product that is not
 * simple) comes back at its field.
 */
import { useId } from "react";
import { Link } from "@tanstack/react-router";
import { groupedLinksBody, MAX_GROUPED_LINKS, type GroupedAnswer, type GroupedLinksBody, type ProductDetailAnswer } from "@petsies/contract/admin";
import { BASE_CURRENCY } from "@petsies/domain";
import { formatMoney } from "../../lib/money.ts";
import { useSaveGroupedLinks } from "../../lib/products.ts";
import { Button } from "../ui/Button.tsx";
import { DraftActions } from "./DraftActions.tsx";
import { checkedBy, useSectionDraft } from "./use-section-draft.ts";
import { TextField } from "../ui/Field.tsx";
import { ErrorNotice, Notice } from "../ui/Notice.tsx";

type DraftLink = { key: string; sku: string; qty: string };

let nextKey = 0;

const draftOf = (grouped: GroupedAnswer): DraftLink[] => grouped.links.map((l) => ({ key: `saved-${l.sku}`, sku: l.sku, qty: String(l.qty) }));
const toBody = (links: DraftLink[]): GroupedLinksBody => ({ links: links.map((l) => ({ sku: l.sku, qty: l.qty.trim() === "" ? NaN : Number(l.qty.trim()) })) });

function LinksEditor({ product, grouped, canEdit }: { product: ProductDetailAnswer; grouped: GroupedAnswer; canEdit: boolean }) {
  const save = useSaveGroupedLinks(product.id);
  const { draft, change, undo, submit, errors, fieldId, focusField, unplaced, message } = useSectionDraft<DraftLink[], GroupedLinksBody>(save, "Products saved: the storefront shows them now.");
  const links = draft ?? draftOf(grouped);

  const move = (from: number, to: number) => {
    const next = [...links];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    change(next);
    focusField(`links.${to}.sku`);
  };

  return (
    <div className="flex flex-col gap-3">
      {links.length === 0 ? <p className="text-sm text-slate-700">No products yet: add the simple products shoppers find side by side on this page.</p> : null}
      {errors.links ? (
        <p id={fieldId("links")} tabIndex={-1} className="text-sm font-medium text-red-700">
          {errors.links}
        </p>
      ) : null}
      <ol className="flex flex-col gap-2" aria-label="Products in the set">
        {links.map((link, i) => {
          const saved = grouped.links.find((l) => l.sku === link.sku);
          const label = link.sku || `product ${i + 1}`;
          return (
            <li key={link.key} className="grid grid-cols-1 items-end gap-3 rounded-md bg-slate-50 p-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]">
              <div className="flex flex-col gap-1">
                <TextField
                  id={fieldId(`links.${i}.sku`)}
                  label={`Product ${i + 1} SKU`}
                  autoComplete="off"
                  value={link.sku}
                  maxLength={64}
                  readOnly={!canEdit}
                  error={errors[`links.${i}.sku`]}
                  onChange={(e) => change(links.map((l, k) => (k === i ? { ...l, sku: e.target.value } : l)))}
                />
                {saved?.productId ? (
                  <span className="text-sm text-slate-700">
                    <Link to="/products/$id" params={{ id: String(saved.productId) }} className="text-indigo-800 underline">
                      {saved.name}
                    </Link>{" "}
                    · {saved.priceCents === null ? "" : formatMoney(saved.priceCents, BASE_CURRENCY)}
                    {saved.enabled ? "" : " · disabled: the page leaves it out"}
                  </span>
                ) : null}
              </div>
              <TextField
                id={fieldId(`links.${i}.qty`)}
                label={`Starting quantity of ${label}`}
                inputMode="numeric"
                autoComplete="off"
                value={link.qty}
                readOnly={!canEdit}
                error={errors[`links.${i}.qty`]}
                onChange={(e) => change(links.map((l, k) => (k === i ? { ...l, qty: e.target.value } : l)))}
              />
              {canEdit ? (
                <div className="flex flex-wrap gap-1">
                  <Button size="sm" variant="ghost" disabled={i === 0} aria-label={`Move ${label} earlier`} onClick={() => move(i, i - 1)}>
                    Earlier
                  </Button>
                  <Button size="sm" variant="ghost" disabled={i === links.length - 1} aria-label={`Move ${label} later`} onClick={() => move(i, i + 1)}>
                    Later
                  </Button>
                  <Button size="sm" variant="ghost" aria-label={`Remove ${label}`} onClick={() => change(links.filter((_, k) => k !== i))}>
                    Remove
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {canEdit ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button disabled={links.length >= MAX_GROUPED_LINKS} onClick={() => change([...links, { key: `new-${++nextKey}`, sku: "", qty: "1" }])}>
            Add a product
          </Button>
          {draft ? (
            <DraftActions
              saveLabel="Save products"
              unsaved="The products are not saved yet."
              pending={save.isPending}
              onSave={() => submit(checkedBy(groupedLinksBody, toBody(links)))}
              onUndo={undo}
            />
          ) : null}
        </div>
      ) : null}
      <ErrorNotice error={unplaced((p) => p === "links" || p.startsWith("links."))} />
      {message ? <Notice tone="success">{message}</Notice> : null}
    </div>
  );
}

/** The "Products in the set" section of a grouped product's page. */
export function ProductGrouped({ product, canEdit }: { product: ProductDetailAnswer; canEdit: boolean }) {
  const headingId = useId();
  if (!product.grouped) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Products in the set
      </h2>
      <p className="text-sm text-slate-700">The set's page lists these simple products in this order; each quantity field starts at the number given, and each product is added to the cart as its own line.</p>
      <LinksEditor product={product} grouped={product.grouped} canEdit={canEdit} />
    </section>
  );
}
