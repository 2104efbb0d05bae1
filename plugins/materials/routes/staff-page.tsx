/**
 * The staff material pages (docs/routes.md): `dashboard/from-platform|from-student/<kind>` (the one list, by source
 * and kind from the path), `group`, `course-wise` and `special` (the same list narrowed by a group, a course or the
 * special flag) on the teacher, admin and master portals, and the owner's /coaching-owner/material-management. Upload,
 * edit, assign, delete (confirmed), search and filters; a title opens the viewer.
 */
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { FilterPills } from '@ui/data-list/filter-pills';
import { FilterForm } from '@ui/data-list/filter-form';
import { TabLinks } from '@ui/data-list/tab-links';
import { useSearchDraft } from '@ui/data-list/search-draft';
import { withListParam } from '@ui/data-list/list-math';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { SelectField } from '@ui/select-field';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { useAuth } from '@kernel/auth/auth-provider';
import { hasAnyPermission } from '@kernel/permissions/check';
import { pushToast } from '@kernel/notify/toasts';
import { formatDisplayDate } from '@kernel/dates/format';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { deleteMaterial, groupChoicesQuery, invalidateMaterials, materialListQuery, packageChoicesQuery, type Material } from '../api/materials-api';
import { MaterialForm } from '../components/material-form';
import { MaterialViewer } from '../components/material-viewer';
import { KindBadge, OpenButton } from '../components/material-cells';
import { KINDS, dashboardPath, staffViewOf, type Kind } from '../lib/paths';
import { fileSize } from '../lib/kinds';
import { useMaterialsTranslation } from '../locales/texts';

