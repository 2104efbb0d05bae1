/**
 * `<CreatorName id={row.created_by} />`: the "Created by" cell of an authors' list (questions, quiz items, tests,
 * quiz sets): the name and, under it, the role in the page's language, from GET creator-info/{id}.
 *
 * Every row with the same author shares one cached answer (creatorInfoQuery is keyed by the id alone), so a page of
 * 15 rows by 2 authors makes 2 requests. No author (an item made by the seed or an import) is a muted dash; a refusal
 * or a failure is a dash too, saying why in its title, never a toast per row. A user without a key the server
 * accepts for the call is not made to ask 15 times to be refused: the cell is a dash.
 *
 * @example
 *   { key: 'created_by', header: t('table.createdBy'), cell: (q) => <CreatorName id={q.created_by} /> }
 */
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@ui/spinner';
import { useAuth } from '../auth/auth-provider';
import { hasAnyPermission } from '../permissions/check';
import { useRoleLabel } from '../layouts/role-label';
import { CREATOR_INFO_KEYS, creatorInfoQuery } from './api';
import { usePeopleTranslation } from './texts';

function Dash({ label, state, title }: { label: string; state: 'none' | 'failed'; title?: string }) {
  return (
    <span className="text-muted" title={title} data-testid="creator-name" data-state={state}>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function CreatorName({ id }: { id: number | null }) {
  const { t } = usePeopleTranslation();
  const roleLabel = useRoleLabel();
  const { user } = useAuth();
  const allowed = hasAnyPermission(user, CREATOR_INFO_KEYS);
  // typeof, not `!== null`: a row from an older answer without the field is "not recorded" too, not creator-info/undefined
  const known = typeof id === 'number';
  const query = useQuery({ ...creatorInfoQuery(known ? id : 0), enabled: known && allowed });

  if (!known || !allowed) return <Dash label={t('creator.none')} state="none" />;
  if (query.isError) return <Dash label={t('creator.failed')} title={t('creator.failed')} state="failed" />;
  if (!query.data) {
    return (
      <span className="inline-flex flex-col gap-1" aria-busy="true" data-testid="creator-name" data-state="loading">
        <Skeleton className="h-3.5 w-24" />
        <span className="sr-only">{t('creator.loading')}</span>
      </span>
    );
  }
  return (
    <span className="flex flex-col" data-testid="creator-name" data-state="shown" data-id={id}>
      <span className="text-ink">{query.data.full_name}</span>
      <span className="text-xs text-muted" data-testid="creator-role">
        {roleLabel(query.data.role)}
      </span>
    </span>
  );
}
