/**
 * The exam player's one frame (UI.md "The exam player"), shared by single-item practice, practice tests, mocks and
 * quizzes: a top bar with the section, "Item 3 of 20" and the time left, the item in the middle, and a bottom bar:
 * in a sitting the save state, Previous (only where going back is allowed), Finish test, Next or Finish; in practice
 * Previous and Next item, Back to the list, Submit, then Show answer and Redo. Presentational: the time comes from
 * the exam session machine's `timeLeftMs` (one timer source, on the server's clock), the buttons send its events.
 */
import type { ComponentType, HTMLAttributes, ReactNode } from 'react';
import { Button } from '@ui/button';
import type { SaveStatus, TimeLeft } from '@machines/exam-session.machine';
import { formatClock } from './format-clock.ts';
import { usePlayerTranslation } from './player-i18n.ts';

const TIMERS = ['item', 'part', 'test'] as const;

export interface TopBarProps {
  /** speaking | writing | reading | listening */
  section: string;
  /** mocks: "Part 1 · Speaking", as the PTE test names its three parts */
  part?: number | null;
  /** the test's title, or in practice the type's short name */
  title: string;
  /** 0-based; nothing is shown while `total` is 0 (unknown) */
  index: number;
  total: number;
  timeLeft: TimeLeft;
}

