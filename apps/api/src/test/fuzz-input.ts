/**
 * Generated requests for the fuzz test (fuzz.test.ts), read from the API's own OpenAPI document: for each
 * operation, input that is well formed everywhere but in one or two places, where it carries what a probe
 * sends — a NUL character, a number past any column's range, the wrong type, a very long text, a body cut off.
 * Keeping the rest valid is what lets the bad value get past validation of the other fields and reach the
 * code behind them.
 */
import fc from "fast-check";
import { multipartBody } from "./multipart.ts";

/** The part of JSON Schema (OpenAPI 3.0 flavour) the API's document uses for its input. */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  default?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  exclusiveMaximum?: boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

interface Parameter {
  in: "query" | "path" | "header";
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The path as the document writes it, with `{name}` for path parameters. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, or null when the operation takes none (or only multipart). */
  body: JsonSchema | null;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: JsonSchema }> } }>>;
}

export function operationsOf(document: unknown): Operation[] {
  const { paths } = document as OpenApiDocument;
  return Object.entries(paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.["application/json"]?.schema ?? null,
    })),
  );
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Values a request can be given where the caller is known: a live customer session, their cart. */
export interface Known {
  token: string;
  cartId: string;
  /** A valid value for a path parameter of an operation (its path, the parameter's name), if there is one. */
  pathValue(path: string, name: string): string | undefined;
}

// ---- bad values -----------------------------------------------------------------------------------------

/** Stands for a JSON number that JSON.stringify cannot write (1e400 parses to Infinity); put in by `toJson`. */
const RAW_NUMBER = "\u0001raw:";
const rawNumber = (text: string) => `${RAW_NUMBER}${text}`;

