/**
 * Items per production status, each a link to the orders list filtered to that status ("/orders?status=13").
 * Used on the dashboard and, as the board, above the orders list.
 */
import { Link } from "@tanstack/react-router";
import type { StatusBoardAnswer } from "@petsies/contract/admin";

interface StatusTilesProps {
  statuses: StatusBoardAnswer["statuses"];
  heading: string;
  /** The status the list is filtered to, marked as current. */
  current?: number | undefined;
  /** Hide statuses without items (the board above the list stays short). */
  hideEmpty?: boolean;
}

export function StatusTiles({ statuses, heading, current, hideEmpty = false }: StatusTilesProps) {
  const shown = hideEmpty ? statuses.filter((s) => s.count > 0 || s.statusId === current) : statuses;
  return (
    <section aria-labelledby="status-tiles-heading">
      <h2 id="status-tiles-heading" className="mb-3 text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600">No items in production.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
          {shown.map((status) => (
            <li key={status.statusId}>
              <Link
                to="/orders"
                search={{ status: status.statusId }}
                aria-current={status.statusId === current ? "true" : undefined}
                className="flex h-full flex-col justify-between rounded-lg border border-slate-200 bg-white p-3 hover:border-indigo-400 hover:bg-indigo-50 aria-[current=true]:border-indigo-600 aria-[current=true]:bg-indigo-50"
              >
                <span className="text-sm text-slate-700">{status.name}</span>
                <span className="mt-1 text-xl font-semibold tabular-nums text-slate-900">
                  {status.count}
                  <span className="sr-only"> items</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
