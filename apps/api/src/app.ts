/** Builds the Fastify instance: plugins, the error handler and every module's routes. */
import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import { jsonSchemaTransform, serializerCompiler } from "fastify-type-provider-zod";
import { MAX_UPLOAD_BYTES, messages } from "@petsies/domain";
import type { Database } from "./db/client.ts";
import { collectWhenIdle } from "./infra/idle-collection.ts";
import { apiReference } from "./infra/api-reference.ts";
import { AppError, Busy } from "./infra/errors.ts";
import { invalidFromValidation, InvalidFields } from "./infra/validation-answer.ts";
import { guardedValidatorCompiler } from "./infra/input-guard.ts";
import { clientFaultOf } from "./infra/request-errors.ts";
import { startWorker } from "./infra/jobs/worker.ts";
import { appMetrics } from "./infra/metrics.ts";
import { errorForLog, redactPaths, redactUrl } from "./infra/log-redaction.ts";
import { keepPersonalAnswersPrivate } from "./infra/private-answers.ts";
import type { Mailer } from "./infra/mail.ts";
import type { Storage } from "./infra/storage.ts";
import { watchStorage } from "./infra/storage-watch.ts";
import { addressRoutes } from "./modules/addresses/routes.ts";
import { CART_REMINDER_JOB, cartReminderHandler } from "./modules/cart/recovery.ts";
import { cartRoutes } from "./modules/cart/routes.ts";
import { CatalogCache } from "./modules/catalog/cache.ts";
import { catalogRoutes } from "./modules/catalog/routes.ts";
import { cmsRoutes } from "./modules/cms/routes.ts";
import { contentAdminRoutes } from "./modules/cms/admin-routes.ts";
import { currencyRoutes } from "./modules/currency/routes.ts";
import { customerRoutes } from "./modules/customers/routes.ts";
import { catalogAdminRoutes } from "./modules/catalog/admin-routes.ts";
import { catalogueImportRoutes } from "./modules/catalog/import-routes.ts";
import { importJobHandlers } from "./modules/catalog/imports.ts";
import { categoryAdminRoutes } from "./modules/catalog/category-admin-routes.ts";
import { customizationRoutes } from "./modules/customization/routes.ts";
import { customizationAdminRoutes } from "./modules/customization/admin-routes.ts";
import { customizationPreviewRoutes } from "./modules/customization/preview-routes.ts";
import { downloadRoutes } from "./modules/downloads/routes.ts";
import { giftCardRoutes } from "./modules/giftcards/routes.ts";
import { GIFT_CARD_MAIL_JOB, giftCardMailHandler } from "./modules/giftcards/admin.ts";
import { giftCardAdminRoutes } from "./modules/giftcards/admin-routes.ts";
import { giftCardDesignAdminRoutes } from "./modules/giftcards/design-routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { loggingRoutes } from "./modules/logging/routes.ts";
import { mediaRoutes } from "./modules/media/routes.ts";
import { newsletterRoutes } from "./modules/newsletter/routes.ts";
import { orderHistoryRoutes } from "./modules/order-history/routes.ts";
import { confirmationHandler, ORDER_CONFIRMED_JOB } from "./modules/checkout/steps/notify.ts";
import { releaseReservation, RESERVATION_EXPIRY_JOB } from "./modules/checkout/steps/reserve.ts";
import { orderRoutes } from "./modules/orders/routes.ts";
import { affirmRoutes } from "./modules/payments/affirm.ts";
import { paymentJobHandlers } from "./modules/payments/jobs.ts";
import { STRIPE_EVENT_JOB, stripeEventHandler, stripeWebhookRoutes } from "./modules/payments/stripe-webhook.ts";
import { plushieRoutes } from "./modules/plushies/routes.ts";
import { campaignAdminRoutes } from "./modules/promotions/campaign-routes.ts";
import { couponAdminRoutes } from "./modules/promotions/coupon-routes.ts";
import { reviewAdminRoutes } from "./modules/reviews/admin-routes.ts";
import { birthdayAdminRoutes } from "./modules/share/admin-routes.ts";
import { newsletterAdminRoutes } from "./modules/newsletter/admin-routes.ts";
import { urlRewriteAdminRoutes } from "./modules/url/rewrite-admin-routes.ts";
import { promotionRoutes } from "./modules/promotions/routes.ts";
import { productListRoutes } from "./modules/product-lists/routes.ts";
import { productionRoutes } from "./modules/production/routes.ts";
import { REFUND_JOB, settleRefund } from "./modules/production/cancellation.ts";
import { refundMailHandlers } from "./modules/production/refund-mail.ts";
import { statusMailHandlers } from "./modules/production/status-mail.ts";
import { reviewRoutes } from "./modules/reviews/routes.ts";
import { searchRoutes } from "./modules/search/routes.ts";
import { settingsRoutes } from "./modules/settings/routes.ts";
import { shareRoutes } from "./modules/share/routes.ts";
import { backOfficeApp } from "./modules/staff/back-office-app.ts";
import { jobRoutes } from "./modules/staff/jobs-routes.ts";
import { staffRoutes } from "./modules/staff/routes.ts";
import { stockRoutes } from "./modules/stock/routes.ts";
import { uploadRoutes } from "./modules/uploads/routes.ts";
import { urlRoutes } from "./modules/url/routes.ts";
import { userRoutes } from "./modules/users/routes.ts";

