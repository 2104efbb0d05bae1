import type { ReviewProps } from '../kit/ui-contract.ts';
import { ChoiceReview } from '../kit/ui/choice-review.tsx';
import { ReadingPassage } from '../kit/ui/reading-passage.tsx';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Key, Response } from './schema.ts';

/** Each option marked: the student's answer beside the key, and the score. */
export default function Review({ content, itemKey, response, result }: ReviewProps<Content, Key, Response>) {
  const { t } = useTypeTranslation();
  const selected = response?.selected ? [response.selected] : [];
  return (
    <div data-testid="review-reading-multiple-choice-single" className="flex flex-col gap-4">
      <h2 className="sr-only">{t('review.title')}</h2>
      <ChoiceReview options={content.options} selected={selected} correct={[itemKey.correct]} result={result} question={content.question} />
      <p className="text-xs text-muted">{t('review.rule')}</p>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted">{t('player.passage')}</summary>
        <ReadingPassage text={content.passage} label={t('player.passage')} className="mt-2" />
      </details>
    </div>
  );
}
