/**
 * The student's practice materials (/student/practice-material/list, grid, directory): what their groups, courses and
 * packages were given, as the one list, as cards with thumbnails, or as a tree by group, course, special and kind;
 * and "my uploads", where a student keeps their own files (visible to their trainers, never to other students).
 */
import { useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { FilterForm } from '@ui/data-list/filter-form';
import { TabLinks } from '@ui/data-list/tab-links';
import { useSearchDraft } from '@ui/data-list/search-draft';
import { withListParam } from '@ui/data-list/list-math';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { SelectField } from '@ui/select-field';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { ListLoadError, ListSkeleton } from '@ui/table-states';
import { EmptyState } from '@ui/empty-state';
import { pushToast } from '@kernel/notify/toasts';
import { deleteMaterial, invalidateMaterials, materialListQuery, materialQuery, type Material } from '../api/materials-api';
import { MaterialForm } from '../components/material-form';
import { MaterialViewer } from '../components/material-viewer';
import { KindBadge, OpenButton, Thumbnail } from '../components/material-cells';
import { directoryOf } from '../lib/directory';
import { KINDS, STUDENT_BASE, STUDENT_VIEWS, studentViewOf, type Kind } from '../lib/paths';
import { fileSize } from '../lib/kinds';
import { useMaterialsTranslation } from '../locales/texts';

function Card({ m, onOpen }: { m: Material; onOpen: (m: Material) => void }) {
  return (
    <li className="flex flex-col gap-2 rounded-card border border-line bg-surface p-3" data-testid="material-card" data-id={m.id} data-kind={m.kind}>
      <Thumbnail material={m} />
      <OpenButton material={m} onOpen={onOpen} />
      <div className="flex items-center justify-between text-xs text-muted">
        <KindBadge kind={m.kind} />
        <span>{fileSize(m.file.size)}</span>
      </div>
    </li>
  );
}

function Folder({ label, count, children, testId }: { label: string; count: number; children: ReactNode; testId: string }) {
  return (
    <details className="rounded border border-line bg-surface" data-testid={testId} open>
      <summary className="cursor-pointer px-3 py-2 font-medium text-ink focus-visible:outline-2 focus-visible:outline-primary-600">
        {label} <span className="text-sm text-muted">({count})</span>
      </summary>
      <div className="px-3 pb-3">{children}</div>
    </details>
  );
}

function Leaves({ items, onOpen }: { items: Material[]; onOpen: (m: Material) => void }) {
  return (
    <ul className="flex flex-col gap-1 ps-4">
      {items.map((m) => (
        <li key={m.id} className="flex items-center gap-2" data-testid="directory-item" data-id={m.id}>
          <KindBadge kind={m.kind} />
          <OpenButton material={m} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}

export default function StudentMaterialsPage() {
  const { t } = useMaterialsTranslation();
  const view = studentViewOf(useLocation().pathname);
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const setFilter = (key: string, value: string) => setParams(withListParam(params, key, value));
  const search = useSearchDraft(params.get('search') ?? '', (v) => setFilter('search', v));
  const kind = (KINDS as readonly string[]).includes(params.get('kind') ?? '') ? (params.get('kind') as Kind) : '';
  const page = Number(params.get('page')) || 1;
  // the grid and the tree show everything at once (a student's materials are few); the list pages
  const filters = { source: 'platform', kind: kind || undefined, search: params.get('search') || undefined, page: view === 'list' ? page : 1, per_page: view === 'list' ? 15 : 100 };
  const query = useQuery(materialListQuery(filters));
  const mine = useQuery(materialListQuery({ mine: 'true', source: 'student', per_page: 100 }));
  const [open, setOpen] = useState<Material | null>(null);
  // `?open=<id>`: another page (a study plan's task) links straight to one material
  const linkedId = Number(params.get('open')) || 0;
  const linked = useQuery({ ...materialQuery(linkedId), enabled: linkedId > 0 });
  const shown = open ?? (linkedId > 0 ? (linked.data ?? null) : null);
  const close = () => {
    setOpen(null);
    if (linkedId > 0) setParams(withListParam(params, 'open', ''));
  };
  const [form, setForm] = useState<{ material: Material | null } | null>(null);
  const [toDelete, setToDelete] = useState<Material | null>(null);
  const remove = useMutation({
    mutationFn: (m: Material) => deleteMaterial(m.id),
    onSuccess: (_d, m) => {
      pushToast('success', t('list.deleted', { title: m.title }));
      void invalidateMaterials(client);
    },
    onSettled: () => setToDelete(null),
  });

  const columns: DataListColumn<Material>[] = [
    { key: 'title', header: t('list.title'), testId: 'material-title', cell: (m) => <OpenButton material={m} onOpen={setOpen} /> },
    { key: 'kind', header: t('list.kind'), cell: (m) => <KindBadge kind={m.kind} /> },
    { key: 'size', header: t('list.size'), className: 'tabular-nums whitespace-nowrap', cell: (m) => fileSize(m.file.size) },
    { key: 'assigned', header: t('list.assigned'), cell: (m) => [...m.groups, ...m.courses, ...m.packages].map((g) => g.name).join(', ') },
  ];
  const filtered = Boolean(kind || params.get('search'));
  const clear = () => {
    search.clear();
    setParams(new URLSearchParams());
  };
  const filterBar = (
    <FilterForm label={t('list.filters')} columns={3} onSearch={search.commit}>
      <TextField label={t('list.search')} {...search.field} placeholder={t('list.searchPlaceholder')} />
      <SelectField label={t('list.kind')} name="kind" value={kind} placeholder={t('kinds.all')} options={KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} onChange={(v) => setFilter('kind', v)} />
    </FilterForm>
  );
  const tabs = (
    <TabLinks label={t('student.views')} testId="view-tab" dataName="view" current={view} tabs={STUDENT_VIEWS.map((v) => ({ id: v, to: `${STUDENT_BASE}/${v}${params.toString() ? `?${params}` : ''}`, label: t(`student.${v}`) }))} />
  );
  const items = query.data?.items ?? [];
  const state = query.isPending ? (
    <ListSkeleton label={t('viewer.loading')} />
  ) : query.isError ? (
    <ListLoadError message={t('list.loadFailed')} retryLabel={t('common.retry')} onRetry={() => void query.refetch()} busy={query.isFetching} />
  ) : items.length === 0 ? (
    <EmptyState title={filtered ? t('list.emptyFiltered') : t('student.emptyTitle')} description={filtered ? undefined : t('student.emptyDescription')} action={filtered ? <Button variant="secondary" onClick={clear}>{t('list.clearFilters')}</Button> : undefined} />
  ) : null;
  const dir = directoryOf(items, (k) => t(`kinds.${k}`));
  const myMenu = (m: Material): RowMenuItem[] => [
    { key: 'view', label: t('list.view'), onSelect: () => setOpen(m) },
    { key: 'edit', label: t('list.edit'), onSelect: () => setForm({ material: m }) },
    { key: 'delete', label: t('list.delete'), danger: true, onSelect: () => setToDelete(m) },
  ];
  const uploadOwn = (
    <Button onClick={() => setForm({ material: null })} data-testid="upload-own">
      {t('student.uploadOwn')}
    </Button>
  );

  return (
    <div className="flex flex-col gap-8">
      {view === 'list' ? (
        <DataList
          title={t('student.title')}
          intro={t('student.intro')}
          nav={tabs}
          filters={filterBar}
          query={query}
          columns={columns}
          rowKey={(m) => m.id}
          rowName={(m) => m.title}
          rowTestId="material-row"
          rowAction={(m) => (
            <Button variant="secondary" onClick={() => setOpen(m)}>
              {t('list.view')}
            </Button>
          )}
          caption={t('student.title')}
          loadFailed={t('list.loadFailed')}
          total={(count) => t('list.total', { count })}
          empty={{ title: t('student.emptyTitle'), description: t('student.emptyDescription') }}
          filtered={filtered}
          filteredEmptyTitle={t('list.emptyFiltered')}
          onClearFilters={clear}
          onPage={(p) => setFilter('page', String(p))}
        />
      ) : (
        <section className="flex flex-col gap-4" aria-labelledby="materials-heading">
          <header>
            <h1 id="materials-heading" className="text-2xl font-semibold text-ink">
              {t('student.title')}
            </h1>
            <p className="text-muted">{t('student.intro')}</p>
          </header>
          {tabs}
          {filterBar}
          {state ??
            (view === 'grid' ? (
              <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('student.grid')} data-testid="material-grid">
                {items.map((m) => (
                  <Card key={m.id} m={m} onOpen={setOpen} />
                ))}
              </ul>
            ) : (
              <div className="flex flex-col gap-3" data-testid="material-directory">
                {dir.groups.length > 0 && (
                  <Folder label={t('student.byGroup')} count={dir.groups.length} testId="folder-groups">
                    {dir.groups.map((f) => (
                      <Folder key={f.key} label={f.label} count={f.items.length} testId="folder-group">
                        <Leaves items={f.items} onOpen={setOpen} />
                      </Folder>
                    ))}
                  </Folder>
                )}
                {dir.courses.length > 0 && (
                  <Folder label={t('student.byCourse')} count={dir.courses.length} testId="folder-courses">
                    {dir.courses.map((f) => (
                      <Folder key={f.key} label={f.label} count={f.items.length} testId="folder-course">
                        <Leaves items={f.items} onOpen={setOpen} />
                      </Folder>
                    ))}
                  </Folder>
                )}
                {dir.special.length > 0 && (
                  <Folder label={t('pages.special')} count={dir.special.length} testId="folder-special">
                    <Leaves items={dir.special} onOpen={setOpen} />
                  </Folder>
                )}
                <Folder label={t('student.byKind')} count={dir.kinds.length} testId="folder-kinds">
                  {dir.kinds.map((f) => (
                    <Folder key={f.key} label={f.label} count={f.items.length} testId="folder-kind">
                      <Leaves items={f.items} onOpen={setOpen} />
                    </Folder>
                  ))}
                </Folder>
              </div>
            ))}
        </section>
      )}

      <DataList
        title={t('student.mine')}
        headingLevel={2}
        intro={t('student.mineIntro')}
        primaryAction={uploadOwn}
        query={mine}
        columns={columns.slice(0, 3)}
        rowKey={(m) => m.id}
        rowName={(m) => m.title}
        rowTestId="my-material-row"
        rowMenu={myMenu}
        caption={t('student.mine')}
        loadFailed={t('list.loadFailed')}
        total={(count) => t('list.total', { count })}
        empty={{ title: t('student.mineEmpty'), action: uploadOwn }}
        onPage={() => undefined}
      />
      {shown && <MaterialViewer material={shown} onClose={close} />}
      {form && <MaterialForm mode="student" material={form.material} defaultKind={null} onClose={() => setForm(null)} />}
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
    </div>
  );
}