export default function StaffMaterialsPage() {
  const { t, i18n } = useMaterialsTranslation();
  const { pathname } = useLocation();
  const view = staffViewOf(pathname);
  const isMaster = pathname.startsWith('/master/');
  const { user } = useAuth();
  const can = (key: string) => hasAnyPermission(user, [key]);
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const setFilter = (key: string, value: string) => setParams(withListParam(params, key, value));
  const search = useSearchDraft(params.get('search') ?? '', (v) => setFilter('search', v));
  const status = ['active', 'inactive'].includes(params.get('status') ?? '') ? params.get('status')! : '';
  const group = params.get('group') ?? '';
  const course = params.get('course') ?? '';
  const kindParam = (KINDS as readonly string[]).includes(params.get('kind') ?? '') ? (params.get('kind') as Kind) : '';

  const source = view.view === 'dashboard' ? view.source : undefined;
  const kind = view.view === 'dashboard' ? view.kind : kindParam || null;
  const ownerPage = view.base === '/coaching-owner/material-management';
  const filters = {
    source: ownerPage ? undefined : source,
    kind: kind ?? undefined,
    status: status || undefined,
    search: params.get('search') || undefined,
    group: group || undefined,
    course: course || undefined,
    special: view.view === 'special' ? 'true' : undefined,
    page: Number(params.get('page')) || 1,
    per_page: 15,
  };
  const waiting = (view.view === 'group' && !group) || (view.view === 'course-wise' && !course);
  const query = useQuery({ ...materialListQuery(filters), enabled: !waiting });
  const choosers = !isMaster;
  const groups = useQuery({ ...groupChoicesQuery(), enabled: choosers });
  const courses = useQuery({ ...packageChoicesQuery('COURSE'), enabled: choosers });

  const [form, setForm] = useState<{ material: Material | null } | null>(null);
  const [open, setOpen] = useState<Material | null>(null);
  const [toDelete, setToDelete] = useState<Material | null>(null);
  const remove = useMutation({
    mutationFn: (m: Material) => deleteMaterial(m.id),
    onSuccess: (_d, m) => {
      pushToast('success', t('list.deleted', { title: m.title }));
      void invalidateMaterials(client);
    },
    onSettled: () => setToDelete(null),
  });

  const locale = i18n.language === 'bn' ? bnLocale : undefined;
  const columns: DataListColumn<Material>[] = [
    { key: 'title', header: t('list.title'), testId: 'material-title', cell: (m) => <OpenButton material={m} onOpen={setOpen} /> },
    { key: 'kind', header: t('list.kind'), cell: (m) => <KindBadge kind={m.kind} /> },
    { key: 'size', header: t('list.size'), className: 'tabular-nums whitespace-nowrap', cell: (m) => fileSize(m.file.size) },
    {
      key: 'assigned',
      header: t('list.assigned'),
      cell: (m) => [...m.groups, ...m.courses, ...m.packages].map((g) => g.name).join(', ') || (m.source === 'student' ? '—' : t('list.unassigned')),
    },
    { key: 'by', header: t('list.by'), cell: (m) => `${m.created_by?.full_name ?? '—'}${m.is_platform ? ` (${t('list.platform')})` : ''}` },
    { key: 'status', header: t('list.status'), cell: (m) => `${t(`status.${m.status}`)}${m.special ? ` · ${t('list.special')}` : ''}` },
    { key: 'created', header: t('list.created'), className: 'whitespace-nowrap', cell: (m) => formatDisplayDate(m.created_at, locale) },
  ];
  const rowMenu = (m: Material): RowMenuItem[] => {
    const items: RowMenuItem[] = [{ key: 'view', label: t('list.view'), onSelect: () => setOpen(m) }];
    if (m.can_edit && can('MATERIAL_UPDATE')) items.push({ key: 'edit', label: t('list.edit'), onSelect: () => setForm({ material: m }) });
    else if (m.is_platform && !isMaster && can('MATERIAL_UPDATE')) items.push({ key: 'assign', label: t('list.assign'), onSelect: () => setForm({ material: m }) });
    if (m.can_edit && can('MATERIAL_DESTROY')) items.push({ key: 'delete', label: t('list.delete'), danger: true, onSelect: () => setToDelete(m) });
    return items;
  };
  const upload = source !== 'student' && can('MATERIAL_STORE') && (
    <Button onClick={() => setForm({ material: null })} data-testid="upload-material">
      {t('list.upload')}
    </Button>
  );

  const heading =
    view.view === 'dashboard'
      ? ownerPage
        ? t('pages.owner')
        : t(source === 'student' ? 'pages.fromStudent' : 'pages.fromPlatform', { kind: kind ? t(`kinds.${kind}`) : t('kinds.all') })
      : t(`pages.${view.view}`);
  const nav =
    view.view === 'dashboard' && !ownerPage ? (
      <div className="flex flex-col gap-2">
        <TabLinks
          label={t('list.sourceTabs')}
          testId="source-tab"
          dataName="source"
          current={source ?? 'platform'}
          tabs={(['platform', 'student'] as const).map((s) => ({ id: s, to: dashboardPath(view.base, s, kind), label: t(`sources.${s}`) }))}
        />
        <TabLinks
          label={t('list.kindTabs')}
          testId="kind-tab"
          dataName="kind"
          current={kind ?? 'all'}
          tabs={[{ id: 'all', to: dashboardPath(view.base, source ?? 'platform', null), label: t('kinds.all') }, ...KINDS.map((k) => ({ id: k, to: dashboardPath(view.base, source ?? 'platform', k), label: t(`kinds.${k}`) }))]}
        />
      </div>
    ) : undefined;
  const filtered = Boolean(status || params.get('search') || (view.view !== 'group' && group) || (view.view !== 'course-wise' && course) || kindParam);

  return (
    <>
      <DataList
        title={heading}
        intro={t(`intro.${view.view === 'dashboard' ? 'dashboard' : view.view}`)}
        primaryAction={upload}
        nav={nav}
        filters={
          <div className="flex flex-col gap-3">
            <FilterPills
              label={t('list.status')}
              allLabel={t('kinds.all')}
              options={[
                { value: 'active', label: t('status.active') },
                { value: 'inactive', label: t('status.inactive') },
              ]}
              value={status}
              onChange={(s) => setFilter('status', s)}
            />
            <FilterForm label={t('list.filters')} columns={choosers ? 4 : 3} onSearch={search.commit}>
              <TextField label={t('list.search')} {...search.field} placeholder={t('list.searchPlaceholder')} />
              {choosers && (
                <SelectField
                  label={t('list.group')}
                  name="group"
                  value={group}
                  placeholder={view.view === 'group' ? t('list.chooseGroup') : t('list.anyGroup')}
                  options={(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
                  onChange={(v) => setFilter('group', v)}
                />
              )}
              {choosers && (
                <SelectField
                  label={t('list.course')}
                  name="course"
                  value={course}
                  placeholder={view.view === 'course-wise' ? t('list.chooseCourse') : t('list.anyCourse')}
                  options={(courses.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
                  onChange={(v) => setFilter('course', v)}
                />
              )}
              {view.view !== 'dashboard' && (
                <SelectField label={t('list.kind')} name="kind" value={kindParam} placeholder={t('kinds.all')} options={KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} onChange={(v) => setFilter('kind', v)} />
              )}
            </FilterForm>
          </div>
        }
        query={waiting ? { data: { items: [], meta: { current_page: 1, per_page: 15, total: 0, last_page: 1 } }, isPending: false, isError: false, isFetching: false, refetch: () => undefined } : query}
        columns={columns}
        rowKey={(m) => m.id}
        rowName={(m) => m.title}
        rowTestId="material-row"
        rowProps={(m) => ({ 'data-kind': m.kind })}
        rowMenu={rowMenu}
        caption={heading}
        loadFailed={t('list.loadFailed')}
        total={(count) => t('list.total', { count })}
        empty={waiting ? { title: t(view.view === 'group' ? 'list.pickGroupFirst' : 'list.pickCourseFirst') } : { title: t('list.emptyTitle'), description: t(source === 'student' ? 'list.emptyStudent' : 'list.emptyDescription'), action: upload || undefined }}
        filtered={filtered}
        filteredEmptyTitle={t('list.emptyFiltered')}
        onClearFilters={() => {
          search.clear();
          setParams(new URLSearchParams(view.view === 'group' && group ? { group } : view.view === 'course-wise' && course ? { course } : {}));
        }}
        onPage={(p) => setFilter('page', String(p))}
      />
      {form && <MaterialForm mode={isMaster ? 'master' : 'staff'} material={form.material} defaultKind={kind} onClose={() => setForm(null)} />}
      {open && <MaterialViewer material={open} onClose={() => setOpen(null)} />}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('list.deleteTitle')}
        body={t('list.deleteBody', { title: toDelete?.title ?? '' })}
        confirmLabel={t('list.delete')}
        cancelLabel={t('common.cancel')}
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
