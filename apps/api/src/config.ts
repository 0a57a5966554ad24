/** Environment → typed configuration, validated once at start. */
import { isIP } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { S3StorageOptions } from "./infra/s3-storage.ts";
import { DEFAULT_CHECK_MONEY_ORDER } from "./infra/payments.ts";
import type { StripeSettings } from "./infra/stripe-gateway.ts";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const port = z.coerce.number().int().min(1).max(65535);

/** 10.0.0.7, ::1, 10.0.0.0/8 or fd00::/8. */
function isAddressOrRange(value: string): boolean {
  const [address, bits, extra] = value.split("/");
  const version = isIP(address ?? "");
  if (version === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** An optional variable set to "" (as .env files and compose files do) counts as unset. */
const blankIsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

const schema = z.object({
  API_PORT: port.default(3001),
  API_HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.string().regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// or postgresql:// URL").optional(),
  ),
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, ".data")),
  // The demo shop (catalogue, content, reviews, coupons, gift cards): 1 loads it into an empty database, 0 never.
  // Unset: only a development start on the embedded database gets it (seedsDemo says why).
  SEED_DEMO: blankIsUnset(z.enum(["0", "1"], { error: "SEED_DEMO must be 1 (load the demo shop) or 0" })),
  NODE_ENV: blankIsUnset(z.string()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Without SMTP_URL mail goes to DATA_DIR/outbox, so a fresh machine never sends real e-mail.
  SMTP_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.string().regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL").optional(),
  ),
  MAIL_FROM: z.string().min(1).default("Petsies <hello@petsies.com>"),
  // The test card gateway approves test card numbers and takes no money: for development and tests only, so it
  // is off unless asked for, and refused in production (below). npm start in development and the tests turn it on.
  TEST_CARD_GATEWAY: z.enum(["on", "off"], { error: "TEST_CARD_GATEWAY must be on or off" }).default("off"),
  // Stripe takes cards, wallets, Affirm and Amazon Pay (infra/stripe-gateway.ts). Without keys it is not offered.
  STRIPE_SECRET_KEY: blankIsUnset(z.string().trim()),
  STRIPE_PUBLISHABLE_KEY: blankIsUnset(z.string().trim()),
  STRIPE_WEBHOOK_SECRET: blankIsUnset(z.string().trim()),
  STRIPE_CAPTURE: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["at_order", "on_ship"], { error: "STRIPE_CAPTURE must be at_order or on_ship" }).default("at_order")),
  // Another address for Stripe's API (Stripe's stripe-mock, the journeys' stand-in): never in production.
  STRIPE_API_URL: blankIsUnset(z.url({ protocol: /^https?$/, error: "STRIPE_API_URL must be an http(s):// URL like http://127.0.0.1:12111" })),
  // Check / money order: whom shoppers make it payable to and where they mail it (checkout, success page, e-mail).
  CHECKMO_PAYABLE_TO: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().min(1).max(200).default(DEFAULT_CHECK_MONEY_ORDER.payableTo)),
  CHECKMO_MAILING_ADDRESS: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.string().trim().min(1).max(500, "CHECKMO_MAILING_ADDRESS must be at most 500 characters").default(DEFAULT_CHECK_MONEY_ORDER.mailingAddress),
  ),
  // The storefront's public address, for links in e-mails.
  SITE_URL: z.preprocess((v) => (v === "" ? undefined : v), z.url("SITE_URL must be a URL like https://www.petsies.com").default("http://localhost:3000")),
  // Where staff make and use passkeys: the back office's origin, when it is not SITE_URL's (its host name is the
  // passkeys' RP ID: changing it later leaves the passkeys made before unusable).
  STAFF_PASSKEY_ORIGIN: blankIsUnset(z.url("STAFF_PASSKEY_ORIGIN must be a URL like https://www.petsies.com")),
  // The visual editor's secret: editor links and draft preview tokens are signed with it. Unset: no preview.
  CMS_PREVIEW_SECRET: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.string().min(32, "CMS_PREVIEW_SECRET must be at least 32 characters (e.g. openssl rand -hex 32)").optional(),
  ),
  // The bearer token Prometheus scrapes GET /api/metrics with. Unset: there is no metrics route.
  METRICS_TOKEN: blankIsUnset(z.string().min(16, "METRICS_TOKEN must be at least 16 characters (e.g. openssl rand -hex 32)")),
  // Raffle tickets (spec §9: "Raffle is off"): off unless switched on here.
  RAFFLE_ENABLED: z.enum(["true", "false"], { error: "RAFFLE_ENABLED must be true or false" }).default("false"),
  // How long an order's reservation (stock, gift card balances, the cart) waits for payment before it is given back.
  ORDER_RESERVATION_MINUTES: z.coerce
    .number({ error: "ORDER_RESERVATION_MINUTES must be a number of minutes" })
    .int("ORDER_RESERVATION_MINUTES must be a whole number of minutes")
    .min(1, "ORDER_RESERVATION_MINUTES must be at least 1")
    .max(24 * 60, "ORDER_RESERVATION_MINUTES must be at most 1440 (a day)")
    .default(30),
  // The proxies in front of the API, whose X-Forwarded-For is believed: the storefront and any load balancer.
  // Addresses or CIDR ranges, comma-separated; the client address rate limits count by comes after them.
  TRUSTED_PROXIES: z
    .string()
    .default("127.0.0.1,::1")
    .transform((v) => v.split(",").map((a) => a.trim()).filter(Boolean))
    .refine((list) => list.every(isAddressOrRange), "TRUSTED_PROXIES must be IP addresses or CIDR ranges, comma-separated (e.g. 10.0.0.0/8,127.0.0.1)"),
  // Files (uploads, image variants) on disk under DATA_DIR, or in an S3-compatible bucket so that API
  // processes on several machines share them.
  STORAGE: z.enum(["disk", "s3"], { error: "STORAGE must be disk or s3" }).default("disk"),
  S3_BUCKET: blankIsUnset(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, dots and dashes)")),
  S3_REGION: z.preprocess((v) => (v === "" ? undefined : v), z.string().default("us-east-1")),
  S3_ENDPOINT: blankIsUnset(z.url({ protocol: /^https?$/, error: "S3_ENDPOINT must be a URL like https://s3.example.com" })),
  S3_ACCESS_KEY_ID: blankIsUnset(z.string()),
  S3_SECRET_ACCESS_KEY: blankIsUnset(z.string()),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"], { error: "S3_FORCE_PATH_STYLE must be true or false" }).default("false"),
  S3_PREFIX: blankIsUnset(
    z.string().regex(/^(?!.*\.\.)[a-zA-Z0-9_./-]+$/, "S3_PREFIX may hold letters, digits, _ . - and / only (e.g. petsies/)"),
  ),
}).superRefine((e, ctx) => {
  if (e.NODE_ENV === "production" && e.TEST_CARD_GATEWAY === "on") {
    ctx.addIssue({
      code: "custom",
      path: ["TEST_CARD_GATEWAY"],
      message: "TEST_CARD_GATEWAY=on is refused with NODE_ENV=production: the test gateway approves test card numbers without taking any money. Unset it (or set off) and configure a real provider (STRIPE_SECRET_KEY)",
    });
  }
  if (e.STORAGE === "s3" && !e.S3_BUCKET) {
    ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "S3_BUCKET is required when STORAGE=s3" });
  }
  for (const issue of stripeIssues(e)) ctx.addIssue({ code: "custom", ...issue });
  if (e.NODE_ENV === "production" && e.STRIPE_API_URL) {
    ctx.addIssue({ code: "custom", path: ["STRIPE_API_URL"], message: "STRIPE_API_URL is refused with NODE_ENV=production: the secret key would go to another server than Stripe's. Unset it" });
  }
  // One key without the other is a typo, not a wish for the SDK's default credentials (IAM role etc.).
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    const missing = e.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
    ctx.addIssue({
      code: "custom",
      path: [missing],
      message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default AWS credentials (IAM role, environment)",
    });
  }
});

