import { z } from "zod";

/**
 * An empty input means "not given": optional fields send nothing rather than "" (which the contract's
 * date and enum fields would refuse). Use as react-hook-form's register(name, { setValueAs }).
 */
export const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);

/**
 * A filters form's schema that reads every "" as "not given". A field the user never touched still holds the
 * "" it started with — react-hook-form runs setValueAs only on a change — so an untouched "Any status"
 * select would otherwise reach the contract's enum or number check and be refused, and "Apply" do nothing.
 */
export function withoutBlanks<T extends z.ZodType>(schema: T): z.ZodType<z.output<T>, z.input<T>> {
  const blanksLeftOut = z.preprocess(
    (values) => (values && typeof values === "object" ? Object.fromEntries(Object.entries(values).filter(([, v]) => v !== "")) : values),
    schema,
  );
  // The form's values keep the schema's own input type; only "" is taken out before it reads them.
  return blanksLeftOut as unknown as z.ZodType<z.output<T>, z.input<T>>;
}
