import { z } from "zod";
import { line, queryInt } from "./fields.ts";

export const JOB_STATUSES = ["pending", "running", "done", "dead"] as const;
export const jobStatus = z.enum(JOB_STATUSES);

/** Background work (e-mails and the like): what it is, how it went, and its last error. */
export const jobView = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: jobStatus,
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  runAt: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  payload: z.unknown(),
});
export type JobView = z.infer<typeof jobView>;

/** GET /api/admin/jobs (owners): newest first, with the count in each status. */
export const jobQuery = z.object({
  status: jobStatus.optional(),
  kind: line(60).optional(),
  page: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 100).default(50),
});
export type JobQuery = z.infer<typeof jobQuery>;
export const jobPage = z.object({
  jobs: z.array(jobView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.object({ pending: z.number().int(), running: z.number().int(), done: z.number().int(), dead: z.number().int() }),
});
export type JobPage = z.infer<typeof jobPage>;
/** POST /api/admin/jobs/:id/retry (owners): a dead or waiting job runs again now, with fresh tries. */
export const jobRetryAnswer = jobView;
