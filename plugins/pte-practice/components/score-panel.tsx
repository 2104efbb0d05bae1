import type { ScoreResult } from '@question-types/kit/define-question-type';
import type { AnyQuestionType } from '@question-types/registry';
import { useQuestionTypeTraitLabel } from '@question-types/type-texts';
import { usePracticeTranslation } from '../locales/texts';

/** The score of one answer with its traits as bars (numbers people compare are drawn, UI.md). */
export function ScorePanel({ def, result }: { def: AnyQuestionType; result: ScoreResult }) {
  const { t } = usePracticeTranslation();
  // in the page's language ("সঠিক উত্তর"), from the type's own texts
  const label = useQuestionTypeTraitLabel(def.slug);
  return (
    <div className="flex flex-col gap-3" data-testid="score-panel">
      <p className="text-2xl font-semibold text-ink" data-testid="score" data-score={result.score} data-max={result.max}>
        {t('result.score', { score: result.score, max: result.max })}
      </p>
      {result.needsHuman && <p className="text-sm text-warning-800">{t('result.needsHuman')}</p>}
      <ul className="flex flex-col gap-2" aria-label={t('result.traits')}>
        {result.traits.map((tr) => (
          <li key={tr.key} className="grid grid-cols-[minmax(8rem,14rem)_1fr_auto] items-center gap-3 text-sm" data-testid="trait" data-key={tr.key}>
            <span className="text-ink">{label(tr.key)}</span>
            <span className="h-2 overflow-hidden rounded-full bg-line" aria-hidden="true">
              <span className="block h-full rounded-full bg-primary-600" style={{ width: `${tr.max > 0 ? (100 * tr.score) / tr.max : 0}%` }} />
            </span>
            <span className="tabular-nums text-muted">
              {tr.pending ? t('result.pending') : t('result.traitScore', { score: tr.score, max: tr.max })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
