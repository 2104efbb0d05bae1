import type { ReviewProps } from '../kit/ui-contract.ts';
import { useKitTranslation } from '../kit/ui/kit-i18n.ts';
import { useTypeTranslation } from './i18n.ts';
import { startOf } from './player.tsx';
import type { Content, Key, Response } from './schema.ts';

/** The student's order beside the correct one, each key pair right or wrong, and the score. */
export default function Review({ content, itemKey, response, result }: ReviewProps<Content, Key, Response>) {
  const { t } = useTypeTranslation();
  const kit = useKitTranslation();
  const text = (id: string) => content.paragraphs.find((p) => p.id === id)?.text ?? id;
  const order = response?.order ?? [];
  const list = (ids: string[], testid: string) => (
    <ol className="flex list-decimal flex-col gap-1 pl-6 text-sm text-ink" data-testid={testid}>
      {ids.map((id, i) => (
        <li key={`${id}-${i}`}>{text(id)}</li>
      ))}
    </ol>
  );
  return (
    <div data-testid="review-reorder-paragraphs" className="flex flex-col gap-4">
      <h2 className="sr-only">{t('review.title')}</h2>
      <p className="text-base font-semibold text-ink" data-testid="review-score">
        {kit.t('review.score', { score: result.score, max: result.max })}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <section>
          <h3 className="mb-1 text-sm font-semibold text-ink">{t('review.yourOrder')}</h3>
          {order.length === 0 ? <p className="text-sm text-muted">{t('review.empty')}</p> : list(order, 'review-your-order')}
        </section>
        <section>
          <h3 className="mb-1 text-sm font-semibold text-ink">{t('review.correctOrder')}</h3>
          {list(itemKey.order, 'review-correct-order')}
        </section>
      </div>
      <ul className="flex flex-col gap-2">
        {(result.parts ?? []).map((part) => {
          const [first = ''] = part.id.split('>');
          return (
            <li
              key={part.id}
              data-testid={`review-pair-${part.id}`}
              data-correct={part.correct}
              className={`rounded-md border p-3 text-sm ${part.correct ? 'border-success-700/50 bg-success-50' : 'border-danger-700/50 bg-danger-50'}`}
            >
              <span className={`font-medium ${part.correct ? 'text-success-700' : 'text-danger-700'}`}>
                {part.correct ? '✓' : '✗'} {part.correct ? t('review.pairRight') : t('review.pairWrong')}:
              </span>{' '}
              <span className="text-ink">
                {t('review.pair', { first: startOf(text(first)) })} {t('review.expected', { expected: startOf(part.expected ?? '') })}
                {!part.correct && <>; {part.given ? t('review.given', { given: startOf(part.given) }) : t('review.nothingAfter')}</>}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-muted">{t('review.rule')}</p>
    </div>
  );
}
