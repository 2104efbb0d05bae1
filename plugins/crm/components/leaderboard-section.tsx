/** A group's leaderboard: its students by points, equal totals sharing a rank (the server ranks, rules.ts). */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DataList, wholeList, type DataListColumn } from '@ui/data-list/data-list';
import { SelectField } from '@ui/select-field';
import { leaderboardQuery, type CrmGroup, type Leaderboard } from '../api/crm-api';
import { useCrmTranslation } from '../locales/texts';

type Standing = Leaderboard['items'][number];

export function LeaderboardSection({ groups }: { groups: readonly CrmGroup[] }) {
  const { t } = useCrmTranslation();
  const [chosen, setChosen] = useState('');
  const groupId = Number(chosen || groups[0]?.id || 0);
  const query = useQuery({ ...leaderboardQuery(groupId), enabled: groupId > 0 });
  const columns: DataListColumn<Standing>[] = [
    { key: 'rank', header: t('leaderboard.rank'), className: 'tabular-nums font-semibold', testId: 'standing-rank', cell: (s) => s.rank },
    { key: 'name', header: t('leaderboard.name'), testId: 'standing-name', cell: (s) => s.student.full_name },
    { key: 'points', header: t('leaderboard.points'), className: 'tabular-nums', testId: 'standing-points', cell: (s) => s.points },
  ];
  const state = groupId === 0 ? wholeList<Standing>([]) : query.data ? wholeList(query.data.items) : { isPending: query.isPending, isError: query.isError, isFetching: query.isFetching, refetch: () => void query.refetch() };
  return (
    <DataList
      title={t('leaderboard.title')}
      headingLevel={2}
      intro={t('leaderboard.intro')}
      testId="leaderboard"
      filters={
        groups.length > 0 ? (
          <div className="max-w-xs">
            <SelectField label={t('leaderboard.group')} name="leaderboard-group" value={String(groupId)} onChange={setChosen} options={groups.map((g) => ({ value: String(g.id), label: g.name }))} />
          </div>
        ) : undefined
      }
      query={state}
      columns={columns}
      rowKey={(s) => s.student.id}
      rowName={(s) => s.student.full_name}
      rowTestId="standing-row"
      caption={t('leaderboard.title')}
      loadFailed={t('leaderboard.loadFailed')}
      empty={{ title: groups.length ? t('leaderboard.emptyGroup') : t('leaderboard.noGroups') }}
      onPage={() => undefined}
    />
  );
}
