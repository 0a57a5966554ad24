import { Button } from "./Button.tsx";

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What the rows are, for "Showing 1–25 of 130 orders". */
  noun: string;
  /**
   * The API stopped counting at `total` ("10,000+"): the last page is not known, so Next works while pages
   * come back full. Needs rowsOnPage.
   */
  capped?: boolean;
  /** How many rows this page holds. */
  rowsOnPage?: number;
}

export function Pagination({ page, pageSize, total, onPageChange, noun, capped = false, rowsOnPage }: PaginationProps) {
  if (capped) return <CappedPagination page={page} pageSize={pageSize} total={total} onPageChange={onPageChange} noun={noun} rowsOnPage={rowsOnPage ?? 0} />;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm text-slate-700">
      <p>
        {total === 0 ? `No ${noun}` : `Showing ${first}–${last} of ${total} ${noun}`}
      </p>
      <div className="flex items-center gap-2">
        <Button size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          Previous
        </Button>
        <span>
          Page {Math.min(page, pages)} of {pages}
        </span>
        <Button size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= pages}>
          Next
        </Button>
      </div>
    </nav>
  );
}

const count = new Intl.NumberFormat("en-US");

function CappedPagination({ page, pageSize, total, onPageChange, noun, rowsOnPage }: Required<Omit<PaginationProps, "capped">>) {
  const first = (page - 1) * pageSize + 1;
  const last = first + rowsOnPage - 1;
  const more = `${count.format(total)}+`;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm text-slate-700">
      <p>{rowsOnPage === 0 ? `No ${noun} on this page (of ${more} ${noun})` : `Showing ${count.format(first)}–${count.format(last)} of ${more} ${noun}`}</p>
      <div className="flex items-center gap-2">
        <Button size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          Previous
        </Button>
        <span>
          Page {page} of {count.format(Math.max(page, Math.ceil(total / pageSize)))}+
        </span>
        <Button size="sm" onClick={() => onPageChange(page + 1)} disabled={rowsOnPage < pageSize}>
          Next
        </Button>
      </div>
    </nav>
  );
}
