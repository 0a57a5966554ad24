/**
 * The coupon form: what people type (amounts in dollars, limits and lists as text) turned into the contract's
 * request, checked by the contract's own schema (newCouponBody, couponTermsBody). One table says which
 * request path is which field, for the schema's refusals here and the API's at the same fields.
 */
import type { FieldErrors, Resolver } from "react-hook-form";
import {
  couponTermsBody,
  newCouponBody,
  type CouponDetailAnswer,
  type CouponTermsBody,
  type NewCouponBody,
} from "@petsies/contract/admin";
import { centsToDollars, dollarsToCents } from "../../lib/money.ts";
import type { ServerFields } from "../../lib/server-field-errors.ts";

export interface CouponFormValues {
  description: string;
  discountType: "percent" | "fixed";
  percent: string;
  amount: string;
  appliesTo: "cart" | "products" | "categories";
  /** Skus, one per line or separated by commas. */
  productSkus: string;
  categoryIds: string[];
  minSubtotal: string;
  startsOn: string;
  endsOn: string;
  usesPerCode: string;
  usesPerCustomer: string;
  codeMode: "single" | "batch";
  code: string;
  prefix: string;
  count: string;
}

/** Request path → the form field that shows its refusal. */
export const COUPON_FIELDS = {
  description: "description",
  discountType: "discountType",
  percent: "percent",
  amountCents: "amount",
  appliesTo: "appliesTo",
  productSkus: "productSkus",
  categoryIds: "categoryIds",
  minSubtotalCents: "minSubtotal",
  startsOn: "startsOn",
  endsOn: "endsOn",
  usesPerCode: "usesPerCode",
  usesPerCustomer: "usesPerCustomer",
  codes: "code",
  "codes.code": "code",
  "codes.prefix": "prefix",
  "codes.count": "count",
} as const satisfies ServerFields<CouponFormValues>;

export const emptyCouponForm: CouponFormValues = {
  description: "",
  discountType: "percent",
  percent: "",
  amount: "",
  appliesTo: "cart",
  productSkus: "",
  categoryIds: [],
  minSubtotal: "",
  startsOn: "",
  endsOn: "",
  usesPerCode: "",
  usesPerCustomer: "",
  codeMode: "single",
  code: "",
  prefix: "",
  count: "",
};

export function couponFormOf(coupon: CouponDetailAnswer): CouponFormValues {
  return {
    ...emptyCouponForm,
    description: coupon.description,
    discountType: coupon.discountType,
    percent: coupon.percent === null ? "" : String(coupon.percent),
    amount: coupon.amountCents === null ? "" : centsToDollars(coupon.amountCents),
    appliesTo: coupon.appliesTo,
    productSkus: coupon.productSkus.join("\n"),
    categoryIds: coupon.categoryIds.map(String),
    minSubtotal: coupon.minSubtotalCents === null ? "" : centsToDollars(coupon.minSubtotalCents),
    startsOn: coupon.startsOn ?? "",
    endsOn: coupon.endsOn ?? "",
    usesPerCode: coupon.usesPerCode === null ? "" : String(coupon.usesPerCode),
    usesPerCustomer: coupon.usesPerCustomer === null ? "" : String(coupon.usesPerCustomer),
  };
}

type Problems = Partial<Record<keyof CouponFormValues, string>>;

/** A whole number typed, or null when left empty; a problem when it is not one. */
function wholeNumber(text: string, field: keyof CouponFormValues, problems: Problems): number | null {
  const t = text.trim();
  if (t === "") return null;
  if (!/^\d+$/.test(t)) {
    problems[field] = "Enter a whole number, like 1 or 25";
    return null;
  }
  return Number(t);
}

function dollars(text: string, field: keyof CouponFormValues, problems: Problems): number | null {
  if (text.trim() === "") return null;
  const cents = dollarsToCents(text);
  if (cents === null) problems[field] = "Enter an amount in dollars, like 10 or 9.99";
  return cents;
}

/** The request the form's values make; what cannot be read as a number is reported at its field. */
function requestOf(values: CouponFormValues, problems: Problems): NewCouponBody | CouponTermsBody {
  const fixed = values.discountType === "fixed";
  const terms = {
    description: values.description,
    discountType: values.discountType,
    percent: fixed ? null : wholeNumber(values.percent, "percent", problems),
    amountCents: fixed ? dollars(values.amount, "amount", problems) : null,
    appliesTo: values.appliesTo,
    productSkus: values.appliesTo === "products" ? values.productSkus.split(/[\s,]+/).filter(Boolean) : [],
    categoryIds: values.appliesTo === "categories" ? (Array.isArray(values.categoryIds) ? values.categoryIds : []).map(Number) : [],
    minSubtotalCents: dollars(values.minSubtotal, "minSubtotal", problems),
    startsOn: values.startsOn || null,
    endsOn: values.endsOn || null,
    usesPerCode: wholeNumber(values.usesPerCode, "usesPerCode", problems),
    usesPerCustomer: wholeNumber(values.usesPerCustomer, "usesPerCustomer", problems),
  };
  const codes =
    values.codeMode === "single"
      ? { mode: "single" as const, code: values.code }
      : { mode: "batch" as const, prefix: values.prefix, count: wholeNumber(values.count, "count", problems) ?? 0 };
  return { ...terms, codes } as NewCouponBody;
}

/** react-hook-form's resolver: the form's values in, the contract's request out, every refusal at its field. */
export function couponResolver(kind: "new" | "edit"): Resolver<CouponFormValues, unknown, NewCouponBody | CouponTermsBody> {
  return async (values) => {
    const problems: Problems = {};
    const request = requestOf(values, problems);
    const parsed = (kind === "new" ? newCouponBody : couponTermsBody).safeParse(request);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.join(".");
        const field = COUPON_FIELDS[path as keyof typeof COUPON_FIELDS] ?? COUPON_FIELDS[path.replace(/(\.\d+)+$/, "") as keyof typeof COUPON_FIELDS];
        if (field && !problems[field]) problems[field] = issue.message;
      }
    }
    const entries = Object.entries(problems);
    if (entries.length === 0 && parsed.success) return { values: parsed.data, errors: {} };
    const errors = Object.fromEntries(entries.map(([field, message]) => [field, { type: "validate", message }])) as FieldErrors<CouponFormValues>;
    // A refusal no field shows must still stop the form, and say so.
    if (entries.length === 0) errors.root = { type: "validate", message: parsed.error?.issues[0]?.message ?? "Check the form and try again" } as FieldErrors<CouponFormValues>["root"];
    return { values: {}, errors };
  };
}
