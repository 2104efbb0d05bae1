import type { TraitScore } from '@question-types/kit/define-question-type';
import { useEvaluationTranslation } from '../locales/texts';

/** A trait key's name in the current language; the type's English label when this app has no text for it. */
export function useTraitLabel() {
  const { t } = useEvaluationTranslation();
  return (key: string, fallback?: string) => t(`traits.${key}`, { defaultValue: fallback ?? key });
}

/** The score with each trait and its maximum (bars: numbers people compare are drawn), "awaiting a trainer" for pending ones. */
export function ScoreSummary({ result, labels }: { result: { score: number; max: number; needsHuman: boolean; traits: TraitScore[] }; labels?: Record<string, string> }) {
  const { t } = useEvaluationTranslation();
  const label = useTraitLabel();
  return (
    <div className="flex flex-col gap-3" data-testid="score-summary">
      <p className="text-2xl font-semibold text-ink" data-testid="score" data-score={result.score} data-max={result.max}>
        {t('result.score', { score: result.score, max: result.max })}
      </p>
      {result.needsHuman && <p className="text-sm text-warning-800">{t('result.partial')}</p>}
      <ul className="flex flex-col gap-2" aria-label={t('result.traits')}>
        {result.traits.map((tr) => (
          <li key={tr.key} className="grid grid-cols-[minmax(8rem,16rem)_1fr_auto] items-center gap-3 text-sm" data-testid="trait" data-key={tr.key} data-pending={tr.pending ? 'true' : undefined}>
            <span className="text-ink">{label(tr.key, labels?.[tr.key])}</span>
            <span className="h-2 overflow-hidden rounded-full bg-line" aria-hidden="true">
              {!tr.pending && <span className="block h-full rounded-full bg-primary-600" style={{ width: `${tr.max > 0 ? (100 * tr.score) / tr.max : 0}%` }} />}
            </span>
            <span className={`tabular-nums ${tr.pending ? 'font-medium text-warning-800' : 'text-muted'}`}>
              {tr.pending ? t('result.awaiting') : t('result.traitScore', { score: tr.score, max: tr.max })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
