/**
 * The exam player's frame (UI.md "The exam player"): a top bar with the section, "Item 3 of 20" and the time left
 * (the item's, the part's, the test's, as the session has them) and a bottom bar with the save state, Previous (only
 * where going back is allowed), Next or Finish. Presentational: the page feeds it from the session machine.
 */
import type { ReactNode } from 'react';
import { Button } from '@ui/button';
import type { SaveStatus, TimeLeft } from '@machines/exam-session.machine';
import { formatClock } from '@question-types/kit/ui/format-clock';
import { useExamsTranslation } from './texts';

const TIMERS = ['item', 'part', 'test'] as const;

/** `part` (mocks): "Part 1 · Speaking", as the PTE test names its three parts. */
export function TopBar({ section, part, title, index, total, timeLeft }: { section: string; part?: number | null; title: string; index: number; total: number; timeLeft: TimeLeft }) {
  const { t } = useExamsTranslation();
  return (
    <header className="flex flex-wrap items-center justify-between gap-3 bg-primary-800 px-5 py-3 text-white" data-testid="player-top-bar">
      <div className="flex min-w-0 flex-col">
        <span className="text-xs uppercase tracking-wide opacity-80">
          {part != null && (
            <>
              <span data-testid="player-part" data-part={part}>
                {t('player.part', { n: part })}
              </span>
              <span aria-hidden="true"> · </span>
            </>
          )}
          <span data-testid="player-section">{t(`sections.${section}`, { defaultValue: section })}</span>
        </span>
        <span className="truncate font-semibold">{title}</span>
      </div>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {total > 0 && (
          <span data-testid="item-position" data-index={index + 1} data-total={total}>
            {t('player.position', { n: index + 1, m: total })}
          </span>
        )}
        {TIMERS.map((k) => {
          const ms = timeLeft[k];
          if (ms === null) return null;
          const sec = Math.ceil(ms / 1000);
          return (
            <span key={k} className="flex items-center gap-1">
              <span className="text-xs opacity-80">{t(`player.timer.${k}`)}</span>
              <span role="timer" aria-live="off" aria-label={t(`player.timerLabel.${k}`)} data-testid={`time-left-${k}`} className={`rounded px-2 py-1 tabular-nums ${sec <= 60 ? 'bg-danger-700' : 'bg-primary-900/40'}`}>
                {formatClock(sec)}
              </span>
            </span>
          );
        })}
      </div>
    </header>
  );
}

/** "All answers saved" / "Saving…" / "Offline: answers will be saved when the connection returns". */
export function SaveState({ status, online }: { status: SaveStatus; online: boolean }) {
  const { t } = useExamsTranslation();
  const shown: SaveStatus = online ? status : 'offline';
  const tone = shown === 'saved' ? 'text-success-700' : shown === 'saving' ? 'text-muted' : 'text-warning-800';
  return (
    <p role="status" aria-live="polite" className={`flex items-center gap-2 text-sm ${tone}`} data-testid="save-state" data-state={shown}>
      <span aria-hidden="true" className={`inline-block size-2 rounded-full ${shown === 'saved' ? 'bg-success-700' : shown === 'saving' ? 'animate-pulse bg-primary-600' : 'bg-warning-800'}`} />
      {t(`player.save.${shown}`)}
    </p>
  );
}

export function BottomBar({ saveStatus, online, canBack, isLast, busy, onBack, onNext, onFinish, extra }: {
  saveStatus: SaveStatus;
  online: boolean;
  canBack: boolean;
  isLast: boolean;
  busy?: boolean;
  onBack(): void;
  onNext(): void;
  onFinish(): void;
  extra?: ReactNode;
}) {
  const { t } = useExamsTranslation();
  return (
    <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-line bg-canvas px-5 py-3" data-testid="player-bottom-bar">
      <SaveState status={saveStatus} online={online} />
      <div className="flex flex-wrap gap-2">
        {extra}
        {canBack && (
          <Button variant="secondary" onClick={onBack} disabled={busy} data-testid="previous-item">
            {t('player.previous')}
          </Button>
        )}
        {isLast ? (
          <Button onClick={onFinish} busy={busy} data-testid="finish">
            {t('player.finish')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onFinish} disabled={busy} data-testid="finish-early">
              {t('player.finishEarly')}
            </Button>
            <Button onClick={onNext} disabled={busy} data-testid="next-item">
              {t('player.next')}
            </Button>
          </>
        )}
      </div>
    </footer>
  );
}
