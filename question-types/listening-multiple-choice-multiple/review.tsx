import type { ReviewProps } from '../kit/ui-contract.ts';
import { ChoiceReview } from '../kit/ui/choice-review.tsx';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Key, Response } from './schema.ts';

/** Each option marked: the student's answer beside the key, the score, and the transcript. */
export default function Review({ content, itemKey, response, result }: ReviewProps<Content, Key, Response>) {
  const { t } = useTypeTranslation();
  const selected = response?.selected ?? [];
  return (
    <div data-testid="review-listening-multiple-choice-multiple" className="flex flex-col gap-3">
      <h2 className="sr-only">{t('review.title')}</h2>
      <ChoiceReview options={content.options} selected={selected} correct={itemKey.correct} result={result} transcript={itemKey.transcript} question={content.question} />
    </div>
  );
}
