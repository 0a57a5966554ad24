/**
 * A gift card product's amounts and designs (issue 13; am_gift_card's or any other gift card's): the fixed amounts shoppers pick from, an open amount they may
 * type between a smallest and a largest, and which of the shop's designs (Gift card designs) the card offers — all
 * of them, or the ones ticked. The contract's rules check it before it is sent; each refusal shows at its field.
 */
import { useId, useState } from "react";
import { giftCardProductBody, type GiftCardProductAnswer, type ProductDetailAnswer } from "@petsies/contract/admin";
import { ApiError } from "../../lib/api.ts";
import { centsToDollars, dollarsToCents } from "../../lib/money.ts";
import { useSaveGiftCardProduct } from "../../lib/products.ts";
import { Button } from "../ui/Button.tsx";
import { CheckboxField, TextField } from "../ui/Field.tsx";
import { ErrorNotice, Notice } from "../ui/Notice.tsx";

type Errors = Record<string, string>;

/** "25, 50.5" → [2500, 5050]; a word that is no amount becomes NaN, which the contract names. */
const amountsOf = (text: string) =>
  text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map((part) => dollarsToCents(part.replace(/^\$/, "")) ?? NaN);

/** The contract's paths → the form's fields: each amount's mistake shows at the one amounts field. */
const fieldOf = (path: string) => (path.startsWith("amountsCents") ? "amounts" : path.startsWith("designIds") ? "designs" : path === "openAmount.minCents" ? "min" : path === "openAmount.maxCents" ? "max" : "form");

function GiftCardForm({ product, giftCard, canEdit }: { product: ProductDetailAnswer; giftCard: GiftCardProductAnswer; canEdit: boolean }) {
  const save = useSaveGiftCardProduct(product.id);
  const id = useId();
  const [amounts, setAmounts] = useState(giftCard.amountsCents.map(centsToDollars).join(", "));
  const [open, setOpen] = useState(giftCard.openAmount !== null);
  const [min, setMin] = useState(giftCard.openAmount ? centsToDollars(giftCard.openAmount.minCents) : "");
  const [max, setMax] = useState(giftCard.openAmount ? centsToDollars(giftCard.openAmount.maxCents) : "");
  const [allDesigns, setAllDesigns] = useState(giftCard.designIds === null);
  const [designs, setDesigns] = useState<number[]>(giftCard.designIds ?? giftCard.designChoices.filter((d) => d.active).map((d) => d.id));
  const [checked, setChecked] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const toFields = (found: Record<string, string>) => {
    const errors: Errors = {};
    for (const [path, text] of Object.entries(found)) errors[fieldOf(path)] ??= text;
    return errors;
  };
  const server = save.error instanceof ApiError && save.error.fields ? toFields(save.error.fields) : {};
  const errors = { ...server, ...checked };
  const focusFirst = (found: Errors) => {
    const first = ["amounts", "min", "max", "designs"].find((f) => found[f]);
    if (first) requestAnimationFrame(() => document.getElementById(`${id}-${first}`)?.focus());
  };

  return (
    <form
      aria-label="Gift card amounts and designs"
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        setMessage(null);
        const body = {
          amountsCents: amountsOf(amounts),
          openAmount: open ? { minCents: dollarsToCents(min) ?? NaN, maxCents: dollarsToCents(max) ?? NaN } : null,
          designIds: allDesigns ? null : designs,
        };
        const parsed = giftCardProductBody.safeParse(body);
        if (!parsed.success) {
          const found = toFields(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message])));
          setChecked(found);
          focusFirst(found);
          return;
        }
        setChecked({});
        save.mutate(parsed.data, {
          onSuccess: () => setMessage("Saved: its page in the shop offers them now."),
          onError: (err) => {
            if (err instanceof ApiError && err.fields) focusFirst(toFields(err.fields));
          },
        });
      }}
    >
      <fieldset disabled={!canEdit} className="flex min-w-0 flex-col gap-4">
        <legend className="sr-only">Amounts and designs</legend>
        <TextField id={`${id}-amounts`} label="Fixed amounts" hint="In dollars, separated by commas, like 25, 50, 100" autoComplete="off" value={amounts} error={errors.amounts} onChange={(e) => setAmounts(e.target.value)} />
        <CheckboxField label="Shoppers may type their own amount" checked={open} onChange={(e) => setOpen(e.target.checked)} />
        {open ? (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <TextField id={`${id}-min`} label="Smallest amount" inputMode="decimal" autoComplete="off" value={min} error={errors.min} onChange={(e) => setMin(e.target.value)} />
            <TextField id={`${id}-max`} label="Largest amount" inputMode="decimal" autoComplete="off" value={max} error={errors.max} onChange={(e) => setMax(e.target.value)} />
          </div>
        ) : null}
        <fieldset id={`${id}-designs`} tabIndex={-1} aria-describedby={errors.designs ? `${id}-designs-error` : undefined} className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-slate-800">Designs offered</legend>
          <CheckboxField label="Every design the shop offers (Gift card designs)" checked={allDesigns} onChange={(e) => setAllDesigns(e.target.checked)} />
          {allDesigns ? null : (
            <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
              {giftCard.designChoices.map((d) => (
                <li key={d.id}>
                  <CheckboxField
                    label={d.active ? d.name : `${d.name} (disabled: offered once enabled)`}
                    checked={designs.includes(d.id)}
                    onChange={(e) => setDesigns((now) => (e.target.checked ? [...now, d.id] : now.filter((x) => x !== d.id)))}
                  />
                </li>
              ))}
            </ul>
          )}
          {errors.designs ? (
            <p id={`${id}-designs-error`} className="text-sm font-medium text-red-700">
              {errors.designs}
            </p>
          ) : null}
        </fieldset>
      </fieldset>
      {canEdit ? (
        <div>
          <Button type="submit" variant="primary" pending={save.isPending} pendingText="Saving…">
            Save amounts and designs
          </Button>
        </div>
      ) : null}
      <ErrorNotice error={save.error && !(save.error instanceof ApiError && save.error.fields) ? save.error : null} />
      {message ? <Notice tone="success">{message}</Notice> : null}
    </form>
  );
}

/** The "Gift card amounts and designs" section of a gift card product's page. */
export function ProductGiftCard({ product, canEdit }: { product: ProductDetailAnswer; canEdit: boolean }) {
  const headingId = useId();
  if (!product.giftCard) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Gift card amounts and designs
      </h2>
      <p className="text-sm text-slate-700">Shoppers choose one of the fixed amounts, or type their own between the smallest and the largest, and one of the designs offered.</p>
      <GiftCardForm product={product} giftCard={product.giftCard} canEdit={canEdit} />
    </section>
  );
}
