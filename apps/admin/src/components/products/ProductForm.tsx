/**
 * A product's edit form in sections (general, prices, stock, categories, SEO). The contract's rules check it
 * before it is sent (product-form.ts); what only the server knows (a sku or URL key taken) comes back at the
 * field. Read-only when the member may not edit or the product's type is not edited here yet.
 */
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { EDITABLE_PRODUCT_TYPES, GIFT_CARD_PRODUCT_TYPE, hasNoStock, isSetType, PRODUCT_TAX_CLASSES, PRODUCT_VISIBILITIES, type ProductBody, type ProductDetailAnswer } from "@petsies/contract/admin";
import { useServerFieldErrors } from "../../lib/server-field-errors.ts";
import { Button } from "../ui/Button.tsx";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../ui/Field.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";
import { PRODUCT_FIELDS, productForm, toProductBody, type ProductFormValues } from "./product-form.ts";

const TYPE_NAMES: Record<(typeof EDITABLE_PRODUCT_TYPES)[number], string> = {
  simple: "Simple (shipped)",
  virtual: "Virtual (not shipped)",
  downloadable: "Downloadable (a file, not shipped)",
  giftcard: "Gift card (an amount, e-mailed or posted)",
  configurable: "Configurable (chosen by options)",
  bundle: "Bundle (options of other products)",
  grouped: "Grouped (products set side by side)",
};

function Section({ id, title, hint, children }: { id: string; title: string; hint?: string; children?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
      {children ? <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div> : null}
    </section>
  );
}

interface ProductFormProps {
  values: ProductFormValues;
  categoryChoices: ProductDetailAnswer["categoryChoices"];
  /** A new product chooses its type; a saved one keeps it. */
  isNew: boolean;
  readOnly: boolean;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (body: ProductBody) => void;
}

