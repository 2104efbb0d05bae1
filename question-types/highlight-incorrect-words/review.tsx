import type { ReviewProps } from '../kit/ui-contract.ts';
import { TraitReview } from '../kit/ui/trait-review.tsx';
import { WordHighlighter } from '../kit/ui/word-highlighter.tsx';
import { useTypeTranslation } from './i18n.ts';
import { transcriptWords, type Content, type Key, type Response } from './schema.ts';

/** Each clicked or differing word marked right, wrong or missed (text + style), with what the recording said. */
export default function Review({ content, itemKey, response, result }: ReviewProps<Content, Key, Response>) {
  const { t } = useTypeTranslation();
  const words = transcriptWords(content.transcript);
  const keyed = new Set(itemKey.positions);
  const selected = [...new Set(response?.selected ?? [])];
  const marks: Record<number, 'right' | 'wrong' | 'missed'> = {};
  for (const p of itemKey.positions) marks[p] = selected.includes(p) ? 'right' : 'missed';
  for (const s of selected) if (!keyed.has(s)) marks[s] = 'wrong';
  const spokenAt = new Map(itemKey.positions.map((p, i) => [p, itemKey.spoken[i] ?? '']));
  return (
    <div data-testid="review-highlight-incorrect-words" className="flex flex-col gap-4">
      <TraitReview result={result} traitLabel={(k) => t(`traits.${k}`)} measureLabel={(k) => (t(`measures.${k}`, { defaultValue: '' }) || null)}>
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-ink">{t('review.heading')}</h3>
          <p className="text-xs text-muted">{t('review.legend')}</p>
          <WordHighlighter words={words} selected={selected} onToggle={() => {}} disabled marks={marks} />
          <h3 className="text-sm font-semibold text-ink">{t('review.differences')}</h3>
          <ul className="flex flex-col gap-1 text-sm" data-testid="review-parts">
            {[...itemKey.positions]
              .sort((a, b) => a - b)
              .map((p) => (
                <li key={p} data-testid={`review-word-${p}`} data-correct={selected.includes(p)} className={selected.includes(p) ? 'text-success-700' : 'text-warning-800'}>
                  {selected.includes(p) ? '✓' : '○'} {t('review.difference', { n: p + 1, shown: words[p] ?? '', spoken: spokenAt.get(p) ?? '' })} — {selected.includes(p) ? t('review.found') : t('review.missed')}
                </li>
              ))}
            {selected
              .filter((s) => !keyed.has(s))
              .sort((a, b) => a - b)
              .map((s) => (
                <li key={`w${s}`} data-testid={`review-word-${s}`} data-correct={false} className="text-danger-700">
                  ✗ {t('review.wrongClick', { n: s + 1, shown: words[s] ?? '' })}
                </li>
              ))}
          </ul>
        </section>
      </TraitReview>
    </div>
  );
}
