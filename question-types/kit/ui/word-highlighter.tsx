import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useWordsTranslation } from './words-i18n.ts';

export interface WordHighlighterProps {
  words: readonly string[];
  selected: readonly number[];
  onToggle: (index: number) => void;
  disabled?: boolean;
  /** accessible name of the group (defaults to none; the host usually labels the item) */
  label?: string;
  /** the Review marks words right/wrong/missed instead of letting them toggle */
  marks?: Readonly<Record<number, 'right' | 'wrong' | 'missed'>>;
}

const MARK_STYLE = {
  right: 'bg-success-50 text-success-700 underline decoration-2 underline-offset-4',
  wrong: 'bg-danger-50 text-danger-700 line-through decoration-2',
  missed: 'outline-dashed outline-2 outline-warning-800 text-warning-800',
} as const;

/**
 * A transcript whose words are toggle buttons (aria-pressed): Tab reaches the text once, arrow keys, Home and
 * End move between words, Space or Enter toggles one. Selected words are highlighted AND bold-underlined.
 */
export function WordHighlighter({ words, selected, onToggle, disabled = false, label, marks }: WordHighlighterProps) {
  const { t } = useWordsTranslation();
  const hintId = useId();
  const chosen = new Set(selected);
  const [active, setActive] = useState(0);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const move = (to: number) => {
    const next = Math.max(0, Math.min(words.length - 1, to));
    setActive(next);
    refs.current[next]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const to = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? i + 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? words.length - 1 : null;
    if (to === null) return;
    e.preventDefault();
    move(to);
  };

  return (
    <div className="flex flex-col gap-2">
      <p id={hintId} className="sr-only">
        {t('highlighter.instructions')}
      </p>
      <div role="group" aria-label={label} aria-describedby={hintId} className="text-base leading-9 text-ink" data-testid="word-highlighter">
        {words.map((w, i) => {
          const on = chosen.has(i);
          const mark = marks?.[i];
          const style = mark ? MARK_STYLE[mark] : on ? 'bg-warning-50 font-semibold underline decoration-2 underline-offset-4 ring-1 ring-warning-800' : 'hover:bg-canvas';
          return (
            <span key={i}>
              <button
                type="button"
                ref={(el) => {
                  refs.current[i] = el;
                }}
                data-testid={`word-${i}`}
                data-mark={mark}
                aria-pressed={on}
                disabled={disabled}
                tabIndex={i === Math.min(active, words.length - 1) ? 0 : -1}
                onFocus={() => setActive(i)}
                onKeyDown={(e) => onKeyDown(e, i)}
                onClick={() => onToggle(i)}
                className={`rounded px-0.5 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 disabled:cursor-default ${style}`}
              >
                {w}
              </button>{' '}
            </span>
          );
        })}
      </div>
      <p aria-live="polite" className="text-xs text-muted">
        {t('highlighter.selectedCount', { count: chosen.size })}
      </p>
    </div>
  );
}

export default WordHighlighter;