export function ProductForm({ values, categoryChoices, isNew, readOnly, submitLabel, pending, error, onSubmit }: ProductFormProps) {
  const form = useForm<ProductFormValues>({ resolver: zodResolver(productForm), values, resetOptions: { keepDirtyValues: false } });
  const { errors } = form.formState;
  const unplaced = useServerFieldErrors(form, error, PRODUCT_FIELDS);
  const submit = form.handleSubmit((typed) => onSubmit(toProductBody(typed)));
  const type = form.watch("type");
  const configurable = type === "configurable";
  const giftCard = type === GIFT_CARD_PRODUCT_TYPE;
  const set = isSetType(type);

  return (
    <form onSubmit={submit} noValidate aria-label="Product" className="flex flex-col gap-6">
      <ErrorNotice error={unplaced} />
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-6">
        <legend className="sr-only">Product details</legend>
        <Section id="product-general" title="General">
          <TextField label="Name" className="sm:col-span-2" error={errors.name?.message} {...form.register("name")} />
          <TextField label="SKU" autoComplete="off" hint="Letters, digits, dots, dashes and underscores; unique in the shop" error={errors.sku?.message} {...form.register("sku")} />
          <TextField label="URL key" autoComplete="off" hint="The page's address, like felt-mouse; the old address keeps working" error={errors.urlKey?.message} {...form.register("urlKey")} />
          {isNew ? (
            <SelectField label="Type" error={errors.type?.message} {...form.register("type")}>
              {EDITABLE_PRODUCT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TYPE_NAMES[type]}
                </option>
              ))}
            </SelectField>
          ) : null}
          <SelectField label="Visibility" error={errors.visibility?.message} {...form.register("visibility")}>
            {PRODUCT_VISIBILITIES.map((v) => (
              <option key={v.id} value={v.id}>
                {v.label}
              </option>
            ))}
          </SelectField>
          <SelectField label="Tax class" error={errors.taxClassId?.message} {...form.register("taxClassId")}>
            {PRODUCT_TAX_CLASSES.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </SelectField>
          <CheckboxField label="Enabled: shoppers can see and buy it" className="sm:col-span-2" {...form.register("enabled")} />
          <TextAreaField
            label="Description"
            rows={6}
            className="sm:col-span-2"
            hint="Paragraphs, lists, headings, bold and italic in HTML (<p>, <ul>, <h2>, <strong>…); other markup is removed."
            error={errors.description?.message}
            {...form.register("description")}
          />
        </Section>

        {set ? (
          <Section
            id="product-prices"
            title="Price and stock"
            hint={
              type === "bundle"
                ? "A bundle costs the products chosen in its options, each times its quantity; shoppers see the default choices' sum as its price. Each product's own stock decides what can be bought."
                : "Shoppers add the products of the set one by one, each at its own price and from its own stock; the set shows their sum."
            }
          />
        ) : (
          <>
            <Section id="product-prices" title="Prices" hint="In US dollars. A special price applies from the start of its first day to the end of its last day (UTC); leave the days empty for always.">
              <TextField
                label="Price"
                inputMode="decimal"
                autoComplete="off"
                hint={
                  configurable
                    ? "The price its children are made with; shoppers pay the chosen child's price"
                    : giftCard
                      ? "The card's first amount; shoppers pay the amount they choose from those set on its page"
                      : undefined
                }
                error={errors.price?.message}
                {...form.register("price")}
              />
              <TextField label="Special price" inputMode="decimal" autoComplete="off" hint="Leave empty for none" error={errors.specialPrice?.message} {...form.register("specialPrice")} />
              <TextField label="Special price from" type="date" error={errors.specialFromDate?.message} {...form.register("specialFromDate")} />
              <TextField label="Special price to" type="date" error={errors.specialToDate?.message} {...form.register("specialToDate")} />
            </Section>

            <Section
              id="product-stock"
              title="Stock"
              {...(configurable
                ? { hint: "Shoppers buy one of a configurable product's children: each child's own page holds its stock." }
                : giftCard
                  ? { hint: "A gift card is money, not goods: it is never out of stock." }
                  : {})}
            >
              {hasNoStock(type) ? null : (
                <>
                  <TextField label="Quantity in stock" inputMode="numeric" autoComplete="off" error={errors.qty?.message} {...form.register("qty")} />
                  <div className="flex flex-col justify-center gap-2">
                    <CheckboxField label="Manage stock: each sale takes one off" {...form.register("manageStock")} />
                    <CheckboxField label="In stock: shoppers can buy it" {...form.register("isInStock")} />
                  </div>
                </>
              )}
            </Section>
          </>
        )}

        <section aria-labelledby="product-categories" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="product-categories" className="text-base font-semibold text-slate-900">
            Categories
          </h2>
          <fieldset className="mt-3" aria-describedby={errors.categoryIds ? "product-categories-error" : undefined}>
            <legend className="sr-only">Categories the product is listed in</legend>
            {categoryChoices.length === 0 ? (
              <p className="text-sm text-slate-600">The shop has no categories yet.</p>
            ) : (
              <ul className="grid max-h-72 grid-cols-1 gap-1 overflow-y-auto sm:grid-cols-2">
                {categoryChoices.map((c) => (
                  <li key={c.id}>
                    <CheckboxField label={c.label} value={String(c.id)} {...form.register("categoryIds")} />
                  </li>
                ))}
              </ul>
            )}
            {errors.categoryIds ? (
              <p id="product-categories-error" className="mt-2 text-sm font-medium text-red-700">
                {errors.categoryIds.message}
              </p>
            ) : null}
          </fieldset>
        </section>

        <Section id="product-seo" title="Search engines" hint="Empty: the product's name and the start of its description.">
          <TextField label="SEO title" className="sm:col-span-2" error={errors.metaTitle?.message} {...form.register("metaTitle")} />
          <TextAreaField label="SEO description" className="sm:col-span-2" error={errors.metaDescription?.message} {...form.register("metaDescription")} />
        </Section>
      </fieldset>
      {readOnly ? null : (
        <div className="flex justify-end">
          <Button type="submit" variant="primary" pending={pending} pendingText="Saving…">
            {submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
