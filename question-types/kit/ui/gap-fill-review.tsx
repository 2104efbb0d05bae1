import type { TFunction } from 'i18next';
import type { ScoreResult } from '../define-question-type.ts';
import type { Segment } from '../scoring/blanks.ts';
import { GapReview } from './gap-review.tsx';
import { useKitTranslation } from './kit-i18n.ts';

/**
 * The whole Review of a gap-fill type (drag and drop, drop down): the score, the passage with each gap marked right
 * or wrong beside the key, and the type's rule. Texts come from the type's own namespace (`review.*`).
 */
export function GapFillReview({ slug, segments, result, t }: { slug: string; segments: Segment[]; result: ScoreResult; t: TFunction }) {
  const kit = useKitTranslation();
  return (
    <div data-testid={`review-${slug}`} className="flex flex-col gap-4">
      <h2 className="sr-only">{t('review.title')}</h2>
      <p className="text-base font-semibold text-ink" data-testid="review-score">
        {kit.t('review.score', { score: result.score, max: result.max })}
      </p>
      <GapReview
        segments={segments}
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
