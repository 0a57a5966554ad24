/** Environment → typed configuration, validated once at start. */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const port = z.coerce.number().int().min(1).max(65535);

const schema = z.object({
  API_PORT: port.default(3001),
  API_HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.string().regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// or postgresql:// URL").optional(),
  ),
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, ".data")),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Without SMTP_URL mail goes to DATA_DIR/outbox, so a fresh machine never sends real e-mail.
  SMTP_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.string().regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL").optional(),
  ),
  MAIL_FROM: z.string().min(1).default("Petsies <hello@petsies.com>"),
  // The storefront's public address, for links in e-mails.
  // The test card gateway approves test card numbers: switch it off when a real card provider takes over.
  TEST_CARD_GATEWAY: z.enum(["on", "off"], { error: "TEST_CARD_GATEWAY must be on or off" }).default("on"),
  SITE_URL: z.url("SITE_URL must be a URL like https://www.petsies.com").default("http://localhost:3000"),
  // The visual editor's secret: editor links and draft preview tokens are signed with it. Unset: no preview.
  CMS_PREVIEW_SECRET: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.string().min(32, "CMS_PREVIEW_SECRET must be at least 32 characters (e.g. openssl rand -hex 32)").optional(),
  ),
  // Raffle tickets (spec §9: "Raffle is off"): off unless switched on here.
  RAFFLE_ENABLED: z.enum(["true", "false"], { error: "RAFFLE_ENABLED must be true or false" }).default("false"),
  // How long an order's reservation (stock, gift card balances, the cart) waits for payment before it is given back.
  ORDER_RESERVATION_MINUTES: z.coerce
    .number({ error: "ORDER_RESERVATION_MINUTES must be a number of minutes" })
    .int("ORDER_RESERVATION_MINUTES must be a whole number of minutes")
    .min(1, "ORDER_RESERVATION_MINUTES must be at least 1")
    .max(24 * 60, "ORDER_RESERVATION_MINUTES must be at most 1440 (a day)")
    .default(30),
});

export interface Config {
  apiPort: number;
  apiHost: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  siteUrl: string;
  testCardGateway: boolean;
  cmsPreviewSecret: string | undefined;
  raffleEnabled: boolean;
  orderReservationMinutes: number;
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
    testCardGateway: e.TEST_CARD_GATEWAY === "on",
    cmsPreviewSecret: e.CMS_PREVIEW_SECRET,
    raffleEnabled: e.RAFFLE_ENABLED === "true",
    orderReservationMinutes: e.ORDER_RESERVATION_MINUTES,
  };
}
