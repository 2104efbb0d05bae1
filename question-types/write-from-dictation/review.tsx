import type { ReviewProps } from '../kit/ui-contract.ts';
import { TraitReview } from '../kit/ui/trait-review.tsx';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Key, Response } from './schema.ts';

/** The sentence revealed word by word, each marked written correctly or missing/misspelt (symbol + text). */
export default function Review({ itemKey, response, result }: ReviewProps<Content, Key, Response>) {
  const { t } = useTypeTranslation();
  return (
    <div data-testid="review-write-from-dictation" className="flex flex-col gap-4">
      <TraitReview result={result} traitLabel={(k) => t(`traits.${k}`)} measureLabel={(k) => (t(`measures.${k}`, { defaultValue: '' }) || null)} response={response?.text ?? ''}>
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-ink">{t('review.sentence')}</h3>
          <p className="text-base text-ink" data-testid="review-sentence">
            {itemKey.sentence}
          </p>
          <h3 className="text-sm font-semibold text-ink">{t('review.words')}</h3>
          <ol className="flex flex-wrap gap-2 text-sm" data-testid="review-parts">
            {(result.parts ?? []).map((p) => (
              <li
                key={p.id}
                data-testid={`review-word-${p.id}`}
                data-correct={p.correct}
                title={p.correct ? t('review.right') : t('review.wrong')}
                className={`rounded border px-2 py-0.5 ${p.correct ? 'border-success-700/50 bg-success-50 text-success-700' : 'border-danger-700/50 bg-danger-50 text-danger-700'}`}
              >
                {p.correct ? '✓' : '✗'} {p.expected}
                <span className="sr-only"> — {p.correct ? t('review.right') : t('review.wrong')}</span>
              </li>
            ))}
          </ol>
        </section>
      </TraitReview>
    </div>
  );
}
