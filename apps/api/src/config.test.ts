import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("config: mail", () => {
  it("has no SMTP and the brand sender by default", () => {
    const c = loadConfig({});
    expect(c.smtpUrl).toBeUndefined();
    expect(c.mailFrom).toBe("Petsies <hello@petsies.com>");
  });

  it("reads SMTP_URL and MAIL_FROM, treating an empty SMTP_URL as unset", () => {
    expect(loadConfig({ SMTP_URL: "smtps://u:p@mail.example.com:465", MAIL_FROM: "Shop <s@example.com>" })).toMatchObject({
      smtpUrl: "smtps://u:p@mail.example.com:465",
      mailFrom: "Shop <s@example.com>",
    });
    expect(loadConfig({ SMTP_URL: "" }).smtpUrl).toBeUndefined();
  });

  it("refuses an SMTP_URL that is not smtp:// or smtps://", () => {
    expect(() => loadConfig({ SMTP_URL: "http://mail.example.com" })).toThrow(/SMTP_URL must be an smtp/);
  });
});

describe("config: the storefront's address", () => {
  it("is a laptop's by default, also when SITE_URL is set empty (an environment file's SITE_URL=)", () => {
    expect(loadConfig({}).siteUrl).toBe("http://localhost:3000");
    expect(loadConfig({ SITE_URL: "" }).siteUrl).toBe("http://localhost:3000");
    expect(loadConfig({ SITE_URL: "https://www.petsies.com/" }).siteUrl).toBe("https://www.petsies.com");
    expect(() => loadConfig({ SITE_URL: "petsies" })).toThrow(/SITE_URL must be a URL like https:\/\/www\.petsies\.com/);
  });
});

describe("config: metrics", () => {
  it("has no metrics token by default, and treats an empty one as unset", () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "" }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "0123456789abcdef" }).metricsToken).toBe("0123456789abcdef");
  });

  it("refuses a metrics token shorter than 16 characters", () => {
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
  });
});

describe("config: file storage", () => {
  const s3 = { STORAGE: "s3", S3_BUCKET: "petsies-files" };

  it("keeps files on disk by default", () => {
    expect(loadConfig({}).storage).toEqual({ kind: "disk" });
    expect(loadConfig({ STORAGE: "disk", S3_BUCKET: "ignored" }).storage).toEqual({ kind: "disk" });
  });

  it("reads an S3 bucket with AWS's defaults: us-east-1, virtual-host style, the SDK's own credentials", () => {
    expect(loadConfig(s3).storage).toEqual({
      kind: "s3",
      bucket: "petsies-files",
      region: "us-east-1",
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
      prefix: undefined,
    });
  });

  it("reads an S3-compatible server: endpoint, keys, path style, and a prefix that always names a folder", () => {
    const env = {
      ...s3,
      S3_REGION: "auto",
      S3_ENDPOINT: "http://minio:9000",
      S3_ACCESS_KEY_ID: "minio",
      S3_SECRET_ACCESS_KEY: "minio-secret",
      S3_FORCE_PATH_STYLE: "true",
      S3_PREFIX: "shop",
    };
    expect(loadConfig(env).storage).toEqual({
      kind: "s3",
      bucket: "petsies-files",
      region: "auto",
      endpoint: "http://minio:9000",
      accessKeyId: "minio",
      secretAccessKey: "minio-secret",
      forcePathStyle: true,
      prefix: "shop/",
    });
    expect(loadConfig({ ...s3, S3_PREFIX: "/shop/files/" }).storage).toMatchObject({ prefix: "shop/files/" });
  });

  it("treats empty S3 variables as unset", () => {
    const env = { ...s3, S3_REGION: "", S3_ENDPOINT: "", S3_ACCESS_KEY_ID: "", S3_SECRET_ACCESS_KEY: "", S3_PREFIX: "" };
    expect(loadConfig(env).storage).toMatchObject({ region: "us-east-1", endpoint: undefined, accessKeyId: undefined, prefix: undefined });
  });

  it("requires a bucket for S3", () => {
    expect(() => loadConfig({ STORAGE: "s3" })).toThrow(/S3_BUCKET: S3_BUCKET is required when STORAGE=s3/);
    expect(() => loadConfig({ STORAGE: "s3", S3_BUCKET: "" })).toThrow(/S3_BUCKET is required when STORAGE=s3/);
  });

  it("refuses an unknown storage, a bad bucket name, endpoint, path style or prefix", () => {
    expect(() => loadConfig({ STORAGE: "ftp" })).toThrow(/STORAGE must be disk or s3/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: "Petsies Files" })).toThrow(/S3_BUCKET must be a bucket name/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT must be a URL/);
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: "yes" })).toThrow(/S3_FORCE_PATH_STYLE must be true or false/);
    expect(() => loadConfig({ ...s3, S3_PREFIX: "../other-shop" })).toThrow(/S3_PREFIX may hold/);
  });

  it("wants both S3 keys or neither, and never shows the secret in its message", () => {
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: "AKIAEXAMPLE" })).toThrow(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    let message = "";
    try {
      loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: "very-secret-value" });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    expect(message).not.toContain("very-secret-value");
  });
});

