import { Button } from './button';

export interface PaginationLabels {
  /** the nav's accessible name */
  label: string;
  /** e.g. "42 answers" */
  total: string;
  /** e.g. "Page 2 of 5" (announced politely) */
  page: string;
  previous: string;
  next: string;
}

/**
 * The bar under a server-paginated list: the total, Previous (`data-testid="page-previous"`), the current page and
 * Next (`data-testid="page-next"`). `page` and `last` are 1-based; `onPage` gets the page to show. A single page
 * shows only the total: two disabled buttons would be controls that do nothing.
 */
export function Pagination({ page, last, onPage, labels }: { page: number; last: number; onPage: (page: number) => void; labels: PaginationLabels }) {
  return (
    <nav aria-label={labels.label} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <span className="text-muted">{labels.total}</span>
      {last > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="page-previous">
            {labels.previous}
          </Button>
          <span aria-live="polite">{labels.page}</span>
          <Button variant="secondary" disabled={page >= last} onClick={() => onPage(page + 1)} data-testid="page-next">
            {labels.next}
          </Button>
        </div>
      )}
    </nav>
  );
}
