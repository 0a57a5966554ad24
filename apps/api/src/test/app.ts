/** A real API instance over a real test database, driven with Fastify's inject (no network). */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { createMailer, outboxDir } from "../infra/mail.ts";
import { diskStorage, type Storage } from "../infra/storage.ts";
import { openTestDatabase, TEST_DIR, TEST_FILES, type DatabaseKind } from "./template.ts";
import type { Database } from "../db/client.ts";

/** SITE_URL of test apps: links in their e-mails start with it. */
export const TEST_SITE_URL = "http://shop.test";
/** CMS_PREVIEW_SECRET of test apps: tests sign editor links with it. */
export const TEST_CMS_PREVIEW_SECRET = "test-editor-secret-0123456789abcdef";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Every log line the app wrote, for assertions about what is (not) logged. */
  logs: string[];
  /** Where this app's e-mails land (read with readOutbox). */
  outbox: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  storage?: Storage;
  metricsToken?: string;
  trustedProxies?: string[];
  isClosing?: () => boolean;
  /** How often the job worker looks for due jobs (100 ms); a test that runs jobs itself sets it beyond its own length. */
  jobPollMs?: number;
}

/**
 * The files are the seeded template's on disk unless a test brings its own storage; `metricsToken` turns on
 * GET /api/metrics.
 */
export async function startTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const logs: string[] = [];
  const logStream = new PassThrough();
  logStream.on("data", (chunk: Buffer) => logs.push(...chunk.toString("utf8").split("\n").filter(Boolean)));
  const mailDir = path.join(TEST_DIR, "mail", randomUUID());
  const mailer = createMailer({ smtpUrl: undefined, mailFrom: "Petsies <hello@petsies.com>", dataDir: mailDir }, { info: () => {} });
  const app = await buildApp({
    database,
    storage: options.storage ?? diskStorage(TEST_FILES),
    mailer,
    siteUrl: TEST_SITE_URL,
    cmsPreviewSecret: TEST_CMS_PREVIEW_SECRET,
    logLevel: "info",
    logStream,
    jobPollMs: options.jobPollMs ?? 100,
    metricsToken: options.metricsToken,
    trustedProxies: options.trustedProxies,
    isClosing: options.isClosing,
  });
  return {
    app,
    database,
    logs,
    outbox: outboxDir(mailDir),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Starts a test app for the enclosing describe block and closes it afterwards; call the returned
 * function inside tests to reach it.
 */
export function useTestApp(kind: DatabaseKind, options: TestAppOptions = {}): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await startTestApp(kind, options);
  });
  afterAll(async () => {
    await t?.close();
  });
  return () => {
    if (!t) throw new Error("the test app is not started");
    return t;
  };
}
