import type { ReviewProps } from '../kit/ui-contract.ts';
import { GapFillReview } from '../kit/ui/gap-fill-review.tsx';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Key, Response } from './schema.ts';

/** The passage with each gap marked right or wrong, the student's word beside the key, and the score. */
export default function Review({ content, result }: ReviewProps<Content, Key, Response>) {
  const { t } = useTypeTranslation();
  return <GapFillReview slug="reading-writing-fill-in-the-blanks" segments={content.segments} result={result} t={t} />;
}