/**
 * Stripe's keys, checked at start: a key of the wrong kind (a publishable key where the secret one goes), test
 * and live keys mixed, or keys without the webhook secret (a payment finished after the shopper left would never
 * place its order) stop the start with a message.
 */
function stripeIssues(e: { STRIPE_SECRET_KEY?: string | undefined; STRIPE_PUBLISHABLE_KEY?: string | undefined; STRIPE_WEBHOOK_SECRET?: string | undefined }): { path: string[]; message: string }[] {
  const secret = e.STRIPE_SECRET_KEY;
  const publishable = e.STRIPE_PUBLISHABLE_KEY;
  const webhook = e.STRIPE_WEBHOOK_SECRET;
  if (!secret && !publishable && !webhook) return [];
  const issues: { path: string[]; message: string }[] = [];
  if (!secret) issues.push({ path: ["STRIPE_SECRET_KEY"], message: "STRIPE_SECRET_KEY is required with the other STRIPE_ variables (sk_live_… or sk_test_… from Stripe's dashboard, Developers → API keys)" });
  else if (!/^(sk|rk)_(test|live)_\w+$/.test(secret)) {
    issues.push({ path: ["STRIPE_SECRET_KEY"], message: secret.startsWith("pk_") ? "STRIPE_SECRET_KEY holds a publishable key (pk_…): put the secret key (sk_…) here, and the pk_… key in STRIPE_PUBLISHABLE_KEY" : "STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_… or sk_test_…)" });
  }
  if (!publishable) issues.push({ path: ["STRIPE_PUBLISHABLE_KEY"], message: "STRIPE_PUBLISHABLE_KEY is required with STRIPE_SECRET_KEY (pk_live_… or pk_test_…): the browser's Payment Element loads with it" });
  else if (!/^pk_(test|live)_\w+$/.test(publishable)) {
    issues.push({ path: ["STRIPE_PUBLISHABLE_KEY"], message: /^(sk|rk)_/.test(publishable) ? "STRIPE_PUBLISHABLE_KEY holds a secret key: never give the browser a secret key; use the pk_… key here" : "STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_live_… or pk_test_…)" });
  }
  if (!webhook) issues.push({ path: ["STRIPE_WEBHOOK_SECRET"], message: "STRIPE_WEBHOOK_SECRET is required with the Stripe keys (whsec_…, from the webhook endpoint for /api/payments/stripe/webhook): without it, a payment finished after the shopper closed the tab never becomes an order" });
  else if (!webhook.startsWith("whsec_")) issues.push({ path: ["STRIPE_WEBHOOK_SECRET"], message: "STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)" });
  const mode = (key: string | undefined) => /_(test|live)_/.exec(key ?? "")?.[1];
  if (mode(secret) && mode(publishable) && mode(secret) !== mode(publishable)) {
    issues.push({ path: ["STRIPE_PUBLISHABLE_KEY"], message: "STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY mix test and live keys: take both from the same mode of Stripe's dashboard" });
  }
  return issues;
}

