/**
 * The input guard (issue 20): every request part a route declares (query, path, body) passes here before its
 * schema does. Text with a NUL character or broken Unicode, numbers that are not finite, values nested past
 * reason and whole numbers past int4's range are refused with a 400 that names the field; deeper down
 * PostgreSQL would refuse them with a 500.
 *
 * It wraps the validator compiler, so it is one place for every route, and a refusal is a validation error
 * like any other (routes that answer with `errorMessage` keep doing so).
 */
import type { FastifySchemaCompiler, FastifySchemaValidationError } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { INT4_MAX, INT4_MIN } from "./schemas.ts";

export const INPUT_MESSAGES = {
  nul: "Text fields may not contain a NUL character",
  unicode: "Text fields must be valid Unicode text",
  notFinite: "Numbers must be finite",
  tooDeep: "The request nests values too deeply",
  outOfRange: `Whole numbers must be from ${INT4_MIN} to ${INT4_MAX}`,
} as const;

/** Far more than any form of the shop nests, and few enough that no walk over a value runs out of stack. */
export const MAX_DEPTH = 32;

type Path = (string | number)[];

interface Issue {
  path: Path;
  message: string;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function textMessage(text: string): string | null {
  if (text.includes("\u0000")) return INPUT_MESSAGES.nul;
  if (LONE_SURROGATE.test(text)) return INPUT_MESSAGES.unicode;
  return null;
}

/** Text a column can take: for text the API decodes itself (percent-encoded paths), after the guard has looked. */
export function isStorableText(text: string): boolean {
  return textMessage(text) === null;
}

/** The first text (key or value) or number anywhere in a value that no column can take. */
export function unsafeValue(value: unknown): Issue | null {
  // A stack rather than recursion: the value is the client's, nested as deeply as they like.
  const stack: { value: unknown; path: Path }[] = [{ value, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: v, path } = next;
    if (typeof v === "string") {
      const message = textMessage(v);
      if (message) return { path, message };
    } else if (typeof v === "number") {
      if (!Number.isFinite(v)) return { path, message: INPUT_MESSAGES.notFinite };
    } else if (v !== null && typeof v === "object") {
      if (path.length >= MAX_DEPTH) return { path, message: INPUT_MESSAGES.tooDeep };
      for (const [key, inner] of Object.entries(v)) {
        const at = [...path, Array.isArray(v) ? Number(key) : key];
        const message = textMessage(key);
        if (message) return { path: at, message };
        stack.push({ value: inner, path: at });
      }
    }
  }
  return null;
}

/** The part of JSON Schema that zod writes for a route's input and that the range check reads. */
interface JsonSchema {
  type?: string | string[];
  format?: string;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

const typesOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema | null {
  if (!schema.$ref) return schema;
  if (schema.$ref === "#") return root;
  return root.$defs?.[schema.$ref.replace(/^#\/\$defs\//, "")] ?? null;
}

/**
 * A whole number past int4's range, where the schema leaves the range to `.int()`'s default (the safe
 * integers): its own bounds, where it sets them, zod checks; an `int64` field is wider on purpose.
 */
function outOfRange(value: unknown, schema: JsonSchema): boolean {
  if (schema.format === "int64") return false;
  // Query strings and paths carry numbers as text, and z.coerce reads them so.
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  if (!Number.isInteger(n)) return false;
  const ownMax = schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER;
  const ownMin = schema.minimum !== undefined && schema.minimum > Number.MIN_SAFE_INTEGER;
  return (!ownMax && n > INT4_MAX) || (!ownMin && n < INT4_MIN);
}

/** The first field the schema declares a whole number whose value is past int4's range. */
function integerIssue(value: unknown, declared: JsonSchema, root: JsonSchema, path: Path): Issue | null {
  const schema = resolve(declared, root);
  if (!schema) return null;
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  // Text goes to a text branch where the schema has one: there it is not a number.
  const textBranch = typeof value === "string" && branches.some((b) => typesOf(resolve(b, root) ?? {}).includes("string"));
  for (const branch of branches) {
    if (textBranch && typesOf(resolve(branch, root) ?? {}).includes("integer")) continue;
    const issue = integerIssue(value, branch, root, path);
    if (issue) return issue;
  }
  if (typesOf(schema).includes("integer") && outOfRange(value, schema)) return { path, message: INPUT_MESSAGES.outOfRange };
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const itemSchema = schema.prefixItems?.[i] ?? schema.items;
      const issue = itemSchema ? integerIssue(item, itemSchema, root, [...path, i]) : null;
      if (issue) return issue;
    }
  } else if (value !== null && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      const extra = typeof schema.additionalProperties === "object" ? schema.additionalProperties : undefined;
      const propertySchema = schema.properties?.[key] ?? extra;
      const issue = propertySchema ? integerIssue(inner, propertySchema, root, [...path, key]) : null;
      if (issue) return issue;
    }
  }
  return null;
}

function asValidationError({ path, message }: Issue): FastifySchemaValidationError {
  const pointer = `/${path.join("/")}`;
  return { keyword: "input", instancePath: pointer, schemaPath: `#${pointer}`, params: {}, message };
}

/** The guard in front of fastify-type-provider-zod's validator: app.setValidatorCompiler(guardedValidatorCompiler). */
export const guardedValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  // The input side of the route's schema, as the OpenAPI document shows it: there it says which fields are whole numbers.
  const shape = z.toJSONSchema(route.schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return (data: unknown) => {
    const issue = unsafeValue(data) ?? integerIssue(data, shape, shape, []);
    return issue ? { error: [asValidationError(issue)] } : validate(data);
  };
};
