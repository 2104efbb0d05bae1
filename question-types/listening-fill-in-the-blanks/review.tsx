import type { ReviewProps } from '../kit/ui-contract.ts';
import { TranscriptBox } from '../kit/ui/choice-review.tsx';
import { useKitTranslation } from '../kit/ui/kit-i18n.ts';
import { PassageWithBlanks, parseBlanks } from '../kit/ui/passage-with-blanks.tsx';
import { useTypeTranslation } from './i18n.ts';
import { fillGaps, type Content, type Key, type Response } from './schema.ts';

/** Each blank right or wrong, the typed word beside the accepted spellings, then the full transcript. */
export default function Review({ content, itemKey, response, result }: ReviewProps<Content, Key, Response>) {
  const { t } = useTypeTranslation();
  const { t: tk } = useKitTranslation();
  const parts = new Map((result.parts ?? []).map((p) => [p.id, p]));
  const gaps = response?.gaps ?? [];
  const fullText = fillGaps(content.transcript, (n) => itemKey.gaps[n - 1]?.[0] ?? '…');
  return (
    <div data-testid="review-listening-fill-in-the-blanks" className="flex flex-col gap-4">
      <p className="text-base font-semibold text-ink" data-testid="review-score">
        {tk('review.score', { score: result.score, max: result.max })}
      </p>
      <PassageWithBlanks
        className="rounded-md border border-line bg-surface p-4"
        segments={parseBlanks(content.transcript)}
        renderGap={(g) => {
          const part = parts.get(String(g + 1));
          const right = part?.correct ?? false;
          const typed = (gaps[g] ?? '').trim();
          const accepted = (itemKey.gaps[g] ?? []).filter((a) => a.trim() !== '').join(' / ');
          return (
            <span
              data-testid={`review-gap-${g + 1}`}
              data-correct={right}
              className={`mx-1 inline-flex items-baseline gap-1 rounded-md border px-2 py-0.5 text-sm leading-6 ${right ? 'border-success-700/50 bg-success-50 text-success-700' : 'border-danger-700/50 bg-danger-50 text-danger-700'}`}
            >
              <span className="sr-only">{t('review.blank', { n: g + 1 })}:</span>
              <span aria-hidden="true">{right ? '✓' : '✗'}</span>
              <span className={right ? '' : 'line-through'}>{typed || t('review.empty')}</span>
              <span className="sr-only">({right ? t('review.right') : t('review.wrong')})</span>
              {!right && (
                <span className="font-semibold text-success-700">
                  <span className="sr-only">{t('review.accepted')}: </span>→ {accepted}
                </span>
              )}
            </span>
          );
        }}
      />
      <table className="w-full max-w-xl text-left text-sm">
        <thead>
          <tr className="border-b border-line text-muted">
            <th className="py-1 pr-3 font-medium">#</th>
            <th className="py-1 pr-3 font-medium">{t('review.yourAnswer')}</th>
            <th className="py-1 font-medium">{t('review.accepted')}</th>
          </tr>
        </thead>
        <tbody>
          {itemKey.gaps.map((accepted, g) => {
            const right = parts.get(String(g + 1))?.correct ?? false;
            return (
              <tr key={g} className="border-b border-line/60">
                <td className="py-1 pr-3">{t('review.blank', { n: g + 1 })}</td>
                <td className={`py-1 pr-3 ${right ? 'text-success-700' : 'text-danger-700'}`}>
                  {right ? '✓' : '✗'} {(gaps[g] ?? '').trim() || t('review.empty')}
                </td>
                <td className="py-1">{accepted.filter((a) => a.trim() !== '').join(' / ')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <TranscriptBox text={fullText} />
    </div>
  );
}
