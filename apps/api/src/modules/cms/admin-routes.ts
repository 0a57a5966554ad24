/** The back office's content story calls (issue 16): owners only; every change writes its audit row and story version (admin.ts). */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswer } from "@petsies/contract";
import {
  contentPicturesAnswer,
  contentPicturesQuery,
  contentPictureUploadAnswer,
  storyCreateBody,
  storyDetailAnswer,
  storyDraftBody,
  storyListAnswer,
  storyListQuery,
  storyPreviewAnswer,
  storyVersionsAnswer,
} from "@petsies/contract/admin";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_REQUEST_BYTES } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import { rowId } from "../../infra/schemas.ts";
import type { Storage } from "../../infra/storage.ts";
import { readPictureForm } from "../catalog/admin-routes.ts";
import { actorOf, staffOnly } from "../staff/access.ts";
import { contentPictures, storeContentPicture } from "./pictures.ts";
import { createStory, listStories, PREVIEW_NEEDS_SECRET, publishStory, restoreVersion, saveDraft, storyDetail, storyPreview, storyVersions, unpublishStory } from "./admin.ts";

const failures = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 409: errorAnswer };
const params = z.object({ id: rowId("id") });
const versionParams = z.object({ id: rowId("id"), versionId: rowId("versionId") });
const blockErrors = 'A refused block is named by its _uid: `fields` keys read "block.{_uid}.{field}".';

export function contentAdminRoutes(app: FastifyInstance, db: Db, options: { previewSecret: string | undefined; storage: Storage }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["back office"];
  const owners = staffOnly(db, { roles: ["owner"] });
  const detail = okSchema(storyDetailAnswer);
  const base = "/api/admin/content/stories";

  r.get(
    base,
    { onRequest: owners, schema: { tags, summary: "Content stories by slug; q finds a name or a slug, state filters", querystring: storyListQuery, response: { 200: okSchema(storyListAnswer), ...failures } } },
    async (req) => ok(await listStories(db, req.query)),
  );

  r.post(
    base,
    { onRequest: owners, schema: { tags, summary: "Create a story (not published) with an empty page or block; the slug must be free", body: storyCreateBody, response: { 200: detail, ...failures } } },
    async (req) => ok(await storyDetail(db, await createStory(db, actorOf(req), req.body))),
  );

  r.get(
    `${base}/:id`,
    { onRequest: owners, schema: { tags, summary: "A story: its draft, what shoppers see, and whether the two differ", params, response: { 200: detail, ...failures } } },
    async (req) => ok(await storyDetail(db, req.params.id)),
  );

  r.put(
    `${base}/:id/draft`,
    {
      onRequest: owners,
      schema: { tags, summary: "Save the draft (checked by the story schema); shoppers keep the published version", description: blockErrors, params, body: storyDraftBody, response: { 200: detail, ...failures } },
    },
    async (req) => {
      await saveDraft(db, actorOf(req), req.params.id, req.body);
      return ok(await storyDetail(db, req.params.id));
    },
  );

  r.post(
    `${base}/:id/publish`,
    {
      onRequest: owners,
      schema: {
        tags,
        summary: "Publish the draft: shoppers see it at once. Refused when a text's directives do not evaluate now (spec §5)",
        description: blockErrors,
        params,
        response: { 200: detail, ...failures },
      },
    },
    async (req) => {
      await publishStory(db, actorOf(req), req.params.id);
      return ok(await storyDetail(db, req.params.id));
    },
  );

  r.post(
    `${base}/:id/unpublish`,
    { onRequest: owners, schema: { tags, summary: "Stop showing the story to shoppers; its draft stays", params, response: { 200: detail, ...failures } } },
    async (req) => {
      await unpublishStory(db, actorOf(req), req.params.id);
      return ok(await storyDetail(db, req.params.id));
    },
  );

  r.get(
    `${base}/:id/versions`,
    { onRequest: owners, schema: { tags, summary: "The story's versions, newest first (drafts saved, published, restored)", params, response: { 200: okSchema(storyVersionsAnswer), ...failures } } },
    async (req) => ok(await storyVersions(db, req.params.id)),
  );

  r.post(
    `${base}/:id/versions/:versionId/restore`,
    { onRequest: owners, schema: { tags, summary: "Make an earlier version the draft", params: versionParams, response: { 200: detail, ...failures } } },
    async (req) => {
      await restoreVersion(db, actorOf(req), req.params.id, req.params.versionId);
      return ok(await storyDetail(db, req.params.id));
    },
  );

  r.get(
    `${base}/:id/preview`,
    {
      onRequest: owners,
      schema: { tags, summary: "The storefront page showing the draft, with a signed editor link valid for an hour", description: `409 "${PREVIEW_NEEDS_SECRET}" without it.`, params, response: { 200: okSchema(storyPreviewAnswer), ...failures } },
    },
    async (req) => ok(await storyPreview(db, options.previewSecret, req.params.id)),
  );

  r.get(
    "/api/admin/content/pictures",
    {
      onRequest: owners,
      schema: { tags, summary: "Pictures a block may show: those the stories show, then the products'; q finds a key, a story or a product by name", querystring: contentPicturesQuery, response: { 200: okSchema(contentPicturesAnswer), ...failures } },
    },
    async (req) => ok(await contentPictures(db, req.query.q || undefined)),
  );

  r.post(
    "/api/admin/content/pictures",
    {
      onRequest: owners,
      bodyLimit: MAX_UPLOAD_REQUEST_BYTES,
      schema: {
        tags,
        summary: "Upload a picture for a block (multipart/form-data: file); put the answer's image in the block and save the draft",
        description: `JPEG, PNG, WebP or HEIC up to ${MAX_UPLOAD_BYTES / 1024 / 1024} MB, checked from its bytes and stored upright without its camera metadata. 400 at the field \`file\`; 413 for one too large.`,
        response: { 200: okSchema(contentPictureUploadAnswer), ...failures, 413: errorAnswer },
      },
    },
    async (req) => ok(await storeContentPicture(options.storage, (await readPictureForm(req)).bytes)),
  );
}