const nulText = fc.oneof(
  // The last percent-encoded, as a path that the API decodes itself carries it.
  fc.constantFrom("x\u0000y", "\u0000", "plush\u0000", "/c/%00/"),
  fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`),
);
const numberText = fc.constantFrom(
  "3000000000", "-3000000000", "2147483648", "-2147483649", "9007199254740993", "1e308", "-1e308", "1e400", "-1e400",
  "Infinity", "NaN", "0x7fffffff", "1.5", "-1", "0", "00", " 1", "1e3",
);
const listText = fc.constantFrom("1,3000000000", "1e308,2", "2,1e400", ",", "1,,2", "1,x\u00002", "-1,0", "1;2");
const longText = fc.constantFrom("a".repeat(10_000), "ü".repeat(3_000), "9".repeat(400), `${"a/".repeat(200)}b`);
const oddText = fc.constantFrom("", " ", "\ud800", "..", "../../etc/passwd", "%00", "\u202e", "null", "[object Object]");
/** Names of folders in file storage, where a file is looked for. */
const folderText = fc.constantFrom("catalog", "catalog/", "uploads/", "variants/", ".", "catalog/.");

/** Bad text as a query, path or form value carries it; NUL and numbers first, the probe's main finds. */
const badText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: nulText },
  { weight: 3, arbitrary: numberText },
  { weight: 1, arbitrary: listText },
  { weight: 1, arbitrary: longText },
  { weight: 1, arbitrary: oddText },
  { weight: 1, arbitrary: folderText },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

const badNumber = fc.constantFrom(3_000_000_000, -3_000_000_000, 2_147_483_648, 1e308, -1e308, 2 ** 53 + 2, 1.5, -1, 0);
const rawBadNumber = fc.constantFrom(rawNumber("1e400"), rawNumber("-1e400"), rawNumber("1e-400"));
const wrongType = fc.constantFrom<unknown>({}, [], null, true, false, { "\u0000": 1 }, ["\u0000"], [1e308], { id: 3_000_000_000 }, [[[]]]);

/** Bad JSON values: bad text, numbers past every column, and the wrong types. */
const badJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: badText },
  { weight: 3, arbitrary: badNumber },
  { weight: 1, arbitrary: rawBadNumber },
  { weight: 2, arbitrary: wrongType },
);

// ---- well-formed values from a schema ----------------------------------------------------------------------

function branches(schema: JsonSchema): JsonSchema[] | null {
  return schema.anyOf ?? schema.oneOf ?? null;
}

/**
 * A value the schema accepts, or close to it: small and plain, so the one bad value is what stands out. A
 * complete value has every optional field and at least one element in every list, so that each has a place.
 */
function validValue(schema: JsonSchema, complete = false): fc.Arbitrary<unknown> {
  const options = branches(schema);
  if (options) return fc.oneof(...options.map((option) => validValue(option, complete)));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], complete);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case "string":
      return validText(schema);
    case "integer":
    case "number": {
      const low = Math.max(schema.minimum ?? -5, -5) + (schema.exclusiveMinimum ? 1 : 0);
      const high = Math.min(schema.maximum ?? 50, Math.max(low, 50)) - (schema.exclusiveMaximum ? 1 : 0);
      return fc.integer({ min: Math.min(low, high), max: high });
    }
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(validValue(schema.items ?? {}, complete), {
        minLength: Math.max(schema.minItems ?? 0, complete ? 1 : 0),
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case "object":
      return validObject(schema, complete);
    default:
      return fc.constant("a");
  }
}

function validText(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === "email") return fc.constantFrom("ann@example.com", "pet-fuzz@example.com");
  if (schema.format === "uuid") return fc.uuid();
  if (schema.format === "date") return fc.constant("2024-05-01");
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 200));
  const minLength = schema.minLength ?? 0;
  const text = fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 12, 12)), unit: "grapheme-ascii" });
  // Ids travel as text too ("comma-separated category ids"): a number given as text gets further there.
  const idText = fc.oneof(fc.integer({ min: 1, max: 40 }).map(String), fc.constantFrom("1,2", "3"));
  return minLength <= 1 ? fc.oneof(idText, text) : text;
}

function validObject(schema: JsonSchema, complete: boolean): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const shape = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, validValue(s, complete)]));
  if (complete) return fc.record(shape);
  // Optional fields are there more often than not: a field left out is a field not fuzzed.
  const optional = Object.keys(properties).filter((key) => !required.has(key));
  return fc
    .tuple(fc.record(shape), fc.subarray(optional, { minLength: Math.ceil(optional.length / 2) }))
    .map(([value, kept]) => Object.fromEntries(Object.entries(value).filter(([key]) => required.has(key) || kept.includes(key))));
}

// ---- one or two bad values in a good one -------------------------------------------------------------------

type Json = unknown;

/** Every place in a value, in order: the value itself, then each property or element, depth first. */
function places(value: Json, at: (string | number)[] = []): (string | number)[][] {
  const inner =
    value !== null && typeof value === "object"
      ? Object.entries(value).flatMap(([key, v]) => places(v, [...at, Array.isArray(value) ? Number(key) : key]))
      : [];
  return [at, ...inner];
}

function replaceAt(value: Json, at: (string | number)[], replacement: Json): Json {
  if (at.length === 0) return replacement;
  const [head, ...rest] = at;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaceAt(v, rest, replacement) : v));
  const record = value as Record<string, Json>;
  return { ...record, [head as string]: replaceAt(record[head as string], rest, replacement) };
}

/** A good value with one or two of its places (the root too: the wrong type for all of it) made bad. */
function withBadValues(good: fc.Arbitrary<Json>, bad: fc.Arbitrary<Json>): fc.Arbitrary<Json> {
  return fc.tuple(good, fc.array(fc.tuple(fc.nat(), bad), { minLength: 1, maxLength: 2 })).map(([value, changes]) =>
    changes.reduce((v, [pick, replacement]) => {
      const all = places(v);
      return replaceAt(v, all[pick % all.length] ?? [], replacement);
    }, value),
  );
}

/** Every text of a value with a NUL in it, or every number made one past a column's range: all fields at once. */
function sprayed(value: Json, kind: "nul" | "huge"): Json {
  if (typeof value === "string") return kind === "nul" ? `${value}\u0000` : /^\d+$/.test(value) ? "3000000000" : value;
  if (typeof value === "number") return kind === "huge" ? 3_000_000_000 : value;
  if (Array.isArray(value)) return value.map((v) => sprayed(v, kind));
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sprayed(v, kind)]));
  return value;
}

function badValues(good: fc.Arbitrary<Json>): fc.Arbitrary<Json> {
  return fc.oneof(
    { weight: 4, arbitrary: withBadValues(good, badJson) },
    { weight: 1, arbitrary: fc.tuple(good, fc.constantFrom("nul" as const, "huge" as const)).map(([v, kind]) => sprayed(v, kind)) },
  );
}

/** JSON text, with the numbers JSON.stringify cannot write put in as written. */
function toJson(value: Json): string {
  return JSON.stringify(value).replace(new RegExp(`"\\\\u0001raw:([^"]*)"`, "g"), "$1");
}

