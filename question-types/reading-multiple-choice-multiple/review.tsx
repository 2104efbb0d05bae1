import type { ReviewProps } from '../kit/ui-contract.ts';
import { ChoiceReview } from '../kit/ui/choice-review.tsx';
import { ReadingPassage } from '../kit/ui/reading-passage.tsx';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Key, Response } from './schema.ts';

/** Each option marked (chosen and right, chosen and wrong, missed), the +1/−1 tally and the score. */
export default function Review({ content, itemKey, response, result }: ReviewProps<Content, Key, Response>) {
  const { t } = useTypeTranslation();
  const selected = [...new Set(response?.selected ?? [])];
  const m = result.measures ?? {};
  return (
    <div data-testid="review-reading-multiple-choice-multiple" className="flex flex-col gap-4">
      <h2 className="sr-only">{t('review.title')}</h2>
      <ChoiceReview options={content.options} selected={selected} correct={itemKey.correct} result={result} question={content.question} />
      {typeof m.right === 'number' && (
        <p className="text-sm text-ink" data-testid="review-tally">
          {t('review.tally', { right: m.right, wrong: m.wrong, missed: m.missed })}
        </p>
      )}
      <p className="text-xs text-muted">{t('review.rule')}</p>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted">{t('player.passage')}</summary>
        <ReadingPassage text={content.passage} label={t('player.passage')} className="mt-2" />
      </details>
    </div>
  );
}
