/**
 * The master's course-management course-list, course-contract and course-ad-ons: a centre's courses read through
 * GET course-comparison?status=all (the packages module's GET packages answers the platform's own plans on the
 * platform domain). Read-only here: a centre's staff build and change courses with the course wizard.
 */
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DataList, wholeList, type DataListColumn } from '@ui/data-list/data-list';
import { formatMoney } from '@kernel/money/format';
import { comparisonQuery, type ComparedCourse, type Scope } from '../api/branches-api';
import { CentreFrame } from '../components/centre-scope';
import { courseViewFromPath, type CourseView } from '../lib/paths';
import { useBranchesTranslation } from '../locales/texts';

function Courses({ scope, view }: { scope: Scope; view: CourseView }) {
  const { t, i18n } = useBranchesTranslation();
  const query = useQuery(comparisonQuery(scope, 'all'));
  const money = (n: number, c: ComparedCourse) => formatMoney(n, c.currency, i18n.language);
  const name: DataListColumn<ComparedCourse> = { key: 'name', header: t('courses.name'), className: 'font-medium text-ink', cell: (c) => c.name };
  const columns: DataListColumn<ComparedCourse>[] =
    view === 'list'
      ? [
          name,
          { key: 'delivery', header: t('courses.delivery'), cell: (c) => t(`delivery.${c.delivery}`) },
          { key: 'branches', header: t('courses.branches'), cell: (c) => c.branches.map((b) => b.name).join(', ') || '—' },
          { key: 'trainers', header: t('courses.trainers'), cell: (c) => c.trainers.map((p) => p.full_name).join(', ') || '—' },
          { key: 'status', header: t('common.status'), cell: (c) => t(`courseStatus.${c.status}`) },
        ]
      : view === 'contract'
        ? [
            name,
            { key: 'price', header: t('courses.price'), className: 'tabular-nums whitespace-nowrap', cell: (c) => money(c.price_minor, c) },
            { key: 'duration', header: t('courses.duration'), className: 'tabular-nums', cell: (c) => t('courses.days', { count: c.duration_days }) },
            { key: 'schedule', header: t('courses.schedule'), cell: (c) => c.schedule.map((s) => `${t(`days.${s.day}`, { defaultValue: s.day })} ${s.start}–${s.end}`).join(', ') || '—' },
          ]
        : [
            name,
            { key: 'addons', header: t('courses.addons'), cell: (c) => c.addons.map((a) => `${a.name} (${money(a.price_minor, c)})`).join(', ') || t('courses.noAddons') },
          ];
  return (
    <DataList
      title={t(`courses.title.${view}`)}
      intro={t('courses.readOnly')}
      query={query.data ? wholeList(query.data.items) : { ...query, data: undefined }}
      columns={columns}
      rowKey={(c) => c.id}
      rowName={(c) => c.name}
      rowTestId="course-row"
      caption={t(`courses.title.${view}`)}
      loadFailed={t('courses.loadFailed')}
      total={(count) => t('courses.total', { count })}
      empty={{ title: t('courses.emptyTitle'), description: t('courses.emptyDescription') }}
      onPage={() => undefined}
    />
  );
}

export default function CoursesPage() {
  const view = courseViewFromPath(useLocation().pathname);
  return <CentreFrame>{(scope) => <Courses scope={scope} view={view} />}</CentreFrame>;
}
