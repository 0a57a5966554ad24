import { z } from "zod";

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

/**
 * One browser error (spec §7 "Other"), in the GELF shape the storefront sends: standard fields plus
 * additional ones prefixed with "_". Long texts are refused rather than cut, so a stored row is what was sent;
 * fields the shop does not know are dropped.
 */
export const errorLogBody = z.object({
  version: text(10).optional(),
  host: text(255).optional(),
  short_message: text(1000).min(1, "short_message is required"),
  full_message: text(20_000).optional(),
  facility: text(100).optional(),
  file: text(2000).optional(),
  line: z.number().int().min(0).max(10_000_000).optional(),
  _current_url: text(2000).optional(),
  _user_agent: text(1000).optional(),
  _trace_id: text(100).optional(),
  _app_version: text(100).optional(),
  _instance_id: text(100).optional(),
});

export type ErrorLogBody = z.infer<typeof errorLogBody>;
