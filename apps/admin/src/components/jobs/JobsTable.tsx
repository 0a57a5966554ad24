/** One page of jobs, newest first: what, how it went, when it runs next or finished, its last error, a retry. */
import { useState } from "react";
import { Link } from "@tanstack/react-router";
import type { JobView } from "@petsies/contract/admin";
import { formatDateTime } from "../../lib/dates.ts";
import { useRetryJob } from "../../lib/jobs.ts";
import { Button } from "../ui/Button.tsx";
import { EmptyRow, Table, Td, Th } from "../ui/Table.tsx";
import { ErrorNotice, Notice } from "../ui/Notice.tsx";
import { canRetry, JOB_STATUS_NAMES } from "./job-status.ts";

const STATUS_TONE: Record<JobView["status"], string> = {
  pending: "bg-amber-100 text-amber-950",
  running: "bg-indigo-100 text-indigo-900",
  done: "bg-emerald-100 text-emerald-900",
  dead: "bg-red-100 text-red-900",
};

/** A long error (a stack) opens on demand; a short one shows as it is. */
function LastError({ text }: { text: string | null }) {
  if (!text) return <span className="text-slate-600">—</span>;
  const firstLine = text.split("\n", 1)[0] ?? "";
  if (firstLine === text && text.length <= 160) return <span className="break-words text-red-900">{text}</span>;
  return (
    <details>
      <summary className="cursor-pointer break-words text-red-900">{firstLine.length > 160 ? `${firstLine.slice(0, 160)}…` : firstLine}</summary>
      <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap break-words rounded border border-slate-200 bg-slate-50 p-2 text-xs text-slate-900">{text}</pre>
    </details>
  );
}

function When({ job }: { job: JobView }) {
  if (job.finishedAt) return <>Finished {formatDateTime(job.finishedAt)}</>;
  if (job.status === "running") return <>Running since {formatDateTime(job.runAt)}</>;
  return <>Next run {formatDateTime(job.runAt)}</>;
}

export function JobsTable({ jobs, busy }: { jobs: JobView[]; busy: boolean }) {
  const retry = useRetryJob();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <ErrorNotice error={retry.error} />
      {message ? <Notice tone="success">{message}</Notice> : null}
      <Table caption="Background jobs, newest first" className={busy ? "opacity-60" : ""} minWidth="min-w-[60rem]">
        <thead>
          <tr>
            <Th>Id</Th>
            <Th>Kind</Th>
            <Th>Status</Th>
            <Th>Attempts</Th>
            <Th>Created</Th>
            <Th>Next run or finished</Th>
            <Th>Last error</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100" aria-busy={busy || undefined}>
          {jobs.length === 0 ? (
            <EmptyRow colSpan={8}>No jobs match these filters.</EmptyRow>
          ) : (
            jobs.map((job) => (
              <tr key={job.id}>
                <Td className="tabular-nums">{job.id}</Td>
                <Td>
                  <Link from="/jobs" to="/jobs" search={(prev) => ({ ...prev, kind: job.kind, page: 1 })} className="text-indigo-800 hover:underline">
                    <code>{job.kind}</code>
                    <span className="sr-only"> (show only this kind)</span>
                  </Link>
                </Td>
                <Td>
                  <span className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONE[job.status]}`}>{JOB_STATUS_NAMES[job.status]}</span>
                </Td>
                <Td className="whitespace-nowrap tabular-nums">
                  {job.attempts} / {job.maxAttempts}
                </Td>
                <Td className="whitespace-nowrap">{formatDateTime(job.createdAt)}</Td>
                <Td className="whitespace-nowrap">
                  <When job={job} />
                </Td>
                <Td className="min-w-[16rem] max-w-[24rem]">
                  <LastError text={job.lastError} />
                </Td>
                <Td className="text-right">
                  {canRetry(job) ? (
                    <Button
                      size="sm"
                      pending={retry.isPending && retry.variables === job.id}
                      pendingText="Retrying…"
                      disabled={retry.isPending}
                      onClick={() => {
                        setMessage(null);
                        retry.mutate(job.id, { onSuccess: (after) => setMessage(`Job ${after.id} (${after.kind}) will run again now.`) });
                      }}
                    >
                      Retry<span className="sr-only"> job {job.id}</span>
                    </Button>
                  ) : null}
                </Td>
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </div>
  );
}
