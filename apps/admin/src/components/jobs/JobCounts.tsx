/** Jobs per status, each a link that filters the list to it (the kind filter stays); "All" clears the status. */
import { Link } from "@tanstack/react-router";
import { JOB_STATUSES, type JobPage, type JobQuery } from "@petsies/contract/admin";
import { JOB_STATUS_NAMES } from "./job-status.ts";

const tileClass =
  "flex h-full flex-col justify-between rounded-lg border border-slate-200 bg-white p-3 hover:border-indigo-400 hover:bg-indigo-50 aria-[current=true]:border-indigo-600 aria-[current=true]:bg-indigo-50";

export function JobCounts({ counts, current, kind }: { counts: JobPage["counts"]; current: JobQuery["status"]; kind: string | undefined }) {
  const all = JOB_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  return (
    <nav aria-label="Jobs per status" className="mb-6">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        <li>
          <Link to="/jobs" search={{ kind }} aria-current={current === undefined ? "true" : undefined} className={tileClass}>
            <span className="text-sm text-slate-700">All</span>
            <span className="mt-1 text-xl font-semibold tabular-nums text-slate-900">
              {all}
              <span className="sr-only"> jobs</span>
            </span>
          </Link>
        </li>
        {JOB_STATUSES.map((status) => (
          <li key={status}>
            <Link to="/jobs" search={{ status, kind }} aria-current={status === current ? "true" : undefined} className={tileClass}>
              <span className="text-sm text-slate-700">{JOB_STATUS_NAMES[status]}</span>
              <span className={`mt-1 text-xl font-semibold tabular-nums ${status === "dead" && counts.dead > 0 ? "text-red-800" : "text-slate-900"}`}>
                {counts[status]}
                <span className="sr-only"> jobs</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
