/**
 * The default explanation and sample answer beside a student's reviewed answer: the practice review
 * (GET question-attempts/{id}) and each item of a test's result (GET answer-sheets/{id}) carry them once the
 * delivery policy allows it, null before that or when none is set (server/modules/toolkit/review.ts). Texts are plain
 * paragraphs, shown as text, never as HTML; an address the server marked embeddable shows in a sandboxed frame.
 * Its own en and bn texts (namespace `review-aids`).
 */
import { useId } from 'react';
import type { ReviewAid } from '@server/modules/toolkit/contracts.ts';
import { usePageTranslation } from '@kernel/i18n/page-texts';
import { PlainText } from './plain-text';

const TEXTS = {
  en: { explanation: 'Explanation', sampleAnswer: 'Sample answer', recording: 'Recording of the sample answer', embedded: 'Embedded page' },
  bn: { explanation: 'ব্যাখ্যা', sampleAnswer: 'নমুনা উত্তর', recording: 'নমুনা উত্তরের রেকর্ডিং', embedded: 'সংযুক্ত পাতা' },
};

export interface WithReviewAids {
  explanation?: ReviewAid | null;
  sample_answer?: ReviewAid | null;
}

export function ReviewAids({ attempt, headingLevel = 2 }: { attempt: WithReviewAids; headingLevel?: 2 | 3 | 4 }) {
  const { t } = usePageTranslation('review-aids', TEXTS);
  const id = useId();
  const { explanation, sample_answer: sample } = attempt;
  if (!explanation && !sample) return null;
  const H = `h${headingLevel}` as const;
  return (
    <>
      {explanation && (
        <section aria-labelledby={`${id}-explanation`} className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4" data-testid="review-explanation">
          <H id={`${id}-explanation`} className="text-base font-semibold text-ink">
            {explanation.title ? `${t('explanation')}: ${explanation.title}` : t('explanation')}
          </H>
          <PlainText text={explanation.body} embeds={explanation.embeds} frameTitle={explanation.title || t('embedded')} />
        </section>
      )}
      {sample && (
        <section aria-labelledby={`${id}-sample`} className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4" data-testid="review-sample-answer">
          <H id={`${id}-sample`} className="text-base font-semibold text-ink">
            {sample.title ? `${t('sampleAnswer')}: ${sample.title}` : t('sampleAnswer')}
          </H>
          <PlainText text={sample.body} embeds={sample.embeds} frameTitle={sample.title || t('embedded')} />
          {sample.audio && <audio controls src={sample.audio} aria-label={t('recording')} className="max-w-full" />}
        </section>
      )}
    </>
  );
}
