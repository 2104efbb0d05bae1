import { Alert } from './alert';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { Skeleton } from './spinner';

/** A list's rows standing in while the first page loads (`data-testid="list-skeleton"`). */
export function ListSkeleton({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <div aria-busy="true" aria-label={label} className="flex flex-col gap-2" data-testid="list-skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}

/** A list that failed to load: the error and a Retry button (busy while the list is fetched again). */
export function ListLoadError({ message, retryLabel, onRetry, busy }: { message: string; retryLabel: string; onRetry: () => void; busy?: boolean }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert variant="error">{message}</Alert>
      <Button variant="secondary" onClick={onRetry} busy={busy}>
        {retryLabel}
      </Button>
    </div>
  );
}

/** A filtered list with no rows: the message and a button that clears the filters. */
export function FilteredEmptyState({ title, clearLabel, onClear }: { title: string; clearLabel: string; onClear: () => void }) {
  return (
    <EmptyState
      title={title}
      action={
        <Button variant="secondary" onClick={onClear}>
          {clearLabel}
        </Button>
      }
    />
  );
}
