/** The hits of a help search, each a link to the page (an FAQ hit opens its entry). */
import { Link } from 'react-router';
import { ListLoadError } from '@ui/table-states';
import { EmptyState } from '@ui/empty-state';
import { PageSpinner } from '@ui/spinner';
import { Button } from '@ui/button';
import { useHelpSearch, type HelpPortal } from '../api/help';
import { hitPath } from '../lib/paths';
import { useHelpTranslation } from '../locales/texts';

export function SearchResults({ portal, q, onClear }: { portal: HelpPortal; q: string; onClear: () => void }) {
  const { t } = useHelpTranslation();
  const search = useHelpSearch(portal, q);
  const tooShort = q.trim().length < 2;
  return (
    <section aria-labelledby="help-results-title" className="flex flex-col gap-3" data-testid="help-search-results">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="help-results-title" className="text-lg font-semibold text-ink">
          {t('search.resultsTitle', { q })}
        </h2>
        <Button variant="ghost" onClick={onClear}>
          {t('search.clear')}
        </Button>
      </div>
      {tooShort ? (
        <p className="text-sm text-muted">{t('search.tooShort')}</p>
      ) : search.isPending ? (
        <PageSpinner label={t('loading')} />
      ) : search.isError ? (
        <ListLoadError message={t('search.failed')} retryLabel={t('retry')} onRetry={() => void search.refetch()} busy={search.isFetching} />
      ) : search.data.items.length === 0 ? (
        <EmptyState title={t('search.none', { q })} description={t('search.noneHint')} />
      ) : (
        <ul className="flex flex-col gap-2" aria-live="polite">
          {search.data.items.map((hit) => (
            <li key={`${hit.kind}-${hit.topic}-${hit.faq_id ?? ''}`} className="rounded-card border border-line bg-surface p-3">
              <p className="text-xs font-medium uppercase tracking-wide text-muted">{hit.kind === 'faq' ? t('search.faqHit') : t('search.articleHit')}</p>
              <Link to={hitPath(hit)} className="font-medium text-primary-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600">
                {hit.title}
              </Link>
              {hit.snippet && <p className="mt-1 text-sm text-muted">{hit.snippet}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
