import type { ReviewProps } from '../kit/ui-contract.ts';
import { GapReview } from '../kit/ui/gap-review.tsx';
import { useKitTranslation } from '../kit/ui/kit-i18n.ts';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Key, Response } from './schema.ts';

/** The passage with each gap marked right or wrong, the student's word beside the key, and the score. */
export default function Review({ content, result }: ReviewProps<Content, Key, Response>) {
  const { t } = useTypeTranslation();
  const kit = useKitTranslation();
  return (
    <div data-testid="review-reading-writing-fill-in-the-blanks" className="flex flex-col gap-4">
      <h2 className="sr-only">{t('review.title')}</h2>
      <p className="text-base font-semibold text-ink" data-testid="review-score">
        {kit.t('review.score', { score: result.score, max: result.max })}
      </p>
      <GapReview
        segments={content.segments}
        parts={result.parts ?? []}
        labels={{
          gap: (n) => t('review.gap', { n }),
          yourAnswer: t('review.yourAnswer'),
          correctAnswer: t('review.correctAnswer'),
          empty: t('review.empty'),
          right: t('review.right'),
          wrong: t('review.wrong'),
        }}
      />
      <p className="text-xs text-muted">{t('review.rule')}</p>
    </div>
  );
}
