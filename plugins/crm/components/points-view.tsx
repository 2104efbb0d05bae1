/**
 * Award points (the teacher's /teacher/crm/award-point, the admin's and owner's CRM tab): the students the caller
 * reaches with their groups and totals (search, group), each with "Award points" and its history, and below the
 * leaderboard of a group (equal totals share a rank).
 */
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DataList, type DataListColumn } from '@ui/data-list/data-list';
import { withListParam } from '@ui/data-list/list-math';
import { FilterForm } from '@ui/data-list/filter-form';
import { useSearchDraft } from '@ui/data-list/search-draft';
import { Button } from '@ui/button';
import { SelectField } from '@ui/select-field';
import { TextField } from '@ui/text-field';
import { useAuth } from '@kernel/auth/auth-provider';
import { hasAllPermissions } from '@kernel/permissions/check';
import { groupsQuery, studentsQuery, type CrmStudent } from '../api/crm-api';
import { AwardDialog } from './award-dialog';
import { HistoryDialog } from './history-dialog';
import { LeaderboardSection } from './leaderboard-section';
import { useCrmTranslation } from '../locales/texts';

type Person = { id: number; full_name: string };

export function PointsView({ headingLevel = 1, nav }: { headingLevel?: 1 | 2; nav?: ReactNode }) {
  const { t } = useCrmTranslation();
  const { user } = useAuth();
  const mayAward = user ? hasAllPermissions(user, ['CRM_POINT_STORE']) : false;
  const [params, setParams] = useSearchParams();
  const search = useSearchDraft(params.get('search') ?? '', (v) => setParams(withListParam(params, 'search', v)));
  const group = params.get('group') ?? '';
  const filters = { search: params.get('search') || undefined, group_id: group || undefined, page: Number(params.get('page')) || 1, per_page: 15 };
  const query = useQuery(studentsQuery(filters));
  const groups = useQuery(groupsQuery);
  const [awardTo, setAwardTo] = useState<Person | null>(null);
  const [historyOf, setHistoryOf] = useState<Person | null>(null);
  const groupOptions = (groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }));
  const columns: DataListColumn<CrmStudent>[] = [
    { key: 'name', header: t('points.columns.name'), className: 'font-medium text-ink', cell: (s) => s.full_name },
    { key: 'groups', header: t('points.columns.groups'), cell: (s) => s.groups.map((g) => g.name).join(', ') || '—' },
    { key: 'points', header: t('points.columns.points'), className: 'tabular-nums', testId: 'student-points', cell: (s) => s.points },
  ];
  return (
    <div className="flex flex-col gap-8">
      <DataList
        title={t('points.title')}
        headingLevel={headingLevel}
        intro={t('points.intro')}
        nav={nav}
        filters={
          <FilterForm label={t('points.search')} columns={3} onSearch={search.commit}>
            <TextField label={t('points.search')} {...search.field} />
            <SelectField label={t('points.group')} name="group" value={group} onChange={(v) => setParams(withListParam(params, 'group', v))} placeholder={t('points.allGroups')} options={groupOptions} />
          </FilterForm>
        }
        query={query}
        columns={columns}
        rowKey={(s) => s.id}
        rowName={(s) => s.full_name}
        rowTestId="student-row"
        rowAction={
          mayAward
            ? (s) => (
                <Button variant="secondary" onClick={() => setAwardTo(s)} data-testid="award-open" aria-label={t('points.awardTo', { name: s.full_name })}>
                  {t('points.award')}
                </Button>
              )
            : undefined
        }
        rowMenu={(s) => [{ key: 'history', label: t('points.history'), onSelect: () => setHistoryOf(s) }]}
        caption={t('points.title')}
        loadFailed={t('points.loadFailed')}
        total={(count) => t('points.total', { count })}
        empty={{ title: t('points.emptyTitle'), description: t('points.emptyDescription') }}
        filtered={Boolean(filters.search || filters.group_id)}
        onClearFilters={() => {
          search.clear();
          setParams(withListParam(withListParam(params, 'search', ''), 'group', ''));
        }}
        onPage={(p) => setParams(withListParam(params, 'page', String(p)))}
      />
      <LeaderboardSection groups={groups.data ?? []} />
      <AwardDialog student={awardTo} onClose={() => setAwardTo(null)} />
      <HistoryDialog student={historyOf} canRevoke={mayAward} onClose={() => setHistoryOf(null)} />
    </div>
  );
}
