/**
 * Performance checking (the teacher's /teacher/crm/performance-checking, the admin's and owner's CRM tab): each
 * student the caller reaches with the latest score per skill against the target and the flags (below trajectory,
 * inactive for N days, N set here, default 14); filter by flag and group, search. A row opens the student's progress.
 */
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DataList, type DataListColumn } from '@ui/data-list/data-list';
import { withListParam } from '@ui/data-list/list-math';
import { FilterForm } from '@ui/data-list/filter-form';
import { FilterPills } from '@ui/data-list/filter-pills';
import { useSearchDraft } from '@ui/data-list/search-draft';
import { Button } from '@ui/button';
import { Dialog } from '@ui/dialog';
import { SelectField } from '@ui/select-field';
import { TextField } from '@ui/text-field';
import { formatDisplayDate } from '@kernel/dates/format';
import { FLAG_KEYS, groupsQuery, performanceQuery, type PerformanceRow, type SkillKey } from '../api/crm-api';
import { inactiveDaysOf } from '../lib/inactive-days';
import { useDateLocale } from '@kernel/dates/use-date-locale';
import { FlagBadges } from './flag-badges';
import { ProgressPanel } from './progress-panel';
import { useCrmTranslation } from '../locales/texts';

const SKILLS: readonly SkillKey[] = ['speaking', 'writing', 'reading', 'listening'];

export function PerformanceView({ headingLevel = 1, nav }: { headingLevel?: 1 | 2; nav?: ReactNode }) {
  const { t } = useCrmTranslation();
  const locale = useDateLocale();
  const [params, setParams] = useSearchParams();
  const search = useSearchDraft(params.get('search') ?? '', (v) => setParams(withListParam(params, 'search', v)));
  const group = params.get('group') ?? '';
  const flag = params.get('flag') ?? '';
  const days = inactiveDaysOf(params.get('days'));
  const [daysDraft, setDaysDraft] = useState(String(days));
  const filters = { search: params.get('search') || undefined, group_id: group || undefined, flag: flag || undefined, inactive_days: days, page: Number(params.get('page')) || 1, per_page: 15 };
  const query = useQuery(performanceQuery(filters));
  const groups = useQuery(groupsQuery);
  const [open, setOpen] = useState<PerformanceRow['student'] | null>(null);
  const commitDays = () => {
    const n = inactiveDaysOf(daysDraft);
    setDaysDraft(String(n));
    setParams(withListParam(params, 'days', n === 14 ? '' : String(n)));
  };
  const columns: DataListColumn<PerformanceRow>[] = [
    { key: 'name', header: t('performance.columns.name'), className: 'font-medium text-ink', cell: (r) => r.student.full_name },
    { key: 'groups', header: t('performance.columns.groups'), cell: (r) => r.groups.map((g) => g.name).join(', ') || '—' },
    ...SKILLS.map((k) => ({
      key: k,
      header: t(`skills.${k}`),
      className: 'tabular-nums whitespace-nowrap',
      cell: (r: PerformanceRow) => (r.target ? `${r.latest[k] ?? '–'} / ${r.target[k]}` : (r.latest[k] ?? '–')),
    })),
    { key: 'activity', header: t('performance.columns.activity'), className: 'whitespace-nowrap', cell: (r) => (r.last_activity_at ? formatDisplayDate(r.last_activity_at, locale) : t('flags.neverActive')) },
    { key: 'flags', header: t('performance.columns.flags'), testId: 'student-flags', cell: (r) => <FlagBadges flags={r.flags} belowSkills={r.below_skills} daysInactive={r.days_inactive} /> },
  ];
  return (
    <>
      <DataList
        title={t('performance.title')}
        headingLevel={headingLevel}
        intro={t('performance.intro', { count: days })}
        nav={nav}
        filters={
          <FilterForm label={t('performance.search')} columns={4} onSearch={() => { search.commit(); commitDays(); }}>
            <TextField label={t('performance.search')} {...search.field} />
            <SelectField label={t('points.group')} name="group" value={group} onChange={(v) => setParams(withListParam(params, 'group', v))} placeholder={t('points.allGroups')} options={(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))} />
            <TextField label={t('performance.days')} name="days" type="number" min={1} max={365} value={daysDraft} onChange={(e) => setDaysDraft(e.target.value)} onBlur={commitDays} hint={t('performance.daysHint')} />
            <FilterPills
              label={t('performance.flag')}
              allLabel={t('performance.allStudents')}
              options={FLAG_KEYS.map((f) => ({ value: f, label: t(`flags.${f}`) }))}
              value={flag}
              onChange={(v: string) => setParams(withListParam(params, 'flag', v))}
              testId="flag-filter"
            />
          </FilterForm>
        }
        query={query}
        columns={columns}
        rowKey={(r) => r.student.id}
        rowName={(r) => r.student.full_name}
        rowTestId="performance-row"
        rowProps={(r) => ({ 'data-flags': r.flags.join(' ') })}
        rowAction={(r) => (
          <Button variant="secondary" onClick={() => setOpen(r.student)} aria-label={t('performance.openFor', { name: r.student.full_name })} data-testid="progress-open">
            {t('performance.open')}
          </Button>
        )}
        caption={t('performance.title')}
        loadFailed={t('performance.loadFailed')}
        total={(count) => t('performance.total', { count, flagged: query.data?.flagged ?? 0 })}
        empty={{ title: t('performance.emptyTitle'), description: t('performance.emptyDescription') }}
        filtered={Boolean(filters.search || filters.group_id || filters.flag)}
        onClearFilters={() => {
          search.clear();
          setParams(withListParam(withListParam(withListParam(params, 'search', ''), 'group', ''), 'flag', ''));
        }}
        onPage={(p) => setParams(withListParam(params, 'page', String(p)))}
      />
      <Dialog open={open !== null} title={t('progress.title', { name: open?.full_name ?? '' })} onClose={() => setOpen(null)} maxWidth={900} testId="progress-dialog">
        {open && <ProgressPanel studentId={open.id} inactiveDays={days} />}
        <div className="mt-4 flex justify-end">
          <Button variant="secondary" onClick={() => setOpen(null)}>
            {t('common.close')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
