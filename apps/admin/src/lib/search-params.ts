/**
 * Search params as plain strings, the way the staff API reads its query strings: "?status=13" and "?q=123"
 * stay "13" and "123" (the router's default JSON parsing would turn "123" into a number and write strings
 * back quoted). The routes' zod schemas coerce what they need, so a shared link reads the same everywhere.
 */
import { z } from "zod";

export function parseSearch(searchStr: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchStr.startsWith("?") ? searchStr.slice(1) : searchStr));
}

export function toQueryString(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The router writes search params back the same way the API client sends them. */
export const stringifySearch = toQueryString;

type Forgiving<Shape extends z.ZodRawShape> = { [K in keyof Shape]: z.ZodCatch<Shape[K]> };

/**
 * A URL is typed by people and pasted from old e-mails: a value that does not parse falls back to what
 * an absent one means (undefined or the schema's default) instead of failing the whole page.
 */
export function forgiving<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>): z.ZodObject<Forgiving<Shape>> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, shapeField]) => {
      const field = shapeField as unknown as z.ZodType;
      const fallback = field.safeParse(undefined).data;
      return [key, field.catch(fallback)];
    }),
  );
  return z.object(shape) as unknown as z.ZodObject<Forgiving<Shape>>;
}

/** The values a schema fills in when they are absent: stripped from the URL to keep links short. */
export function defaultsOf<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>): Partial<z.output<z.ZodObject<Shape>>> {
  const parsed = schema.safeParse({});
  return (parsed.success ? parsed.data : {}) as Partial<z.output<z.ZodObject<Shape>>>;
}
