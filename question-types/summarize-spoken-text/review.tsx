import type { ReviewProps } from '../kit/ui-contract.ts';
import { TraitReview } from '../kit/ui/trait-review.tsx';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Key, Response } from './schema.ts';

/** The summary, every trait (or "waiting for a trainer"), word count and misspellings, then the model answer. */
export default function Review({ itemKey, response, result }: ReviewProps<Content, Key, Response>) {
  const { t } = useTypeTranslation();
  return (
    <div data-testid="review-summarize-spoken-text">
      <TraitReview
        result={result}
        traitLabel={(k) => t(`traits.${k}`)}
        measureLabel={(k) => (t(`measures.${k}`, { defaultValue: '' }) || null)}
        response={response?.text ?? ''}
        modelAnswer={itemKey.modelAnswer}
        keyPoints={itemKey.keyPoints}
      />
    </div>
  );
}