export interface AppDeps {
  database: Database;
  storage: Storage;
  mailer: Mailer;
  /** The storefront's public address (config SITE_URL), for links in e-mails. */
  siteUrl: string;
  /** config STAFF_PASSKEY_ORIGIN: where staff passkeys are made and used; SITE_URL's origin when absent. */
  staffPasskeyOrigin?: string;
  /** CMS_PREVIEW_SECRET: the editor secret that draft preview tokens are signed with; preview is off without it. */
  cmsPreviewSecret?: string;
  /** RAFFLE_ENABLED (off by default, spec §9); the settings answer tells the storefront. */
  raffleEnabled?: boolean;
  logLevel?: string;
  /** The built back office (apps/admin/dist by default), served at /admin/. */
  backOfficeDir?: string;
  /** How often the job worker looks for due jobs when idle (ms). */
  jobPollMs?: number;
  /**
   * The addresses of the proxies in front of the API (config TRUSTED_PROXIES: the storefront, a load
   * balancer). A request's client address, which rate limits count by, is the first address in its
   * X-Forwarded-For chain that is not one of these; requests from anywhere else are taken at their word.
   */
  trustedProxies?: string[];
  /** True once the process is shutting down: /api/ready answers 503 so the balancer moves on. */
  isClosing?: () => boolean;
  /** A full garbage collection after each quiet spell (infra/idle-collection.ts); the server turns it on. */
  collectWhenIdle?: boolean;
  /** Where log lines go; tests pass a stream to inspect them. */
  logStream?: NodeJS.WritableStream;
  /** METRICS_TOKEN: GET /api/metrics answers only a request bearing it, and does not exist without it. */
  metricsToken?: string;
}

