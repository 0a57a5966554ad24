import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { MAX_STORY_SLUG_LENGTH } from "@petsies/domain";
import { editorPreviewAnswer, storyAnswer, storyByUuidAnswer } from "@petsies/contract";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import { INT4_MAX } from "../../infra/schemas.ts";
import { COULD_NOT_LOAD_STORY, storyBySlug, storyByUuid, storyExists, validateEditor, viewFor } from "./service.ts";

const slugParams = z.object({
  "*": z
    .string()
    .max(MAX_STORY_SLUG_LENGTH)
    .regex(/^[a-z0-9\-/_]*$/i, "A story slug holds letters, digits, dashes, underscores and slashes only"),
});
const previewToken = z.string().max(200, "Invalid or expired preview token").optional();
const previewQuery = z.object({ previewToken });

const editorQuery = z.object({
  storyId: z.coerce.number({ error: "storyId is the story's id" }).int().min(1).max(INT4_MAX),
  language: z.string().regex(/^[a-z]{2,8}([-_][a-z0-9]{2,8})?$/i, "language is a language code or default").default("default"),
  timestamp: z.coerce.number({ error: "timestamp is the editor link's time in seconds" }).int().min(0).max(99_999_999_999),
  token: z.string().regex(/^[0-9a-f]{64}$/i, "token is the editor link's token (64 hex digits)"),
});

const draftNote =
  "A valid previewToken (from validate-editor) answers the draft version of the story it was made for; an invalid or expired one, or one made for another story, is refused with 401.";

export interface CmsOptions {
  /** CMS_PREVIEW_SECRET: draft preview is off without it. */
  previewSecret: string | undefined;
}

export function cmsRoutes(app: FastifyInstance, db: Db, options: CmsOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["cms"];
  /** What a request sees; a draft answer is kept out of every cache (it changes, and only the editor may see it). */
  const version = (token: string | undefined, reply: FastifyReply) => {
    const view = viewFor(options.previewSecret, token);
    if (view !== "published") reply.header("cache-control", "private, no-store");
    return view;
  };

  r.get(
    "/api/cms/story/*",
    {
      schema: {
        tags,
        summary: "A content story by full slug (an empty slug is the home story), with the stories its block_reference blocks include",
        description: `${draftNote} 404 "${COULD_NOT_LOAD_STORY}" when there is none.`,
        params: slugParams,
        querystring: previewQuery,
        response: { 200: okSchema(storyAnswer) },
      },
    },
    async (req, reply) => ok(await storyBySlug(db, req.params["*"], version(req.query.previewToken, reply))),
  );

  r.get(
    "/api/cms/check-exist/*",
    { schema: { tags, summary: "Whether a story exists at a full slug (result.exist)", description: draftNote, params: slugParams, querystring: previewQuery, response: { 200: okSchema(z.object({ exist: z.boolean() })) } } },
    async (req, reply) => ok({ exist: await storyExists(db, req.params["*"], version(req.query.previewToken, reply)) }),
  );

  r.get(
    "/api/cms/get-by-uuid",
    {
      schema: {
        tags,
        summary: "A story by its uuid, as result.stories[0]",
        description: `${draftNote} 404 "${COULD_NOT_LOAD_STORY}" when there is none.`,
        querystring: z.object({ uuid: z.uuid("uuid is a story's uuid"), previewToken }),
        response: { 200: okSchema(storyByUuidAnswer) },
      },
    },
    async (req, reply) => ok({ stories: [await storyByUuid(db, req.query.uuid, version(req.query.previewToken, reply))] }),
  );

  const validateEditorSchema = {
    tags,
    summary: "Checks the visual editor's link (story id, language, time, token) and answers a preview token for the story's draft, with its full slug",
    description:
      'The link token is the HMAC-SHA256 of "editor:{storyId}:{timestamp}" under CMS_PREVIEW_SECRET, valid for an hour; the preview token answered opens the draft of that story alone, for an hour. 401 for an invalid or expired link, 403 when the shop has no CMS_PREVIEW_SECRET, 404 for an unknown story.',
    querystring: editorQuery,
    response: { 200: okSchema(editorPreviewAnswer) },
  };
  r.get("/api/cms/validate-editor", { schema: validateEditorSchema }, async (req) => ok(await validateEditor(db, options.previewSecret, req.query)));
  // Spec §7 writes the call with a trailing slash: that spelling answers too (left out of the OpenAPI document).
  r.get("/api/cms/validate-editor/", { schema: { ...validateEditorSchema, hide: true } }, async (req) =>
    ok(await validateEditor(db, options.previewSecret, req.query)),
  );
}