// ---- requests ----------------------------------------------------------------------------------------------

type ParamValues = Record<string, string | string[] | undefined>;

function asParamText(value: unknown): string {
  return typeof value === "string" ? value : toJson(value);
}

/** Query and path parameters: the known or a valid value for each; optional ones mostly (or always) left out. */
function goodParameters(op: Operation, known: Known, optionalOnes: "some" | "none" = "some"): fc.Arbitrary<ParamValues> {
  const good = Object.fromEntries(
    op.parameters.map((p) => {
      const knownValue = p.name === "token" ? known.token : p.name === "cartId" ? known.cartId : p.in === "path" ? known.pathValue(op.path, p.name) : undefined;
      if (knownValue !== undefined) return [p.name, fc.constant(knownValue)];
      const value = p.schema.type === "array" ? fc.array(validValue(p.schema.items ?? {}).map(asParamText), { maxLength: 3 }) : validValue(p.schema).map(asParamText);
      // Every optional parameter given is one more that may turn the request away before the bad one is read.
      const optional = fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: value });
      return [p.name, p.required || p.in === "path" ? value : optionalOnes === "some" ? optional : fc.constant(undefined)];
    }),
  ) as Record<string, fc.Arbitrary<string | string[] | undefined>>;
  return fc.record(good);
}

const badQueryValue = fc.oneof({ weight: 4, arbitrary: badText }, { weight: 1, arbitrary: fc.array(badText, { minLength: 2, maxLength: 3 }) });
/** A path parameter names a thing: a product, a stored file. Folders are the file names that are not files. */
const badPathValue = fc.oneof(badText, folderText);

/** Good parameters with one or two of them bad (a repeated query key is the wrong type: a list). */
function badParameters(op: Operation, known: Known): fc.Arbitrary<ParamValues> {
  const fuzzed = op.parameters.filter((p) => p.in !== "header");
  if (fuzzed.length === 0) return goodParameters(op, known);
  const bad = fc.record(Object.fromEntries(fuzzed.map((p) => [p.name, p.in === "path" ? badPathValue : badQueryValue])));
  const names = fuzzed.map((p) => p.name);
  return fc
    .tuple(goodParameters(op, known), fc.subarray(names, { minLength: 1, maxLength: Math.min(2, names.length) }), bad)
    .map(([values, chosen, badValues]) => ({ ...values, ...Object.fromEntries(chosen.map((name) => [name, badValues[name]])) }));
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** encodeURIComponent, but a lone surrogate (which it refuses) goes as the invalid UTF-8 a probe would send. */
function encode(text: string): string {
  return text
    .split(LONE_SURROGATE)
    .map(encodeURIComponent)
    .join("%ED%A0%80");
}

function buildUrl(op: Operation, values: ParamValues): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    const text = Array.isArray(value) ? value.join("/") : (value ?? "");
    // The wildcard (`*`) spans segments: its slashes stay slashes.
    return name === "*" ? text.split("/").map(encode).join("/") : encode(text);
  });
  const query = op.parameters
    .filter((p) => p.in === "query")
    .flatMap((p) => {
      const value = values[p.name];
      if (value === undefined) return [];
      return (Array.isArray(value) ? value : [value]).map((v) => `${encode(p.name)}=${encode(v)}`);
    });
  return query.length > 0 ? `${path}?${query.join("&")}` : path;
}

