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
    <div data-testid="review-summarize-group-discussion">
      <TraitReview
        result={result}
        traitLabel={(k) => t(`traits.${k}`)}
        measureLabel={(k) => t(`measures.${k}`, { defaultValue: '' }) || null}
        response={response?.transcript ? response.transcript : undefined}
        modelAnswer={itemKey.modelAnswer}
        keyPoints={itemKey.keyPoints}
      >
        <RecordingReview src={response?.recording ? mediaUrl(response.recording) : null} />
        {itemKey.transcript && itemKey.transcript.trim() !== '' && <TranscriptBox text={itemKey.transcript} />}
      </TraitReview>
    </div>
  );
}
