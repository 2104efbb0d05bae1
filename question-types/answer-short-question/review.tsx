import type { ReviewProps } from '../kit/ui-contract.ts';
import { TranscriptBox } from '../kit/ui/choice-review.tsx';
import { RecordingReview } from '../kit/ui/recording-review.tsx';
import { TraitReview } from '../kit/ui/trait-review.tsx';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Key, Response } from './schema.ts';

/** Every trait (or "waiting for a trainer"), the measures and, after submission, what the key holds. */
export default function Review({ itemKey, response, result, mediaUrl }: ReviewProps<Content, Key, Response>) {
  const { t } = useTypeTranslation();
  return (
    <div data-testid="review-answer-short-question">
      <TraitReview
        result={result}
        traitLabel={(k) => t(`traits.${k}`)}
        measureLabel={(k) => t(`measures.${k}`, { defaultValue: '' }) || null}
        response={response?.transcript ? response.transcript : undefined}
      >
        <RecordingReview src={response?.recording ? mediaUrl(response.recording) : null} />
        {itemKey.transcript && itemKey.transcript.trim() !== '' && <TranscriptBox text={itemKey.transcript} />}
        <section className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold text-ink">{t('review.accepted')}</h3>
          <p className="text-sm text-ink" data-testid="review-accepted">{itemKey.accepted.join(' / ')}</p>
          {(result.parts ?? []).map((p) => (
            <p key={p.id} data-testid="review-answer" data-correct={p.correct} className={`text-sm font-medium ${p.correct ? 'text-success-700' : 'text-danger-700'}`}>
              {p.correct ? '✓' : '✗'} {t('review.yourAnswer')}: “{p.given}” — {p.correct ? t('review.right') : t('review.wrong')}
            </p>
          ))}
        </section>
      </TraitReview>
    </div>
  );
}
