import type { ScoreResult } from '../define-question-type.ts';
import { useKitTranslation } from './kit-i18n.ts';

export interface ChoiceReviewProps {
  options: Array<{ id: string; text: string }>;
  /** what the student selected */
  selected: string[];
  /** the key */
  correct: string[];
  result: ScoreResult;
  /** the recording's transcript, shown after submission */
  transcript?: string | null;
  question?: string;
}

/**
 * The Review of a choice item: each option marked as the student's answer and/or the correct one, right or wrong,
 * with the score and the transcript. Marks use text and symbols, not colour alone.
 */
export function ChoiceReview({ options, selected, correct, result, transcript, question }: ChoiceReviewProps) {
  const { t } = useKitTranslation();
  const chosen = new Set(selected);
  const keyed = new Set(correct);
  return (
    <div className="flex flex-col gap-4" data-testid="choice-review">
      <p className="text-base font-semibold text-ink" data-testid="review-score">
        {t('review.score', { score: result.score, max: result.max })}
      </p>
      {question && <p className="text-sm font-medium text-ink">{question}</p>}
      {selected.length === 0 && <p className="text-sm text-muted">{t('review.noAnswer')}</p>}
      <ul className="flex flex-col gap-2">
        {options.map((o) => {
          const isChosen = chosen.has(o.id);
          const isKey = keyed.has(o.id);
          const tone = isChosen && isKey ? 'border-success-700/50 bg-success-50' : isChosen ? 'border-danger-700/50 bg-danger-50' : isKey ? 'border-success-700/50 border-dashed' : 'border-line';
          return (
            <li key={o.id} data-testid={`review-option-${o.id}`} data-correct={isChosen === isKey} className={`flex flex-col gap-1 rounded-md border p-3 text-sm ${tone}`}>
              <div className="flex gap-2">
                <span className="font-semibold text-ink">{o.id}.</span>
                <span className="text-ink">{o.text}</span>
              </div>
              <div className="flex flex-wrap gap-2 text-xs font-medium">
                {isChosen && (
                  <span className={isKey ? 'text-success-700' : 'text-danger-700'}>
                    {isKey ? '✓' : '✗'} {t('review.yourAnswer')} — {isKey ? t('review.right') : t('review.wrong')}
                  </span>
                )}
                {isKey && <span className="text-success-700">★ {t('review.correctAnswer')}</span>}
                {isKey && !isChosen && <span className="text-warning-800">{t('review.missed')}</span>}
              </div>
            </li>
          );
        })}
      </ul>
      {transcript && <TranscriptBox text={transcript} />}
    </div>
  );
}

/** The recording's transcript, shown in the Review after submission. */
export function TranscriptBox({ text }: { text: string }) {
  const { t } = useKitTranslation();
  return (
    <section aria-label={t('review.transcript')} className="rounded-md border border-line bg-canvas p-3" data-testid="review-transcript">
      <h3 className="mb-1 text-sm font-semibold text-ink">{t('review.transcript')}</h3>
      <p className="whitespace-pre-line text-sm text-ink">{text}</p>
    </section>
  );
}

export default ChoiceReview;
