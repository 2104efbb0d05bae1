/**
 * A word's details as GET word-details answers them (WordNet 3.1): its meanings grouped by part of speech, with
 * examples and synonyms. Loaded when shown (the list editor asks on demand; a flipped flash card shows it).
 */
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@ui/spinner';
import { Button } from '@ui/button';
import { wordDetailsQuery, type WordSense } from '../api/word-lists-api';
import { useWordListsTranslation } from '../locales/texts';

export function WordSenses({ word, max = 4 }: { word: string; max?: number }) {
  const { t } = useWordListsTranslation();
  const q = useQuery(wordDetailsQuery(word));
  if (q.isPending)
    return (
      <div className="flex flex-col gap-2" aria-busy="true" aria-label={t('details.loading')} data-testid="word-details-loading">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  if (q.isError)
    return (
      <div role="alert" className="flex items-center gap-3 text-sm text-danger-700">
        {t('details.failed')}
        <Button variant="secondary" onClick={() => void q.refetch()}>
          {t('details.retry')}
        </Button>
      </div>
    );
  if (!q.data.found) return <p className="text-sm text-muted" data-testid="word-details-none">{t('details.none')}</p>;
  const byPos = new Map<WordSense['part_of_speech'], WordSense[]>();
  for (const s of q.data.senses) byPos.set(s.part_of_speech, [...(byPos.get(s.part_of_speech) ?? []), s]);
  return (
    <div className="flex flex-col gap-3 text-left" data-testid="word-details">
      {[...byPos.entries()].map(([pos, senses]) => (
        <section key={pos} data-pos={pos}>
          <h4 className="text-xs font-semibold uppercase tracking-wide text-muted" data-testid="word-pos">
            {t(`pos.${pos}`)}
            {senses[0]!.lemma.toLowerCase() !== word.toLowerCase() ? ` · ${senses[0]!.lemma}` : ''}
          </h4>
          <ol className="ml-5 list-decimal text-sm text-ink">
            {senses.slice(0, max).map((s, i) => (
              <li key={i} className="mt-1">
                <span data-testid="word-definition">{s.definition}</span>
                {s.examples.length > 0 && <p className="text-muted italic">“{s.examples[0]}”</p>}
                {s.synonyms.length > 0 && (
                  <p className="text-xs text-muted">
                    {t('details.synonyms')}: {s.synonyms.slice(0, 5).join(', ')}
                  </p>
                )}
              </li>
            ))}
          </ol>
        </section>
      ))}
      <p className="text-xs text-muted">{q.data.source}</p>
    </div>
  );
}
