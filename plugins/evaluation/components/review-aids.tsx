/**
 * The default explanation and sample answer beside a student's reviewed answer (GET question-attempts/{id} carries
 * them once the delivery policy allows it; null before that, or when none is set). Texts are plain paragraphs from
 * the server (server/modules/toolkit), shown as text, never as HTML. Its own en and bn texts join the namespace.
 */
import type { ReviewAid } from '@server/modules/toolkit/contracts.ts';
import { usePageTranslation } from '@kernel/i18n/page-texts';

const TEXTS = {
  en: { reviewAids: { explanation: 'Explanation', sampleAnswer: 'Sample answer', recording: 'Recording of the sample answer' } },
  bn: { reviewAids: { explanation: 'ব্যাখ্যা', sampleAnswer: 'নমুনা উত্তর', recording: 'নমুনা উত্তরের রেকর্ডিং' } },
};

function Paragraphs({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-2 text-sm text-ink">
      {text.split(/\n{2,}/).map((p, i) => (
        <p key={i} className="whitespace-pre-line">
          {p}
        </p>
      ))}
    </div>
  );
}

export function ReviewAids({ attempt }: { attempt: { explanation?: ReviewAid | null; sample_answer?: ReviewAid | null } }) {
  const { t } = usePageTranslation('evaluation', TEXTS);
  const { explanation, sample_answer: sample } = attempt;
  if (!explanation && !sample) return null;
  return (
    <>
      {explanation && (
        <section aria-labelledby="explanation-heading" className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4" data-testid="review-explanation">
          <h2 id="explanation-heading" className="text-base font-semibold text-ink">
            {explanation.title ? `${t('reviewAids.explanation')}: ${explanation.title}` : t('reviewAids.explanation')}
          </h2>
          <Paragraphs text={explanation.body} />
        </section>
      )}
      {sample && (
        <section aria-labelledby="sample-heading" className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4" data-testid="review-sample-answer">
          <h2 id="sample-heading" className="text-base font-semibold text-ink">
            {sample.title ? `${t('reviewAids.sampleAnswer')}: ${sample.title}` : t('reviewAids.sampleAnswer')}
          </h2>
          <Paragraphs text={sample.body} />
          {sample.audio && <audio controls src={sample.audio} aria-label={t('reviewAids.recording')} className="max-w-full" />}
        </section>
      )}
    </>
  );
}
