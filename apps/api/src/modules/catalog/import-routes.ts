/**
 * Catalogue import and export (issue 13), owners only: the catalogue's every price and stock level is theirs to
 * change, and an export is the whole catalogue. The upload is the request's body as it is (a CSV or JSON file of up
 * to MAX_IMPORT_BYTES), not a form: the browser sends the chosen file with its type, and a script can curl it.
 */
import { Readable } from "node:stream";
import type { FastifyError, FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorAnswer } from "@petsies/contract";
import { exportQuery, importParams, importUploadQuery, importView, MAX_IMPORT_BYTES } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import type { Worker } from "../../infra/jobs/worker.ts";
import { actorOf, staffOnly } from "../staff/access.ts";
import { ImportFileError } from "./import-format.ts";
import { applyImport, exportCatalogue, importOf, startImport } from "./imports.ts";

const failures = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 409: errorAnswer };
const answer = okSchema(importView);
const TOO_BIG = `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB: split it into smaller files.`;

export function catalogueImportRoutes(app: FastifyInstance, db: Db, worker: Worker) {
  const tags = ["back office"];
  const owners = staffOnly(db, { roles: ["owner"] });

  void app.register(async (scope) => {
    // Here a body is the file itself, kept as text whatever its type says; the import reads it (import-format.ts).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string", bodyLimit: MAX_IMPORT_BYTES }, (_req, body, done) => done(null, body));
    scope.setErrorHandler((err: FastifyError) => {
      throw err.code === "FST_ERR_CTP_BODY_TOO_LARGE" ? new ImportFileError(TOO_BIG) : err;
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.post(
      "/api/admin/catalogue/imports",
      {
        onRequest: owners,
        bodyLimit: MAX_IMPORT_BYTES,
        schema: {
          tags,
          summary: "Upload a catalogue file (CSV or JSON, the body as it is) and get its dry run: what it would create and change, and every bad row (owners)",
          querystring: importUploadQuery,
          response: { 200: answer, ...failures },
        },
      },
      async (req) => ok(await startImport(db, worker, actorOf(req), req.query, typeof req.body === "string" ? req.body : "", req.headers["content-type"])),
    );

    r.get(
      "/api/admin/catalogue/imports/:id",
      { onRequest: owners, schema: { tags, summary: "An import: its status, progress and dry-run report (owners)", params: importParams, response: { 200: answer, ...failures } } },
      async (req) => ok(await importOf(db, req.params.id)),
    );

    r.post(
      "/api/admin/catalogue/imports/:id/apply",
      {
        onRequest: owners,
        schema: { tags, summary: "Apply a checked import with no bad rows, all or nothing; a large file is applied in the background (owners)", params: importParams, response: { 200: answer, ...failures } },
      },
      async (req) => ok(await applyImport(db, worker, actorOf(req), req.params.id)),
    );
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/admin/catalogue/export",
    { onRequest: owners, schema: { tags, summary: "The whole catalogue as a CSV or JSON file, in the import's format (owners)", querystring: exportQuery } },
    async (req, reply) => {
      const csv = req.query.format === "csv";
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type(csv ? "text/csv; charset=utf-8" : "application/json; charset=utf-8")
        .header("content-disposition", `attachment; filename="petsies-catalogue-${day}.${req.query.format}"`)
        .header("cache-control", "no-store")
        .send(Readable.from(exportCatalogue(db, req.query.format)));
    },
  );
}
