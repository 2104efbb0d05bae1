/** What the centre's students have earned on their plans, newest first, in the one list. */
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DataList, type DataListColumn } from '@ui/data-list/data-list';
import { withListParam } from '@ui/data-list/list-math';
import { FilterForm } from '@ui/data-list/filter-form';
import { SelectField } from '@ui/select-field';
import { formatDisplayDate } from '@kernel/dates/format';
import { achievesQuery, studentsQuery, type Achievement } from '../api/study-plan-api';
import { StaffNav, useStaffBase } from '../components/staff-nav';
import { useDateLocale } from '@kernel/dates/use-date-locale';
import { useStudyPlanTranslation } from '../locales/texts';

export default function AchievesPage() {
  const { t } = useStudyPlanTranslation();
  const locale = useDateLocale();
  const { master } = useStaffBase();
  const [params, setParams] = useSearchParams();
  const studentId = params.get('student') ?? '';
  const filters = { student_id: studentId || undefined, page: Number(params.get('page')) || 1, per_page: 25 };
  const query = useQuery(achievesQuery(filters));
  // the master's list spans centres: no student picker there (the student filter needs a centre)
  const students = useQuery({ ...studentsQuery(undefined, ''), enabled: !master });
  const columns: DataListColumn<Achievement>[] = [
    { key: 'student', header: t('achieves.columns.student'), className: 'font-medium text-ink', cell: (a) => a.student.full_name },
    { key: 'achievement', header: t('achieves.columns.achievement'), testId: 'achievement-name', cell: (a) => <span data-code={a.code}>{t(`achievements.${a.code}`)}</span> },
    { key: 'plan', header: t('achieves.columns.plan'), cell: (a) => a.plan_title },
    { key: 'earned', header: t('achieves.columns.earned'), className: 'whitespace-nowrap', cell: (a) => formatDisplayDate(a.earned_at, locale) },
  ];
  return (
    <DataList
      title={t('achieves.title')}
      intro={t('achieves.intro')}
      nav={<StaffNav current="achieves" />}
      filters={
        master ? undefined : (
          <FilterForm label={t('achieves.student')} columns={3}>
            <SelectField label={t('achieves.student')} name="student" value={studentId} placeholder={t('achieves.allStudents')}
              options={(students.data?.items ?? []).map((u) => ({ value: String(u.id), label: `${u.first_name} ${u.last_name}`.trim() }))}
              onChange={(v) => setParams(withListParam(withListParam(params, 'student', v), 'page', ''))} />
          </FilterForm>
        )
      }
      query={query}
      columns={columns}
      rowKey={(a) => a.id}
      rowTestId="achievement-row"
      caption={t('achieves.title')}
      loadFailed={t('achieves.loadFailed')}
      total={(count) => t('achieves.total', { count })}
      empty={{ title: t('achieves.emptyTitle'), description: t('achieves.emptyDescription') }}
      filtered={Boolean(studentId)}
      onClearFilters={() => setParams(withListParam(params, 'student', ''))}
      onPage={(p) => setParams(withListParam(params, 'page', String(p)))}
    />
  );
}