function headerValues(op: Operation, values: ParamValues): Record<string, string> {
  // A header cannot carry a NUL or a line break (HTTP refuses them before the API sees them); the rest is fair.
  const printable = (v: string) => v.replace(/[^\x20-\x7e]/g, "?").slice(0, 200);
  return Object.fromEntries(
    op.parameters
      .filter((p) => p.in === "header" && values[p.name] !== undefined)
      .map((p) => [p.name, printable(String(values[p.name]))]),
  );
}

/** Bodies broken as a whole: cut off, not JSON, or not what the content type says. */
function brokenBody(good: fc.Arbitrary<Json>): fc.Arbitrary<{ payload: string; contentType: string }> {
  const json = "application/json";
  return fc.oneof(
    fc.tuple(good, fc.nat()).map(([value, cut]) => {
      const text = toJson(value);
      return { payload: text.slice(0, cut % Math.max(text.length, 1)), contentType: json };
    }),
    fc.constantFrom("{", "}", "[1,2", '{"a":}', "nul", "\u0000", '{"a":1e400}', '{"__proto__":{"x":1}}', "\ufeff{}", "{}}").map((payload) => ({ payload, contentType: json })),
    fc.constantFrom(
      { payload: "a=%00&b=3000000000", contentType: "application/x-www-form-urlencoded" },
      { payload: "\u0000", contentType: "text/plain" },
      { payload: "{}", contentType: "application/json; charset=latin1" },
      { payload: "--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n", contentType: "multipart/form-data; boundary=x" },
    ),
  );
}

/** A small PNG, so a valid upload gets as far as the image decoder. */
const PNG_1X1 = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" + "1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082",
  "hex",
);

/** Multipart forms for the upload route: good or bad fields, a file or not, and often cut off part way. */
function uploadBody(): fc.Arbitrary<{ payload: Buffer; contentType: string }> {
  const field = fc.oneof(fc.constantFrom("1", "5"), badText);
  const file = fc.oneof(fc.constant(PNG_1X1), fc.constant(Buffer.from("GIF89a\u0000")), fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)));
  return fc
    .tuple(field, fc.option(field, { nil: undefined }), file, fc.option(fc.nat(), { nil: undefined }), fc.boolean())
    .map(([imageType, product, data, cut, wrongBoundary]) => {
      const form = multipartBody({ imageType, ...(product === undefined ? {} : { product }) }, { filename: "a\u0000.png", contentType: "image/png", data });
      const payload = cut === undefined ? form.payload : form.payload.subarray(0, cut % form.payload.length);
      const contentType = wrongBoundary ? "multipart/form-data; boundary=nope" : form.headers["content-type"]!;
      return { payload, contentType };
    });
}

function requestOf(op: Operation, values: ParamValues, body?: { payload: string | Buffer; contentType: string }): FuzzRequest {
  return {
    method: op.method,
    url: buildUrl(op, values),
    headers: { ...headerValues(op, values), ...(body ? { "content-type": body.contentType } : {}) },
    ...(body ? { payload: body.payload } : {}),
  };
}

const asJsonBody = (value: Json) => ({ payload: toJson(value), contentType: "application/json" });

/** Generated bad requests for one operation: bad values in random places and combinations, broken bodies. */
export function badRequests(op: Operation, known: Known): fc.Arbitrary<FuzzRequest> {
  const params = badParameters(op, known);
  if (op.method === "POST" && op.path === "/api/upload") {
    return fc.tuple(params, uploadBody()).map(([values, body]) => requestOf(op, values, body));
  }
  if (!op.body) {
    const none = params.map((values) => requestOf(op, values));
    if (op.method === "GET") return none;
    // A body where none is read still goes through the content-type parsers.
    const broken = fc.tuple(params, brokenBody(fc.constant({}))).map(([values, body]) => requestOf(op, values, body));
    return fc.oneof({ weight: 3, arbitrary: none }, { weight: 1, arbitrary: broken });
  }
  const good = validValue(op.body);
  const body = fc.oneof(
    { weight: 1, arbitrary: good.map(asJsonBody) },
    { weight: 4, arbitrary: badValues(good).map(asJsonBody) },
    { weight: 1, arbitrary: brokenBody(good) },
  );
  // Good parameters mostly, so that a bad body gets past them to the handler.
  const values = fc.oneof({ weight: 2, arbitrary: goodParameters(op, known) }, { weight: 1, arbitrary: params });
  return fc.tuple(values, body).map(([v, b]) => requestOf(op, v, b));
}