/** Where files live. Holds the S3 secret key: never log it. */
export type StorageConfig = { kind: "disk" } | ({ kind: "s3" } & S3StorageOptions);

/** STRIPE_API_URL as the stripe package's host, port and protocol options; Stripe's own servers when unset. */
function stripeApiAddress(url: string | undefined): Pick<StripeSettings, "host" | "port" | "protocol"> {
  if (!url) return {};
  const u = new URL(url);
  const protocol = u.protocol === "http:" ? "http" : "https";
  return { host: u.hostname, port: Number(u.port || (protocol === "http" ? 80 : 443)), protocol };
}

export interface Config {
  apiPort: number;
  apiHost: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  siteUrl: string;
  /** The origin staff passkeys belong to: STAFF_PASSKEY_ORIGIN, else SITE_URL's. */
  staffPasskeyOrigin: string;
  testCardGateway: boolean;
  /** Stripe, when its keys are set; holds the secret key and webhook secret: never log it. */
  stripe: StripeSettings | undefined;
  checkMoneyOrder: { payableTo: string; mailingAddress: string };
  cmsPreviewSecret: string | undefined;
  metricsToken: string | undefined;
  raffleEnabled: boolean;
  orderReservationMinutes: number;
  trustedProxies: string[];
  storage: StorageConfig;
  /** Whether an empty database gets the demo shop on start. */
  seedDemo: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    apiPort: e.API_PORT,
    apiHost: e.API_HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    siteUrl: e.SITE_URL.replace(/\/$/, ""),
    staffPasskeyOrigin: new URL(e.STAFF_PASSKEY_ORIGIN ?? e.SITE_URL).origin,
    testCardGateway: e.TEST_CARD_GATEWAY === "on",
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, capture: e.STRIPE_CAPTURE, ...stripeApiAddress(e.STRIPE_API_URL) }
        : undefined,
    checkMoneyOrder: { payableTo: e.CHECKMO_PAYABLE_TO, mailingAddress: e.CHECKMO_MAILING_ADDRESS },
    cmsPreviewSecret: e.CMS_PREVIEW_SECRET,
    metricsToken: e.METRICS_TOKEN,
    raffleEnabled: e.RAFFLE_ENABLED === "true",
    orderReservationMinutes: e.ORDER_RESERVATION_MINUTES,
    trustedProxies: e.TRUSTED_PROXIES,
    storage: storageConfig(e),
    seedDemo: seedsDemo(e),
  };
}

/**
 * The demo shop is for trying the shop on a laptop: a production start or a real database (DATABASE_URL) starts
 * empty, so a real shop never gets fake reviews or the demo gift card whose code is public, unless asked.
 */
function seedsDemo(e: z.infer<typeof schema>): boolean {
  if (e.SEED_DEMO !== undefined) return e.SEED_DEMO === "1";
  return !e.DATABASE_URL && e.NODE_ENV !== "production";
}

function storageConfig(e: z.infer<typeof schema>): StorageConfig {
  if (e.STORAGE === "disk") return { kind: "disk" };
  // A prefix names a folder: "petsies", "petsies/" and "/petsies/" all put files under petsies/.
  const prefix = e.S3_PREFIX?.replace(/^\/+|\/+$/g, "");
  return {
    kind: "s3",
    bucket: e.S3_BUCKET as string, // the schema requires it when STORAGE=s3
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
    prefix: prefix ? `${prefix}/` : undefined,
  };
}
