/**
 * The product form (issue 13): what people type — amounts in dollars, quantities and days as text — turned into
 * the contract's productBody, and checked by that same schema, so the form and the API refuse the same things
 * with the same words. Each refusal is shown at the field it belongs to, here and from the server.
 */
import { z } from "zod";
import { EDITABLE_PRODUCT_TYPES, hasNoStock, isEditableType, isSetType, productBody, type ProductBody, type ProductDetailAnswer } from "@petsies/contract/admin";
import type { ServerFields } from "../../lib/server-field-errors.ts";
import { centsToDollars } from "../../lib/money.ts";

export const productFormSchema = z.object({
  type: z.enum(EDITABLE_PRODUCT_TYPES),
  name: z.string(),
  sku: z.string(),
  urlKey: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  visibility: z.string(),
  taxClassId: z.string(),
  categoryIds: z.array(z.string()),
  price: z.string(),
  specialPrice: z.string(),
  specialFromDate: z.string(),
  specialToDate: z.string(),
  qty: z.string(),
  manageStock: z.boolean(),
  isInStock: z.boolean(),
  metaTitle: z.string(),
  metaDescription: z.string(),
});
export type ProductFormValues = z.infer<typeof productFormSchema>;

/** The request's paths → the form's fields (the server's refusals name the former). */
export const PRODUCT_FIELDS = {
  type: "type",
  name: "name",
  sku: "sku",
  urlKey: "urlKey",
  description: "description",
  enabled: "enabled",
  visibility: "visibility",
  taxClassId: "taxClassId",
  categoryIds: "categoryIds",
  priceCents: "price",
  specialPriceCents: "specialPrice",
  specialFromDate: "specialFromDate",
  specialToDate: "specialToDate",
  qty: "qty",
  manageStock: "manageStock",
  isInStock: "isInStock",
  metaTitle: "metaTitle",
  metaDescription: "metaDescription",
} as const satisfies ServerFields<ProductFormValues>;

/** "12.50" → 1250, "-1" → -100 (so the contract can say it is below zero); NaN when it is not an amount. */
function cents(text: string): number {
  const trimmed = text.trim().replace(/^\$/, "");
  if (!/^-?\d+(\.\d{1,2})?$/.test(trimmed)) return NaN;
  const negative = trimmed.startsWith("-");
  const [whole = "0", fraction = ""] = trimmed.replace("-", "").split(".");
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return negative ? -value : value;
}

const blankToNull = (text: string) => (text.trim() === "" ? null : text.trim());

export function toProductBody(form: ProductFormValues): ProductBody {
  const specialPrice = blankToNull(form.specialPrice);
  // A bundle's or grouped product's price and stock are its parts': the form asks for neither and the API keeps neither.
  const set = isSetType(form.type);
  return {
    type: form.type,
    name: form.name,
    sku: form.sku,
    urlKey: form.urlKey,
    description: form.description,
    enabled: form.enabled,
    visibility: Number(form.visibility) as ProductBody["visibility"],
    taxClassId: Number(form.taxClassId) as ProductBody["taxClassId"],
    categoryIds: form.categoryIds.map(Number),
    ...(set
      ? { priceCents: 0, specialPriceCents: null, specialFromDate: null, specialToDate: null }
      : {
          priceCents: cents(form.price),
          specialPriceCents: specialPrice === null ? null : cents(specialPrice),
          specialFromDate: blankToNull(form.specialFromDate),
          specialToDate: blankToNull(form.specialToDate),
        }),
    // A configurable product's stock is its children's, and a gift card has none: the form asks for none and the API keeps none.
    ...(hasNoStock(form.type)
      ? { qty: 0, manageStock: false, isInStock: true }
      : { qty: form.qty.trim() === "" ? NaN : Number(form.qty), manageStock: form.manageStock, isInStock: form.isInStock }),
    metaTitle: form.metaTitle,
    metaDescription: form.metaDescription,
  };
}

/** Words for what the contract's number checks say about text that is not a number at all. */
const NOT_A_NUMBER: Partial<Record<keyof ProductFormValues, string>> = {
  price: "Enter the price in dollars, like 25 or 25.00",
  specialPrice: "Enter the special price in dollars, like 19.99, or leave it empty",
  qty: "Enter the quantity in stock as a whole number, like 12",
};

/** The form's resolver schema: the contract decides, and each of its refusals lands on the field typed. */
export const productForm = productFormSchema.superRefine((form, ctx) => {
  const body = toProductBody(form);
  const parsed = productBody.safeParse(body);
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    const path = String(issue.path[0] ?? "");
    const field = (PRODUCT_FIELDS as Record<string, keyof ProductFormValues>)[path];
    if (!field) continue;
    const value = body[path as keyof ProductBody];
    const message = typeof value === "number" && Number.isNaN(value) ? (NOT_A_NUMBER[field] ?? issue.message) : issue.message;
    ctx.addIssue({ code: "custom", path: [field], message });
  }
});

export function emptyProductForm(): ProductFormValues {
  return {
    type: "simple",
    name: "",
    sku: "",
    urlKey: "",
    description: "",
    enabled: false,
    visibility: "4",
    taxClassId: "2",
    categoryIds: [],
    price: "",
    specialPrice: "",
    specialFromDate: "",
    specialToDate: "",
    qty: "0",
    manageStock: true,
    isInStock: true,
    metaTitle: "",
    metaDescription: "",
  };
}

export function productFormValues(p: ProductDetailAnswer): ProductFormValues {
  return {
    type: isEditableType(p.type) ? p.type : "simple",
    name: p.name,
    sku: p.sku,
    urlKey: p.urlKey,
    description: p.description,
    enabled: p.enabled,
    visibility: String(p.visibility),
    taxClassId: String(p.taxClassId),
    categoryIds: p.categoryIds.map(String),
    price: centsToDollars(p.priceCents),
    specialPrice: p.specialPriceCents === null ? "" : centsToDollars(p.specialPriceCents),
    specialFromDate: p.specialFromDate ?? "",
    specialToDate: p.specialToDate ?? "",
    qty: String(p.qty),
    manageStock: p.manageStock,
    isInStock: p.isInStock,
    metaTitle: p.metaTitle,
    metaDescription: p.metaDescription,
  };
}
