/**
 * The start page card of trainers, admins and the coaching owner: "My tasks", the next five unfinished tasks given to
 * me (overdue first, as the list sorts them) and how many are overdue. Its two reads are the task list's own GETs
 * (CARD_NEXT, CARD_OVERDUE), declared in index.ts so the start-up warm-up fetches them.
 */
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Skeleton } from '@ui/spinner';
import type { PortalCardProps, RolePortal } from '@kernel/portal/types';
import { CARD_NEXT, CARD_OVERDUE, taskListQuery } from '../api/tasks-api';
import { useTasksTranslation } from '../locales/texts';
import { DueLabel } from './due-label';

/** the portals that show this card, whose chunk it goes to (scripts/portal-chunks.ts; src/plugins.test.ts checks it against the declarations) */
export const portals = ['teacher', 'admin', 'coaching-owner'] as const satisfies readonly RolePortal[];

export default function MyTasksCard({ portal }: PortalCardProps) {
  const { t } = useTasksTranslation();
  const next = useQuery(taskListQuery(CARD_NEXT));
  const overdue = useQuery(taskListQuery(CARD_OVERDUE));
  const page = `/${portal}/task`;

  if (next.isError || overdue.isError) {
    return (
      <section aria-labelledby="my-tasks-h" className="flex flex-col items-start gap-3 rounded-card border border-line bg-surface p-5" data-testid="my-tasks-card">
        <h2 id="my-tasks-h" className="text-lg font-semibold text-ink">{t('card.title')}</h2>
        <Alert variant="error">{t('card.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => void Promise.all([next.refetch(), overdue.refetch()])} busy={next.isFetching || overdue.isFetching}>
          {t('retry')}
        </Button>
      </section>
    );
  }

  const late = overdue.data?.meta.total ?? 0;
  const open = next.data?.meta.total ?? 0;
  return (
    <section aria-labelledby="my-tasks-h" aria-busy={next.isPending || undefined} className="rounded-card border border-line bg-surface p-5" data-testid="my-tasks-card">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="my-tasks-h" className="text-lg font-semibold text-ink">{t('card.title')}</h2>
        {late > 0 && (
          <span className="rounded bg-danger-50 px-2 py-0.5 text-sm font-medium text-danger-700" data-testid="my-tasks-overdue">
            {t('card.overdue', { count: late })}
          </span>
        )}
      </div>
      {next.isPending || overdue.isPending ? (
        <Skeleton className="mt-2 h-20 w-full" />
      ) : open === 0 ? (
        <p className="mt-2 text-sm text-muted" data-testid="my-tasks-none">{t('card.none')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">{t('card.open', { count: open })}</p>
          <ul className="mt-2 flex flex-col gap-1" data-testid="my-tasks-list">
            {next.data!.items.map((task) => (
              <li key={task.id} className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm" data-testid="my-task" data-overdue={task.overdue ? 'true' : 'false'}>
                <Link to={`${page}?open=${task.id}`} className="truncate font-medium text-primary-700 hover:underline">
                  {task.title}
                </Link>
                <DueLabel task={task} relative />
              </li>
            ))}
          </ul>
        </>
      )}
      <Link to={page} className="mt-2 inline-block text-sm font-medium text-primary-700 hover:underline">
        {t('card.all')}
      </Link>
    </section>
  );
}
