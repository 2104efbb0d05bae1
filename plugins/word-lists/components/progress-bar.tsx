/** A list's flash-card progress: known, learning and new words as one bar with its numbers in words beside it. */
import type { Progress } from '../api/word-lists-api';
import { useWordListsTranslation } from '../locales/texts';

export function ProgressBar({ progress }: { progress: Progress }) {
  const { t } = useWordListsTranslation();
  const pct = (n: number) => (progress.total ? (n / progress.total) * 100 : 0);
  const text = t('progress.summary', { known: progress.known, learning: progress.learning, fresh: progress.new, total: progress.total });
  return (
    <div className="flex min-w-40 flex-col gap-1" data-testid="word-progress" data-known={progress.known} data-learning={progress.learning} data-new={progress.new}>
      <div className="flex h-2 overflow-hidden rounded bg-canvas" role="img" aria-label={text}>
        <div className="bg-success-700" style={{ width: `${pct(progress.known)}%` }} />
        <div className="bg-primary-600" style={{ width: `${pct(progress.learning)}%` }} />
      </div>
      <span className="text-xs text-muted">{text}</span>
    </div>
  );
}
