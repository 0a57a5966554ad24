import { z } from "zod";
import { line, queryInt } from "./fields.ts";

/** GET /api/admin/url-rewrites (owner): q finds a request or target path; newest first. */
export const urlRewriteListQuery = z.object({
  q: line(200).optional(),
  page: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 100).default(25),
});
export type UrlRewriteListQuery = z.infer<typeof urlRewriteListQuery>;

export const urlRewriteRow = z.object({ id: z.number().int(), requestPath: z.string(), targetPath: z.string(), redirectType: z.union([z.literal(301), z.literal(302)]), createdAt: z.string() });
export type UrlRewriteRow = z.infer<typeof urlRewriteRow>;
export const urlRewriteList = z.object({ rewrites: z.array(urlRewriteRow), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type UrlRewriteList = z.infer<typeof urlRewriteList>;

const path = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${what}`)
    .max(1000, "At most 1000 characters")
    .regex(/^\/[^\s?#]*$/, "Write a path on this shop that starts with /, like /old-page/");

/**
 * POST /api/admin/url-rewrites (owner): an old path that now redirects, permanently (301) or for a while (302).
 * The target must be a page the shop shows (a product, a category or a published story).
 */
export const newUrlRewriteBody = z
  .object({ requestPath: path("old path"), targetPath: path("new path"), redirectType: z.union([z.literal(301), z.literal(302)]) })
  .superRefine((value, ctx) => {
    const clean = (p: string) => p.replace(/\/+$/, "");
    if (clean(value.requestPath) === clean(value.targetPath)) ctx.addIssue({ code: "custom", path: ["targetPath"], message: "The new path must differ from the old one" });
  });
export type NewUrlRewriteBody = z.infer<typeof newUrlRewriteBody>;