describe("config: the demo shop", () => {
  const pg = "postgres://u@db.example.com/shop";

  it("loads the demo only on a development start on the embedded database", () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: "development" }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: "production" }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: pg }).seedDemo).toBe(false);
  });

  it("does what SEED_DEMO says, whatever the start", () => {
    expect(loadConfig({ DATABASE_URL: pg, NODE_ENV: "production", SEED_DEMO: "1" }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: "0" }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: "" }).seedDemo).toBe(true);
    expect(() => loadConfig({ SEED_DEMO: "yes" })).toThrow(/SEED_DEMO must be 1 \(load the demo shop\) or 0/);
  });
});

describe("config: test card gateway", () => {
  it("is off unless TEST_CARD_GATEWAY=on", () => {
    expect(loadConfig({}).testCardGateway).toBe(false);
    expect(loadConfig({ TEST_CARD_GATEWAY: "off" }).testCardGateway).toBe(false);
    expect(loadConfig({ TEST_CARD_GATEWAY: "on" }).testCardGateway).toBe(true);
    expect(loadConfig({ TEST_CARD_GATEWAY: "on", NODE_ENV: "development" }).testCardGateway).toBe(true);
  });

  it("refuses it in production with a message that says why", () => {
    expect(loadConfig({ NODE_ENV: "production" }).testCardGateway).toBe(false);
    expect(() => loadConfig({ NODE_ENV: "production", TEST_CARD_GATEWAY: "on" })).toThrow(
      /TEST_CARD_GATEWAY=on is refused with NODE_ENV=production: the test gateway approves test card numbers without taking any money/,
    );
  });
});

describe("config: Stripe", () => {
  const keys = { STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_PUBLISHABLE_KEY: "pk_test_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abc123" };

  it("is off without keys, and reads the keys with capture at order by default", () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig({ STRIPE_SECRET_KEY: "", STRIPE_PUBLISHABLE_KEY: "", STRIPE_WEBHOOK_SECRET: "" }).stripe).toBeUndefined();
    expect(loadConfig(keys).stripe).toEqual({ secretKey: "sk_test_abc123", publishableKey: "pk_test_abc123", webhookSecret: "whsec_abc123", capture: "at_order" });
    expect(loadConfig({ ...keys, STRIPE_CAPTURE: "on_ship" }).stripe?.capture).toBe("on_ship");
  });

  it("refuses a key of the wrong kind, mixed test and live keys, a missing webhook secret, an unknown capture mode", () => {
    expect(() => loadConfig({ ...keys, STRIPE_SECRET_KEY: "pk_test_abc123" })).toThrow(/STRIPE_SECRET_KEY holds a publishable key \(pk_…\)/);
    expect(() => loadConfig({ ...keys, STRIPE_PUBLISHABLE_KEY: "sk_test_abc123" })).toThrow(/never give the browser a secret key/);
    expect(() => loadConfig({ ...keys, STRIPE_PUBLISHABLE_KEY: "pk_live_abc123" })).toThrow(/mix test and live keys/);
    expect(() => loadConfig({ ...keys, STRIPE_WEBHOOK_SECRET: "" })).toThrow(/STRIPE_WEBHOOK_SECRET is required with the Stripe keys/);
    expect(() => loadConfig({ ...keys, STRIPE_WEBHOOK_SECRET: "abc" })).toThrow(/webhook signing secret \(whsec_…\)/);
    expect(() => loadConfig({ STRIPE_PUBLISHABLE_KEY: "pk_test_abc123" })).toThrow(/STRIPE_SECRET_KEY is required/);
    expect(() => loadConfig({ ...keys, STRIPE_CAPTURE: "later" })).toThrow(/STRIPE_CAPTURE must be at_order or on_ship/);
  });

  it("talks to another address for Stripe's API when told, never in production", () => {
    expect(loadConfig({ ...keys, STRIPE_API_URL: "http://127.0.0.1:12111" }).stripe).toMatchObject({ host: "127.0.0.1", port: 12111, protocol: "http" });
    expect(loadConfig({ ...keys, STRIPE_API_URL: "https://stripe-mock.internal" }).stripe).toMatchObject({ host: "stripe-mock.internal", port: 443, protocol: "https" });
    expect(() => loadConfig({ ...keys, STRIPE_API_URL: "ftp://x" })).toThrow(/STRIPE_API_URL must be an http\(s\):\/\/ URL/);
    expect(() => loadConfig({ ...keys, NODE_ENV: "production", STRIPE_API_URL: "http://127.0.0.1:12111" })).toThrow(/STRIPE_API_URL is refused with NODE_ENV=production/);
  });
});
