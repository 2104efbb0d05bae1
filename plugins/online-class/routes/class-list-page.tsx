/**
 * The online classes of the teacher, the master and the coaching owner: the one list with search and status, row
 * actions open, edit (the wizard resumes), duplicate (an independent draft) and preview. The owner only opens.
 */
import { useNavigate, useSearchParams, Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { withListParam } from '@ui/data-list/list-math';
import { FilterForm } from '@ui/data-list/filter-form';
import { FilterPills } from '@ui/data-list/filter-pills';
import { useSearchDraft } from '@ui/data-list/search-draft';
import { Button } from '@ui/button';
import { Badge } from '@ui/badge';
import { TextField } from '@ui/text-field';
import { formatDisplayDate } from '@kernel/dates/format';
import { pushToast } from '@kernel/notify/toasts';
import { classListQuery, duplicateClass, fetchClass, invalidateClasses, type ClassSummary } from '../api/authoring';
import { useStaffPaths } from '../components/staff';
import { useDateLocale } from '@kernel/dates/use-date-locale';
import { useOnlineClassTranslation } from '../locales/texts';

export default function ClassListPage() {
  const { t } = useOnlineClassTranslation();
  const locale = useDateLocale();
  const { paths, author } = useStaffPaths();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const search = useSearchDraft(params.get('search') ?? '', (v) => setParams(withListParam(params, 'search', v)));
  const status = params.get('status') ?? '';
  const filters = { search: params.get('search') || undefined, status: status || undefined, page: Number(params.get('page')) || 1, per_page: 15 };
  const query = useQuery(classListQuery(filters));
  const duplicate = useMutation({
    mutationFn: (c: ClassSummary) => duplicateClass(c.id),
    onSuccess: (copy) => {
      pushToast('success', t('list.duplicated', { title: copy.title }));
      void invalidateClasses(client);
    },
  });
  const preview = async (c: ClassSummary) => {
    const detail = await fetchClass(c.id);
    const m = detail.modules.find((x) => x.chapters.length > 0);
    const ch = m?.chapters[0];
    if (!m || !ch) {
      pushToast('warning', t('list.nothingToPreview'));
      return;
    }
    navigate(paths.preview(m.id, ch.id, c.id));
  };
  const columns: DataListColumn<ClassSummary>[] = [
    {
      key: 'title',
      header: t('list.columns.title'),
      className: 'font-medium text-ink',
      cell: (c) => (
        <>
          <Link to={paths.modules(c.id)} className="text-primary-700 underline-offset-2 hover:underline">
            {c.title}
          </Link>
          {c.featured && <Badge tone="primary">{t('list.featured')}</Badge>}
        </>
      ),
    },
    { key: 'level', header: t('list.columns.level'), cell: (c) => t(`levels.${c.level}`) },
    { key: 'status', header: t('list.columns.status'), testId: 'class-status', cell: (c) => <Badge tone={c.status === 'published' ? 'primary' : 'warning'}>{t(`status.${c.status}`)}</Badge> },
    { key: 'content', header: t('list.columns.content'), className: 'whitespace-nowrap', cell: (c) => t('list.counts', { modules: c.counts.modules, chapters: c.counts.chapters }) },
    { key: 'updated', header: t('list.columns.updated'), className: 'whitespace-nowrap', cell: (c) => formatDisplayDate(c.updated_at, locale) },
    { key: 'by', header: t('list.columns.by'), cell: (c) => c.created_by?.full_name ?? (c.is_platform ? t('list.platform') : '—') },
  ];
  const rowMenu = (c: ClassSummary): RowMenuItem[] => [
    { key: 'open', label: t('list.open'), to: paths.modules(c.id) },
    ...(author && c.can_edit
      ? [
          { key: 'edit', label: t('common.edit'), to: paths.step('class-information', c.id) },
          { key: 'duplicate', label: t('list.duplicate'), onSelect: () => duplicate.mutate(c) },
          { key: 'preview', label: t('list.preview'), onSelect: () => void preview(c) },
        ]
      : []),
  ];
  const create = author ? (
    <Button onClick={() => navigate(paths.step('class-information', null))} data-testid="create-class">
      {t('list.create')}
    </Button>
  ) : undefined;
  return (
    <DataList
      title={author ? t('list.title') : t('list.viewTitle')}
      intro={author ? t('list.intro') : t('list.viewIntro')}
      primaryAction={create}
      filters={
        <FilterForm label={t('list.search')} columns={3} onSearch={search.commit}>
          <TextField label={t('list.search')} {...search.field} />
          <FilterPills
            label={t('list.columns.status')}
            allLabel={t('status.all')}
            options={[
              { value: 'draft', label: t('status.draft') },
              { value: 'published', label: t('status.published') },
            ]}
            value={status}
            onChange={(v: string) => setParams(withListParam(params, 'status', v))}
          />
        </FilterForm>
      }
      query={query}
      columns={columns}
      rowKey={(c) => c.id}
      rowName={(c) => c.title}
      rowTestId="class-row"
      rowMenu={rowMenu}
      caption={t('list.title')}
      loadFailed={t('list.loadFailed')}
      total={(count) => t('list.total', { count })}
      empty={{ title: t('list.emptyTitle'), description: author ? t('list.emptyDescription') : t('list.emptyViewDescription'), action: create }}
      filtered={Boolean(filters.search || filters.status)}
      onClearFilters={() => {
        search.clear();
        const next = withListParam(withListParam(params, 'search', ''), 'status', '');
        setParams(next);
      }}
      onPage={(p) => setParams(withListParam(params, 'page', String(p)))}
    />
  );
}
