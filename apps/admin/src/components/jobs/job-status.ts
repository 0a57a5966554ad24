import type { JobView } from "@petsies/contract/admin";

export const JOB_STATUS_NAMES: Record<JobView["status"], string> = { pending: "Pending", running: "Running", done: "Done", dead: "Dead" };

/** A dead job, or one still waiting for its next try, can be run again now with fresh tries. */
export const canRetry = (job: Pick<JobView, "status">) => job.status === "dead" || job.status === "pending";
