/**
 * The trainer's and admin's start page card: the answers waiting for a trainer (how many, and the five newest to open
 * at once) and the latest answers of the centre's students. Both come from GET evaluation, the list the pending-
 * evaluation pages read, so the figure here is the one on those pages.
 */
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bn } from 'date-fns/locale/bn';
import { formatDistanceToNowStrict } from 'date-fns';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Skeleton } from '@ui/spinner';
import type { PortalCardProps, RolePortal } from '@kernel/portal/types';
import { evaluationListQuery, type EvaluationListItem } from '../api/evaluation-api';
import { evaluationPath } from '../lib/filters';
import { useEvaluationTranslation } from '../locales/texts';

const studentName = (row: EvaluationListItem) => `${row.student.first_name} ${row.student.last_name}`.trim();

/** the portals that show this card, whose chunk it goes to (scripts/portal-chunks.ts; src/plugins.test.ts checks it against the declarations) */
export const portals = ['teacher', 'admin'] as const satisfies readonly RolePortal[];

export default function WaitingCard({ portal }: PortalCardProps) {
  const { t, i18n } = useEvaluationTranslation();
  const { t: tc } = useTranslation('common');
  const locale = i18n.language === 'bn' ? bn : undefined;
  const base = `/${portal}`;
  const pending = useQuery(evaluationListQuery({ status: 'pending', page: 1, per_page: 5 }));
  const recent = useQuery(evaluationListQuery({ status: 'all', page: 1, per_page: 5 }));
  const ago = (iso: string) => formatDistanceToNowStrict(new Date(iso), { addSuffix: true, locale });

  if (pending.isError || recent.isError) {
    return (
      <section aria-labelledby="waiting-h" className="flex flex-col items-start gap-3 rounded-card border border-line bg-surface p-5">
        <h2 id="waiting-h" className="text-lg font-semibold text-ink">{t('waiting.title')}</h2>
        <Alert variant="error">{t('waiting.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => void Promise.all([pending.refetch(), recent.refetch()])} busy={pending.isFetching || recent.isFetching}>
          {tc('retry')}
        </Button>
      </section>
    );
  }

  const total = pending.data?.meta.total ?? 0;
  return (
    <section aria-labelledby="waiting-h" aria-busy={pending.isPending || undefined} className="grid gap-5 rounded-card border border-line bg-surface p-5 md:grid-cols-2" data-testid="waiting-card">
      <div>
        <h2 id="waiting-h" className="text-lg font-semibold text-ink">{t('waiting.title')}</h2>
        {pending.isPending ? (
          <Skeleton className="mt-2 h-20 w-full" />
        ) : total === 0 ? (
          <p className="mt-2 text-sm text-muted" data-testid="waiting-none">{t('waiting.none')}</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-muted" data-testid="waiting-total">{t('waiting.count', { count: total })}</p>
            <ul className="mt-2 flex flex-col gap-1" data-testid="waiting-list">
              {pending.data!.items.map((row) => (
                <li key={row.id} className="flex items-baseline justify-between gap-3 text-sm">
                  <Link to={evaluationPath(base, row.id)} className="truncate font-medium text-primary-700 hover:underline">
                    {t('waiting.item', { title: row.question_title, student: studentName(row) })}
                  </Link>
                  <span className="shrink-0 text-muted">{ago(row.created_at)}</span>
                </li>
              ))}
            </ul>
            <Link to={`${base}/pending-evaluation/manual/practice-test`} className="mt-2 inline-block text-sm font-medium text-primary-700 hover:underline">
              {t('waiting.all')}
            </Link>
          </>
        )}
      </div>
      <div>
        <h3 className="text-sm font-semibold text-ink">{t('waiting.recent')}</h3>
        {recent.isPending ? (
          <Skeleton className="mt-2 h-20 w-full" />
        ) : recent.data!.items.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{t('waiting.noActivity')}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1" data-testid="recent-activity">
            {recent.data!.items.map((row) => (
              <li key={row.id} className="text-sm">
                <span className="font-medium text-ink">{studentName(row)}</span>{' '}
                <span className="text-muted">{t('waiting.answered', { title: row.question_title, when: ago(row.created_at) })}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