/** What the sweep puts in every parameter, one at a time: the probe's finds. */
const SWEEP_TEXT = ["x\u0000y", "3000000000", "1e308", "1,3000000000", "a".repeat(10_000)];
/** And in every place of a body. */
const SWEEP_JSON: Json[] = ["x\u0000y", 3_000_000_000, 1e308, "3000000000", {}, "a".repeat(10_000)];

/**
 * The sweep: one good request (from the seed), then every parameter and every place of its body given each
 * sweep value in turn. Random requests find the odd combinations; the sweep makes sure no field is missed.
 */
export function sweepRequests(op: Operation, known: Known, seed: number): FuzzRequest[] {
  const [values = {}] = fc.sample(goodParameters(op, known, "none"), { seed, numRuns: 1 });
  const [body] = op.body ? fc.sample(validValue(op.body, true), { seed, numRuns: 1 }) : [];
  const withBody = (v: ParamValues, b: Json) => requestOf(op, v, b === undefined ? undefined : asJsonBody(b));
  const requests = [withBody(values, body)];
  for (const p of op.parameters.filter((p) => p.in !== "header")) {
    for (const text of p.in === "path" ? [...SWEEP_TEXT, "catalog/"] : SWEEP_TEXT) requests.push(withBody({ ...values, [p.name]: text }, body));
  }
  if (body !== undefined) {
    for (const at of places(body)) for (const bad of SWEEP_JSON) requests.push(withBody(values, replaceAt(body, at, bad)));
  }
  return requests;
}

// ---- requests aimed at someone else's data -------------------------------------------------------------------

/**
 * The value a parameter or body field gets when it names a reference the caller aims at (another
 * customer's cart, address, order item, e-mail): by its name, and for a body field the place it sits in.
 * Undefined leaves the generated value.
 */
export type Aim = (name: string, at: (string | number)[]) => unknown;

/** The names of every place of a value with the path to it. */
function namedPlaces(value: Json, at: (string | number)[] = []): { name: string; at: (string | number)[] }[] {
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, v]) => {
    const here = [...at, Array.isArray(value) ? Number(key) : key];
    return [...(Array.isArray(value) ? [] : [{ name: key, at: here }]), ...namedPlaces(v, here)];
  });
}

/**
 * One well-formed request with every parameter and body field given, each one the aim names carrying the
 * aim's value: the access matrix (access-matrix.test.ts) sends these with another customer's references.
 * An empty known token leaves the token out: a caller with no session.
 */
export function aimedRequest(op: Operation, known: Known, aim: Aim, seed: number): FuzzRequest {
  const values: ParamValues = {};
  for (const p of op.parameters) {
    const aimed = aim(p.name, []);
    if (p.name === "token") values.token = known.token || undefined;
    else if (p.name === "cartId" && aimed === undefined) values.cartId = known.cartId;
    else if (aimed !== undefined) values[p.name] = Array.isArray(aimed) ? aimed.map(asParamText) : asParamText(aimed);
    else if (p.in === "path" && known.pathValue(op.path, p.name) !== undefined) values[p.name] = known.pathValue(op.path, p.name);
    else {
      const [sample] = fc.sample(validValue(p.schema, true), { seed, numRuns: 1 });
      values[p.name] = asParamText(sample);
    }
  }
  if (!op.body) return requestOf(op, values);
  let [body] = fc.sample(validValue(op.body, true), { seed, numRuns: 1 });
  for (const { name, at } of namedPlaces(body)) {
    const aimed = aim(name, at);
    if (aimed !== undefined) body = replaceAt(body, at, aimed);
  }
  return requestOf(op, values, asJsonBody(body));
}
