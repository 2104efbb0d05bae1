import { wordCount } from '../scoring/index.ts';
import { useWordsTranslation } from './words-i18n.ts';

export interface WordCounterProps {
  text: string;
  min?: number;
  max?: number;
  id?: string;
  className?: string;
}

/** Where a count stands against optional limits. */
export function wordLimitState(count: number, min?: number, max?: number): 'ok' | 'tooFew' | 'tooMany' {
  if (min !== undefined && count < min) return 'tooFew';
  if (max !== undefined && count > max) return 'tooMany';
  return 'ok';
}

/**
 * A live word count (the kit/scoring rule the scorer uses), announced politely; outside the limits it turns red
 * AND says why, so colour is never the only signal. An empty text is not flagged as too short.
 */
export function WordCounter({ text, min, max, id, className = '' }: WordCounterProps) {
  const { t } = useWordsTranslation();
  const count = wordCount(text);
  const state = count === 0 ? 'ok' : wordLimitState(count, min, max);
  const limits =
    min !== undefined && max !== undefined ? t('counter.limits', { min, max }) : min !== undefined ? t('counter.atLeast', { min }) : max !== undefined ? t('counter.atMost', { max }) : null;
  return (
    <p
      id={id}
      aria-live="polite"
      data-testid="word-counter"
      data-state={state}
      className={`flex flex-wrap items-center gap-x-2 text-sm ${state === 'ok' ? 'text-muted' : 'font-medium text-danger-700'} ${className}`}
    >
      <span>
        {t('counter.label')}: <span className="tabular-nums font-semibold">{t('counter.count', { count })}</span>
      </span>
      {limits && <span>({limits})</span>}
      {state === 'tooFew' && <span>{t('counter.tooFew', { min })}</span>}
      {state === 'tooMany' && <span>{t('counter.tooMany', { max })}</span>}
    </p>
  );
}

export default WordCounter;
