import type { ReviewProps } from '../kit/ui-contract.ts';
import { RecordingReview } from '../kit/ui/recording-review.tsx';
import { TraitReview } from '../kit/ui/trait-review.tsx';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Key, Response } from './schema.ts';

/** Every trait (or "waiting for a trainer"), the measures and, after submission, what the key holds. */
export default function Review({ content, response, result, mediaUrl }: ReviewProps<Content, Key, Response>) {
  const { t } = useTypeTranslation();
  return (
    <div data-testid="review-read-aloud">
      <TraitReview
        result={result}
        traitLabel={(k) => t(`traits.${k}`)}
        measureLabel={(k) => t(`measures.${k}`, { defaultValue: '' }) || null}
        response={response?.transcript ? response.transcript : undefined}
      >
        <RecordingReview src={response?.recording ? mediaUrl(response.recording) : null} />
        <section className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold text-ink">{t('review.text')}</h3>
          <p className="text-sm whitespace-pre-line text-ink">{content.text}</p>
        </section>
      </TraitReview>
    </div>
  );
}
