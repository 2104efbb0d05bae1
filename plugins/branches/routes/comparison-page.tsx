/**
 * The master's course-comparison: a centre's active courses side by side (price, duration, delivery, branches and
 * what each gives access to), one card per course so a row of cards reads across like a comparison table.
 */
import { useQuery } from '@tanstack/react-query';
import { Button } from '@ui/button';
import { EmptyState } from '@ui/empty-state';
import { Skeleton } from '@ui/spinner';
import { formatMoney } from '@kernel/money/format';
import { comparisonQuery, type ComparedCourse, type Scope } from '../api/branches-api';
import { CentreFrame } from '../components/centre-scope';
import { useBranchesTranslation } from '../locales/texts';

/** What a course's properties give, one line each (the packages module's PackageProperties; a missing key is not included). */
function access(c: ComparedCourse, t: (k: string, o?: Record<string, unknown>) => string): string[] {
  return Object.entries(c.properties).flatMap(([key, raw]) => {
    const p = (raw ?? {}) as { enabled?: boolean; count?: number | null; minutes?: number };
    if (!p.enabled) return [];
    const name = t(`properties.${key}`, { defaultValue: key });
    return [typeof p.count === 'number' ? `${name}: ${p.count}` : p.count === null ? `${name}: ${t('properties.unlimited')}` : name];
  });
}

function Comparison({ scope }: { scope: Scope }) {
  const { t, i18n } = useBranchesTranslation();
  const query = useQuery(comparisonQuery(scope, 'active'));
  if (query.isPending) return <Skeleton className="h-40 w-full" />;
  if (query.isError)
    return (
      <div role="alert" className="flex items-center gap-3 text-sm text-danger-700">
        {t('courses.loadFailed')}
        <Button variant="secondary" onClick={() => void query.refetch()}>{t('common.retry')}</Button>
      </div>
    );
  if (query.data.items.length === 0) return <EmptyState title={t('courses.emptyTitle')} description={t('comparison.emptyDescription')} />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="comparison">
      {query.data.items.map((c) => (
        <li key={c.id} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4" data-testid="compared-course">
          <h2 className="text-lg font-semibold text-ink">{c.name}</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">{t('courses.price')}</dt>
            <dd className="tabular-nums">{formatMoney(c.price_minor, c.currency, i18n.language)}</dd>
            <dt className="text-muted">{t('courses.duration')}</dt>
            <dd>{t('courses.days', { count: c.duration_days })}</dd>
            <dt className="text-muted">{t('courses.delivery')}</dt>
            <dd>{t(`delivery.${c.delivery}`)}</dd>
            <dt className="text-muted">{t('courses.branches')}</dt>
            <dd>{c.branches.map((b) => b.name).join(', ') || '—'}</dd>
          </dl>
          <div>
            <h3 className="text-sm font-medium text-ink">{t('comparison.access')}</h3>
            <ul className="mt-1 list-disc pl-5 text-sm">
              {access(c, t).map((line) => <li key={line}>{line}</li>)}
              {access(c, t).length === 0 && <li className="list-none text-muted">{t('comparison.noAccess')}</li>}
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function ComparisonPage() {
  const { t } = useBranchesTranslation();
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-ink">{t('comparison.title')}</h1>
        <p className="text-muted">{t('comparison.intro')}</p>
      </header>
      <CentreFrame>{(scope) => <Comparison scope={scope} />}</CentreFrame>
    </div>
  );
}
