import type { ReactNode } from 'react';
import { Alert } from '@ui/alert';
import type { ScoreResult } from '../define-question-type.ts';
import { useWordsTranslation } from './words-i18n.ts';

export interface TraitReviewProps {
  result: ScoreResult;
  /** the type's translated name of a trait key */
  traitLabel: (key: string) => string;
  /** the type's translated name of a measure key; measures without a label are not shown */
  measureLabel?: (key: string) => string | null;
  /** what the student wrote or said, shown first */
  response?: string | null;
  modelAnswer?: string | null;
  keyPoints?: readonly string[];
  children?: ReactNode;
}

function measureText(v: string | number | boolean | null, t: (k: string) => string): string {
  if (v === null) return t('traits.notMeasured');
  if (typeof v === 'boolean') return v ? t('traits.yes') : t('traits.no');
  return String(v);
}

/**
 * The Review of a rubric item: total, each trait's score or "waiting for a trainer", the measures (word count,
 * misspellings …) and, after submission, the model answer and key points.
 */
export function TraitReview({ result, traitLabel, measureLabel, response, modelAnswer, keyPoints, children }: TraitReviewProps) {
  const { t } = useWordsTranslation();
  const measures = Object.entries(result.measures ?? {}).flatMap(([k, v]) => {
    const label = measureLabel?.(k);
    return label ? [[k, label, v] as const] : [];
  });
  return (
    <div className="flex flex-col gap-4" data-testid="trait-review">
      <p className="text-base font-semibold text-ink" data-testid="review-score">
        {t('traits.total', { score: result.score, max: result.max })}
      </p>
      {result.needsHuman && <Alert variant="info">{t('traits.partial')}</Alert>}
      {response !== undefined && (
        <section className="rounded-md border border-line bg-surface p-3">
          <h3 className="mb-1 text-sm font-semibold text-ink">{t('traits.yourResponse')}</h3>
          <p className="whitespace-pre-line text-sm text-ink" data-testid="review-response">
            {response && response.trim() !== '' ? response : t('traits.none')}
          </p>
        </section>
      )}
      {children}
      <table className="w-full max-w-xl text-left text-sm" data-testid="review-traits">
        <caption className="mb-1 text-left text-sm font-semibold text-ink">{t('traits.heading')}</caption>
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="py-1 pr-4 font-medium">
              {t('traits.trait')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t('traits.score')}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.traits.map((tr) => (
            <tr key={tr.key} className="border-b border-line/60" data-trait={tr.key} data-pending={tr.pending ? 'true' : undefined}>
              <th scope="row" className="py-1 pr-4 font-normal text-ink">
                {traitLabel(tr.key)}
              </th>
              <td className="py-1 tabular-nums">{tr.pending ? <span className="text-muted">{t('traits.pending')}</span> : `${tr.score} / ${tr.max}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {measures.length > 0 && (
        <section>
          <h3 className="mb-1 text-sm font-semibold text-ink">{t('traits.measures')}</h3>
          <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="review-measures">
            {measures.map(([k, label, v]) => (
              <div key={k} className="contents">
                <dt className="text-muted">{label}</dt>
                <dd className="tabular-nums text-ink" data-measure={k}>
                  {measureText(v, t)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {modelAnswer && modelAnswer.trim() !== '' && (
        <section className="rounded-md border border-line bg-canvas p-3" data-testid="review-model-answer">
          <h3 className="mb-1 text-sm font-semibold text-ink">{t('traits.modelAnswer')}</h3>
          <p className="whitespace-pre-line text-sm text-ink">{modelAnswer}</p>
        </section>
      )}
      {keyPoints && keyPoints.length > 0 && (
        <section>
          <h3 className="mb-1 text-sm font-semibold text-ink">{t('traits.keyPoints')}</h3>
          <ul className="list-disc pl-5 text-sm text-ink">
            {keyPoints.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export default TraitReview;