/** The storefront on the same machine (config.ts TRUSTED_PROXIES' default). */
export const DEFAULT_TRUSTED_PROXIES = ["127.0.0.1", "::1"];

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: deps.logLevel ?? "info",
      redact: { paths: redactPaths, censor: "[redacted]" },
      serializers: {
        req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
        // A failed query's error holds its parameters (the customer's data): only the SQL and the code are logged.
        err: errorForLog,
      },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    bodyLimit: 1024 * 1024,
    trustProxy: deps.trustedProxies ?? DEFAULT_TRUSTED_PROXIES,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 300 },
  });
  // Every declared input passes the input guard (no NUL, finite numbers, ids within int4) before its schema.
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(helmet, { global: true });
  keepPersonalAnswersPrivate(app);
  // Only the back office's session cookie (modules/staff/access.ts); the shop's tokens never travel in cookies.
  await app.register(cookie);
  app.decorateRequest("staffSession", null);
  // Photo uploads (POST /api/upload): one file and two small fields.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Petsies storefront API",
        description: "Every answer is the envelope { code, result } with the HTTP status equal to code.",
        version: "0.1.0",
      },
    },
    transform: jsonSchemaTransform,
  });

  app.setErrorHandler((caught: FastifyError, req, reply) => {
    // A schema's refusal is answered like a service's: its message, and which fields failed.
    const err = caught.validation ? invalidFromValidation(caught.validation, caught.message) : caught;
    if (err instanceof AppError) {
      if (err instanceof Busy) reply.header("retry-after", String(err.retryAfterSeconds));
      const body = {
        code: err.statusCode,
        result: err.message,
        ...(err.errorCode ? { error: err.errorCode } : {}),
        ...(err instanceof InvalidFields ? { fields: err.fields } : {}),
      };
      return reply.status(err.statusCode).send(body);
    }
    const fault = clientFaultOf(err);
    if (fault) return reply.status(fault.status).send({ code: fault.status, result: fault.message });
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: status, result: err.message });
    }
    req.log.error({ err }, "unhandled error");
    return reply.status(500).send({ code: 500, result: messages.genericError });
  });
  app.setNotFoundHandler((req, reply) =>
    reply.status(404).send({ code: 404, result: `Route not found: ${req.method} ${redactUrl(req.url).split("?")[0]}` }),
  );

  const { db } = deps.database;
  // Every route reaches files through this: a storage outage answers 503 where files are needed, nowhere else.
  const storage = watchStorage(deps.storage, app.log);
  // The catalogue's and search's answers, shared by their routes, bounded in bytes and watched by the metrics.
  const catalogCache = new CatalogCache();
  const metrics = appMetrics(app, { db, token: deps.metricsToken, storage, caches: { catalogue: catalogCache } });
  // Background work of this process (DESIGN.md "Background work"); stopping the app waits for jobs in hand.
  const worker = startWorker(db, {
    handlers: {
      ...statusMailHandlers(db, deps.mailer, deps.siteUrl),
      ...refundMailHandlers(db, deps.mailer),
      [REFUND_JOB]: (payload) => settleRefund(db, Number(payload.refundId)),
      [ORDER_CONFIRMED_JOB]: confirmationHandler({ db, mailer: deps.mailer, siteUrl: deps.siteUrl, log: app.log }),
      [CART_REMINDER_JOB]: cartReminderHandler(db, deps.mailer, deps.siteUrl),
      [RESERVATION_EXPIRY_JOB]: async (payload) => void (await releaseReservation(db, Number(payload.orderId))),
      ...paymentJobHandlers(db, { metrics, log: app.log }),
      [STRIPE_EVENT_JOB]: stripeEventHandler(db, () => worker),
      [GIFT_CARD_MAIL_JOB]: giftCardMailHandler(db, deps.mailer, deps.siteUrl),
      ...importJobHandlers(db),
    },
    log: app.log,
    onRun: metrics.jobRun,
    ...(deps.jobPollMs ? { pollMs: deps.jobPollMs } : {}),
  });
  app.addHook("onClose", () => worker.stop());
  addressRoutes(app, db);
  giftCardRoutes(app, db);
  healthRoutes(app, { database: deps.database, storage, isClosing: deps.isClosing ?? (() => false) });
  cartRoutes(app, db);
  catalogRoutes(app, db, catalogCache);
  cmsRoutes(app, db, { previewSecret: deps.cmsPreviewSecret });
  currencyRoutes(app, db);
  customerRoutes(app, db, deps.mailer, { siteUrl: deps.siteUrl });
  customizationRoutes(app, db);
  loggingRoutes(app, db);
  downloadRoutes(app, db, storage);
  mediaRoutes(app, db, storage);
  newsletterRoutes(app, db, deps.mailer, { siteUrl: deps.siteUrl });
  orderRoutes(app, db, { jobs: worker, metrics, siteUrl: deps.siteUrl });
  orderHistoryRoutes(app, db);
  stripeWebhookRoutes(app, db, worker);
  affirmRoutes(app, db, { siteUrl: deps.siteUrl });
  plushieRoutes(app, db, deps.mailer, { siteUrl: deps.siteUrl });
  promotionRoutes(app, db);
  couponAdminRoutes(app, db);
  campaignAdminRoutes(app, db);
  contentAdminRoutes(app, db, { previewSecret: deps.cmsPreviewSecret, storage });
  reviewAdminRoutes(app, db);
  birthdayAdminRoutes(app, db);
  newsletterAdminRoutes(app, db);
  urlRewriteAdminRoutes(app, db);
  giftCardAdminRoutes(app, db, { jobs: worker });
  giftCardDesignAdminRoutes(app, db, storage);
  productListRoutes(app, db);
  productionRoutes(app, db);
  reviewRoutes(app, db);
  searchRoutes(app, db, catalogCache);
  settingsRoutes(app, { raffleEnabled: deps.raffleEnabled ?? false });
  shareRoutes(app, db);
  staffRoutes(app, db, deps.mailer, { siteUrl: deps.siteUrl, passkeyOrigin: deps.staffPasskeyOrigin });
  jobRoutes(app, db);
  catalogAdminRoutes(app, db, storage);
  customizationAdminRoutes(app, db);
  customizationPreviewRoutes(app, db, { previewSecret: deps.cmsPreviewSecret });
  catalogueImportRoutes(app, db, worker);
  categoryAdminRoutes(app, db);
  stockRoutes(app, db);
  uploadRoutes(app, db, storage);
  urlRoutes(app, db);
  userRoutes(app, db, deps.mailer, { siteUrl: deps.siteUrl });

  await backOfficeApp(app, deps.backOfficeDir);


  app.get("/api/docs/openapi.json", { schema: { hide: true } }, async () => app.swagger());
  await apiReference(app);
  if (deps.collectWhenIdle) collectWhenIdle(app);
  await app.ready();
  return app;
}
