/**
 * The trainer's start page card "Students needing attention": how many of their students carry a flag (below their
 * target trajectory, inactive for 14 days), with a link to performance checking filtered to them.
 */
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Skeleton } from '@ui/spinner';
import type { PortalCardProps, RolePortal } from '@kernel/portal/types';
import { attentionQuery } from '../api/crm-api';
import { useCrmTranslation } from '../locales/texts';

/** the portals that show this card, whose chunk it goes to (scripts/portal-chunks.ts; src/plugins.test.ts checks it against the declarations) */
export const portals = ['teacher'] as const satisfies readonly RolePortal[];

export default function AttentionCard(_: PortalCardProps) {
  const { t } = useCrmTranslation();
  const query = useQuery(attentionQuery);
  const a = query.data;
  return (
    <section aria-labelledby="crm-attention-h" aria-busy={query.isPending || undefined} className="flex flex-col items-start gap-2 rounded-card border border-line bg-surface p-5" data-testid="attention-card">
      <h2 id="crm-attention-h" className="text-lg font-semibold text-ink">{t('attention.title')}</h2>
      {query.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : query.isError ? (
        <>
          <Alert variant="error">{t('attention.loadFailed')}</Alert>
          <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
            {t('common.retry')}
          </Button>
        </>
      ) : a!.students === 0 ? (
        <p className="text-sm text-muted">{t('attention.noStudents')}</p>
      ) : (
        <>
          <p className="text-3xl font-semibold tabular-nums text-ink" data-testid="attention-count">{a!.flagged}</p>
          <p className="text-sm text-muted">{t('attention.detail', { count: a!.flagged, students: a!.students, below: a!.below_trajectory, inactive: a!.inactive, days: a!.inactive_days })}</p>
          <Link to="/teacher/crm/performance-checking" className="text-sm font-medium text-primary-700 hover:underline">
            {t('attention.open')}
          </Link>
        </>
      )}
    </section>
  );
}