export function TopBar({ section, part, title, index, total, timeLeft }: TopBarProps) {
  const { t } = usePlayerTranslation();
  return (
    <header className="flex flex-wrap items-center justify-between gap-3 bg-primary-800 px-5 py-3 text-white" data-testid="player-top-bar">
      <div className="flex min-w-0 flex-col">
        <span className="text-xs uppercase tracking-wide opacity-80">
          {part != null && (
            <>
              <span data-testid="player-part" data-part={part}>
                {t('part', { n: part })}
              </span>
              <span aria-hidden="true"> · </span>
            </>
          )}
          <span data-testid="player-section">{t(`sections.${section}`, { defaultValue: section })}</span>
        </span>
        <span className="truncate font-semibold">{title}</span>
      </div>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {total > 0 && index >= 0 && (
          <span data-testid="item-position" data-index={index + 1} data-total={total}>
            {t('position', { n: index + 1, m: total })}
          </span>
        )}
        {TIMERS.map((k) => {
          const ms = timeLeft[k];
          if (ms === null) return null;
          const sec = Math.ceil(ms / 1000);
          return (
            <span key={k} className="flex items-center gap-1">
              <span className="text-xs opacity-80">{t(`timer.${k}`)}</span>
              <span role="timer" aria-live="off" aria-label={t(`timerLabel.${k}`)} data-testid={`time-left-${k}`} className={`rounded px-2 py-1 tabular-nums ${sec <= 60 ? 'bg-danger-700' : 'bg-primary-900/40'}`}>
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
  const { t } = usePlayerTranslation();
  const shown: SaveStatus = online ? status : 'offline';
  const tone = shown === 'saved' ? 'text-success-700' : shown === 'saving' ? 'text-muted' : 'text-warning-800';
  return (
    <p role="status" aria-live="polite" className={`flex items-center gap-2 text-sm ${tone}`} data-testid="save-state" data-state={shown}>
      <span aria-hidden="true" className={`inline-block size-2 rounded-full ${shown === 'saved' ? 'bg-success-700' : shown === 'saving' ? 'animate-pulse bg-primary-600' : 'bg-warning-800'}`} />
      {t(`save.${shown}`)}
    </p>
  );
}

/** The bottom bar's frame: what sits on the left (the save state, links away) and the actions on the right. */
export function BottomBar({ start, children }: { start?: ReactNode; children?: ReactNode }) {
  return (
    <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-line bg-canvas px-5 py-3" data-testid="player-bottom-bar">
      <div className="flex flex-wrap items-center gap-2">{start}</div>
      <div className="flex flex-wrap gap-2">{children}</div>
    </footer>
  );
}

/** A sitting's bottom bar (tests, mocks, quizzes). */
export function TestBottomBar({ saveStatus, online, canBack, isLast, busy, onBack, onNext, onFinish, extra }: {
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
  const { t } = usePlayerTranslation();
  return (
    <BottomBar start={<SaveState status={saveStatus} online={online} />}>
      {extra}
      {canBack && (
        <Button variant="secondary" onClick={onBack} disabled={busy} data-testid="previous-item">
          {t('previous')}
        </Button>
      )}
      {isLast ? (
        <Button onClick={onFinish} busy={busy} data-testid="finish">
          {t('finish')}
        </Button>
      ) : (
        <>
          <Button variant="secondary" onClick={onFinish} disabled={busy} data-testid="finish-early">
            {t('finishEarly')}
          </Button>
          <Button onClick={onNext} disabled={busy} data-testid="next-item">
            {t('next')}
          </Button>
        </>
      )}
    </BottomBar>
  );
}

/** The host's link (react-router's Link): the kit does not know the router. */
export type FrameLink = ComponentType<{ to: string; className?: string; children?: ReactNode; 'data-testid'?: string }>;

const linkClass = 'inline-flex min-h-10 items-center rounded-md border border-line bg-surface px-4 py-2 text-sm hover:bg-canvas focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';
const quietLinkClass = 'inline-flex min-h-10 items-center rounded-md px-4 py-2 text-sm text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';
const primaryLinkClass = 'inline-flex min-h-10 items-center rounded-md bg-primary-600 px-4 py-2 text-sm font-medium text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';

/**
 * Single-item practice's bottom bar. `phase` follows the session machine: answering (Submit), checking (Submit
 * busy), reviewing (Show/Hide answer, Redo, Next item), blocked (only the links away). Previous and Next item are
 * links, as each item has its own address.
 */
export function PracticeBottomBar({ phase, Link, previousTo, nextTo, listTo, answerShown, onSubmit, onRedo, onToggleAnswer }: {
  phase: 'answering' | 'checking' | 'reviewing' | 'blocked';
  Link: FrameLink;
  previousTo?: string;
  nextTo?: string;
  listTo: string;
  answerShown: boolean;
  onSubmit(): void;
  onRedo(): void;
  onToggleAnswer(): void;
}) {
  const { t } = usePlayerTranslation();
  return (
    <BottomBar
      start={
        <>
          {previousTo !== undefined && (
            <Link to={previousTo} className={linkClass} data-testid="previous-item">
              {t('practice.previous')}
            </Link>
          )}
          <Link to={listTo} className={quietLinkClass} data-testid="back-to-list">
            {t('practice.backToList')}
          </Link>
        </>
      }
    >
      {(phase === 'answering' || phase === 'checking') && (
        <Button onClick={onSubmit} busy={phase === 'checking'} data-testid="submit-answer">
          {t('practice.submit')}
        </Button>
      )}
      {phase === 'reviewing' && (
        <>
          <Button variant="secondary" onClick={onToggleAnswer} aria-pressed={answerShown} data-testid="show-answer">
            {t(answerShown ? 'practice.hideAnswer' : 'practice.showAnswer')}
          </Button>
          <Button variant="secondary" onClick={onRedo} data-testid="redo">
            {t('practice.redo')}
          </Button>
        </>
      )}
      {phase !== 'answering' && phase !== 'checking' && nextTo !== undefined && (
        <Link to={nextTo} className={primaryLinkClass} data-testid="next-item">
          {t('practice.next')}
        </Link>
      )}
    </BottomBar>
  );
}

/**
 * The player's box: the top bar, the item, the bottom bar. Extra attributes (data-mode, data-sheet) go on the box. The
 * item sits in a plain box: the page is already inside the layout's one <main> (scripts/landmarks.test.ts).
 */
export function PlayerFrame({ top, bottom, children, ...rest }: { top: ReactNode; bottom: ReactNode; children: ReactNode } & Omit<HTMLAttributes<HTMLDivElement>, 'children'>) {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col overflow-hidden rounded-card border border-line bg-surface" data-testid="exam-player" {...rest}>
      {top}
      <div className="flex flex-col gap-5 p-5">{children}</div>
      {bottom}
    </div>
  );
}
