/** PTE practice: the four sections, each type with the number of items there are to practise. */
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Skeleton } from '@ui/spinner';
import { SECTIONS, typesBySection } from '@question-types/registry';
import { QuestionTypeName } from '@question-types/type-texts';
import { catalogueQuery, countsBySlug } from '../api/practice-api';
import { usePracticeTranslation } from '../locales/texts';

export default function PracticeListPage() {
  const { t } = usePracticeTranslation();
  const query = useQuery(catalogueQuery);
  const counts = countsBySlug(query.data);
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-ink">{t('list.title')}</h1>
        <p className="text-muted">{t('list.subtitle')}</p>
      </header>
      {query.isError && (
        <div className="flex flex-col items-start gap-3">
          <Alert variant="error">{t('list.loadFailed')}</Alert>
          <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
            {t('retry')}
          </Button>
        </div>
      )}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {SECTIONS.map((s) => (
          <section key={s} aria-labelledby={`practice-${s}`} className="flex flex-col gap-2 rounded-card border border-line bg-surface p-5" data-testid="practice-section" data-section={s}>
            <h2 id={`practice-${s}`} className="text-lg font-semibold text-ink">
              {t(`sections.${s}`)}
            </h2>
            <ul className="flex flex-col divide-y divide-line">
              {typesBySection(s).map((d) => {
                const n = counts.get(d.slug) ?? 0;
                return (
                  <li key={d.slug} className="flex items-center justify-between gap-2 py-2 text-sm" data-testid="practice-type" data-slug={d.slug}>
                    <Link to={`/student/pte-practice/list/${s}/${d.slug}`} className="text-ink hover:underline">
                      <QuestionTypeName slug={d.slug} />
                    </Link>
                    {query.isPending ? (
                      <Skeleton className="h-4 w-16" />
                    ) : (
                      <span className="tabular-nums text-muted" data-testid="practice-count">
                        {t('list.available', { count: n })}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
