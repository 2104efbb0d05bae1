/**
 * The master's question, test, material and quiz management (docs/routes.md, question-and-test-management): one list
 * page for four kinds and five views, each its own address. The view decides the columns and the row's action:
 * list (everything, actions in the menu), assign-to-trainer-or-admin, assign-to-branch, draft (publish), and
 * communication (the item's conversation). Materials show their file kind where the others show a type, and their
 * owner (the platform or a centre).
 */
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { FilterPills } from '@ui/data-list/filter-pills';
import { FilterForm } from '@ui/data-list/filter-form';
import { TabLinks, type TabLink } from '@ui/data-list/tab-links';
import { useSearchDraft } from '@ui/data-list/search-draft';
import { withListParam } from '@ui/data-list/list-math';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { SelectField } from '@ui/select-field';
import { Dialog } from '@ui/dialog';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { formatDisplayDate } from '@kernel/dates/format';
import { pushToast } from '@kernel/notify/toasts';
import { QUESTION_TYPES } from '@question-types/registry';
import { useQuestionTypeNames } from '@question-types/type-texts';
import { centresQuery, invalidateContent, itemListQuery, setItemDraft, type ContentItem, type ServerKind } from '../api/content-api';
import { AssignDialog } from '../components/assign-dialog';
import { BranchesDialog } from '../components/branches-dialog';
import { ItemThread } from '../components/item-thread';
import { answersPath, bulkPath, listPath, pageOf, serverKind, VIEWS, type Kind, type View } from '../lib/paths';
import { useContentTranslation } from '../locales/texts';

const STATES = ['draft', 'published', 'inactive'] as const;
const EXAM_TYPES = ['practice-tests', 'mock-tests', 'quiz-sets'] as const;
const FILE_KINDS = ['pdf', 'word', 'image', 'audio', 'video'] as const;
const stateTone: Record<ContentItem['state'], string> = {
  draft: 'bg-warning-50 text-warning-800',
  published: 'bg-success-50 text-success-700',
  inactive: 'bg-canvas text-muted',
};

type Open = { what: 'assign' | 'branches' | 'thread'; item: ContentItem } | null;

function Tabs({ kind, view }: { kind: Kind; view: View | 'bulk-upload' }) {
  const { t } = useContentTranslation();
  const tabs: TabLink[] = VIEWS.map((v) => ({ id: v, to: listPath(kind, v), label: t(`views.${v}`) }));
  if (kind !== 'test') tabs.push({ id: 'bulk-upload', to: bulkPath(kind), label: t('views.bulk-upload') });
  return <TabLinks label={t(`kinds.${kind}`)} tabs={tabs} current={view} testId="content-view-tab" dataName="view" />;
}

function ItemList({ kind, sk, view }: { kind: Kind; sk: ServerKind; view: View }) {
  const { t, i18n } = useContentTranslation();
  const locale = i18n.language === 'bn' ? bnLocale : undefined;
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const setFilter = (key: string, value: string) => setParams(withListParam(params, key, value));
  const search = useSearchDraft(params.get('search') ?? '', (v) => setFilter('search', v));
  const questionKinds = sk === 'question' || sk === 'quiz';
  const isMaterial = sk === 'material';
  const typeNameOf = useQuestionTypeNames(questionKinds ? QUESTION_TYPES.map((d) => d.slug) : []);
  const centres = useQuery(centresQuery());
  const pick = (key: string, allowed: readonly string[]) => (allowed.includes(params.get(key) ?? '') ? params.get(key)! : '');
  const state = view === 'draft' ? 'draft' : pick('state', STATES);
  const flag = view === 'assign-to-trainer-or-admin' ? 'unassigned' : view === 'communication' ? 'with_messages' : null;
  const filters = {
    search: params.get('search') || undefined,
    state: state || undefined,
    type: questionKinds ? params.get('type') || undefined : undefined,
    exam_type: sk === 'test' ? pick('exam_type', EXAM_TYPES) || undefined : undefined,
    file_kind: isMaterial ? pick('file_kind', FILE_KINDS) || undefined : undefined,
    organization_id: params.get('organization_id') || undefined,
    unassigned: flag === 'unassigned' && params.get('unassigned') === '1' ? '1' : undefined,
    with_messages: flag === 'with_messages' && params.get('with_messages') === '1' ? '1' : undefined,
    page: Number(params.get('page')) || 1,
    per_page: 15,
  };
  const query = useQuery(itemListQuery(sk, filters));
  const [open, setOpen] = useState<Open>(null);
  const [toDraft, setToDraft] = useState<ContentItem | null>(null);
  const draft = useMutation({
    mutationFn: ({ item, to }: { item: ContentItem; to: boolean }) => setItemDraft(sk, item.id, to),
    onSuccess: (r, v) => {
      pushToast('success', t(v.to ? 'actions.drafted' : 'actions.published', { title: r.title }));
      setToDraft(null);
      void invalidateContent(client);
    },
  });

  const typeCell = (i: ContentItem) =>
    i.type ? typeNameOf(i.type.slug, i.type.name) : i.exam_type ? t(`examTypes.${i.exam_type}`) : i.file_kind ? t(`fileKinds.${i.file_kind}`) : t('common.none');
  const centreName = new Map((centres.data?.items ?? []).map((c) => [c.id, c.name]));
  const ownerCell = (i: ContentItem) => (i.organization_id === null ? t('owner.platform') : (centreName.get(i.organization_id) ?? `#${i.organization_id}`));
  const stateCell = (i: ContentItem) => <span className={`rounded px-2 py-0.5 text-xs font-medium ${stateTone[i.state]}`}>{t(`states.${i.state}`)}</span>;
  const assigneeCell = (i: ContentItem) => (i.assignee ? `${i.assignee.full_name} (${t(`assign.role.${i.assignee.role}`)})` : t('common.none'));
  const title: DataListColumn<ContentItem> = {
    key: 'title',
    header: t('columns.title'),
    className: 'font-medium text-ink',
    testId: 'item-title',
    cell: (i) => (questionKinds ? <Link className="hover:underline" to={`${answersPath(i.id)}${sk === 'quiz' ? '?kind=quiz' : ''}`}>{i.title}</Link> : i.title),
  };
  const type: DataListColumn<ContentItem> = { key: 'type', header: t(isMaterial ? 'columns.kind' : 'columns.type'), cell: typeCell, testId: 'item-type' };
  const owner: DataListColumn<ContentItem> = { key: 'owner', header: t('owner.label'), cell: ownerCell };
  const messages: DataListColumn<ContentItem> = { key: 'messages', header: t('columns.messages'), className: 'tabular-nums', testId: 'item-messages', cell: (i) => i.messages_count };
  const byView: Record<View, DataListColumn<ContentItem>[]> = {
    list: [
      title, type,
      ...(isMaterial ? [owner] : []),
      { key: 'state', header: t('columns.state'), cell: stateCell, testId: 'item-state' },
      ...(isMaterial ? [] : [{ key: 'author', header: t('columns.author'), cell: (i: ContentItem) => i.author?.full_name ?? t('common.none') }]),
      { key: 'assignee', header: t('columns.assignee'), cell: assigneeCell, testId: 'item-assignee' },
      { key: 'branches', header: t('columns.branches'), className: 'tabular-nums', cell: (i) => t('list.branchesCount', { count: i.branches.length }) },
      ...(isMaterial ? [messages] : []),
    ],
    'assign-to-trainer-or-admin': [
      title, type,
      { key: 'assignee', header: t('columns.assignee'), cell: assigneeCell, testId: 'item-assignee' },
      { key: 'note', header: t('columns.note'), cell: (i) => i.assignment_note || t('common.none') },
    ],
    'assign-to-branch': [
      title, type,
      { key: 'branches', header: t('columns.branches'), testId: 'item-branches', cell: (i) => (i.branches.length ? i.branches.map((b) => b.name).join(', ') : t('common.none')) },
    ],
    draft: [
      title, type,
      { key: 'author', header: t('columns.author'), cell: (i) => i.author?.full_name ?? t('common.none') },
      { key: 'state', header: t('columns.state'), cell: stateCell },
    ],
    communication: [
      title,
      { key: 'assignee', header: t('columns.assignee'), cell: assigneeCell },
      messages,
      { key: 'last', header: t('columns.lastMessage'), className: 'whitespace-nowrap', cell: (i) => (i.last_message_at ? formatDisplayDate(i.last_message_at, locale) : t('common.none')) },
    ],
  };
  const rowAction = (i: ContentItem) => {
    if (view === 'assign-to-trainer-or-admin') return <Button variant="secondary" onClick={() => setOpen({ what: 'assign', item: i })} data-testid="open-assign">{t('actions.assign')}</Button>;
    if (view === 'assign-to-branch') return <Button variant="secondary" onClick={() => setOpen({ what: 'branches', item: i })} data-testid="open-branches">{t('actions.branches')}</Button>;
    if (view === 'communication') return <Button variant="secondary" onClick={() => setOpen({ what: 'thread', item: i })} data-testid="open-thread">{t('actions.conversation')}</Button>;
    if (view === 'draft') return <Button variant="secondary" busy={draft.isPending && draft.variables?.item.id === i.id} onClick={() => draft.mutate({ item: i, to: false })} data-testid="publish">{t('actions.publish')}</Button>;
    return null;
  };
  const rowMenu = (i: ContentItem): RowMenuItem[] =>
    view !== 'list'
      ? []
      : [
          { key: 'assign', label: t('actions.assign'), onSelect: () => setOpen({ what: 'assign', item: i }) },
          { key: 'branches', label: t('actions.branches'), onSelect: () => setOpen({ what: 'branches', item: i }) },
          { key: 'conversation', label: t('actions.conversation'), onSelect: () => setOpen({ what: 'thread', item: i }) },
          i.state === 'draft'
            ? { key: 'publish', label: t('actions.publish'), onSelect: () => draft.mutate({ item: i, to: false }) }
            : { key: 'to-draft', label: t('actions.toDraft'), onSelect: () => setToDraft(i) },
        ];
  const anyFilter = Boolean(filters.search || (view !== 'draft' && filters.state) || filters.type || filters.exam_type || filters.file_kind || filters.unassigned || filters.with_messages);
  const bulk = kind !== 'test' ? (
    <Link to={bulkPath(kind)} className="rounded bg-primary-600 px-4 py-2 text-sm font-medium text-white hover:bg-primary-700" data-testid="to-bulk-upload">
      {t('list.bulkUpload')}
    </Link>
  ) : undefined;
  const page = query.data?.meta.current_page ?? 1;
  const last = query.data?.meta.last_page ?? 1;
  const kindWord = t(`kindOne.${kind}`);
  return (
    <>
      <DataList
        testId="content-list"
        title={`${t(`kinds.${kind}`)}: ${t(`views.${view}`)}`}
        intro={t(isMaterial && view === 'list' ? 'intro.listMaterial' : `intro.${view}`, { kind: kindWord })}
        primaryAction={bulk}
        nav={<Tabs kind={kind} view={view} />}
        filters={
          <div className="flex flex-col gap-3">
            {view !== 'draft' && (
              <FilterPills
                label={t('columns.state')}
                allLabel={t('common.all')}
                options={STATES.map((s) => ({ value: s, label: t(`states.${s}`) }))}
                value={state}
                onChange={(v) => setFilter('state', v)}
                testId="state-filter"
              />
            )}
            {flag && (
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={params.get(flag) === '1'} onChange={(e) => setFilter(flag, e.target.checked ? '1' : '')} />
                {t(flag === 'unassigned' ? 'list.unassigned' : 'list.withMessages')}
              </label>
            )}
            <FilterForm label={t('common.filters')} columns={3} onSearch={search.commit}>
              <TextField label={t('common.search')} {...search.field} placeholder={t('list.searchPlaceholder')} />
              {questionKinds ? (
                <SelectField
                  label={t('columns.type')}
                  name="type"
                  value={filters.type ?? ''}
                  placeholder={t('common.all')}
                  options={QUESTION_TYPES.map((d) => ({ value: d.slug, label: typeNameOf(d.slug, d.name) }))}
                  onChange={(v) => setFilter('type', v)}
                />
              ) : isMaterial ? (
                <SelectField
                  label={t('columns.kind')}
                  name="file_kind"
                  value={filters.file_kind ?? ''}
                  placeholder={t('common.all')}
                  options={FILE_KINDS.map((k) => ({ value: k, label: t(`fileKinds.${k}`) }))}
                  onChange={(v) => setFilter('file_kind', v)}
                />
              ) : (
                <SelectField
                  label={t('columns.type')}
                  name="exam_type"
                  value={filters.exam_type ?? ''}
                  placeholder={t('common.all')}
                  options={EXAM_TYPES.map((e) => ({ value: e, label: t(`examTypes.${e}`) }))}
                  onChange={(v) => setFilter('exam_type', v)}
                />
              )}
              <SelectField
                label={t('owner.label')}
                name="organization_id"
                value={filters.organization_id ?? ''}
                placeholder={t('owner.platform')}
                options={(centres.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                onChange={(v) => setFilter('organization_id', v)}
              />
            </FilterForm>
          </div>
        }
        query={query}
        columns={byView[view]}
        rowKey={(i) => i.id}
        rowName={(i) => i.title}
        rowTestId="content-row"
        rowProps={(i) => ({ 'data-state': i.state })}
        rowAction={view === 'list' ? undefined : rowAction}
        rowMenu={rowMenu}
        caption={t('list.caption', { kind: t(`kinds.${kind}`), page, last })}
        loadFailed={t('list.loadFailed')}
        total={(count) => t('list.total', { count })}
        empty={{ title: view === 'draft' ? t('list.emptyDraft') : t('list.emptyTitle'), description: view === 'draft' ? undefined : t(isMaterial ? 'list.emptyDescriptionMaterial' : 'list.emptyDescription'), action: bulk }}
        filtered={anyFilter}
        filteredEmptyTitle={t('common.emptyFiltered')}
        onClearFilters={() => {
          search.clear();
          let next = params;
          for (const k of ['search', 'state', 'type', 'exam_type', 'file_kind', 'unassigned', 'with_messages']) next = withListParam(next, k, '');
          setParams(next);
        }}
        onPage={(p) => setFilter('page', String(p))}
      />
      {open?.what === 'assign' && <AssignDialog kind={sk} item={open.item} onClose={() => setOpen(null)} />}
      {open?.what === 'branches' && <BranchesDialog kind={sk} item={open.item} onClose={() => setOpen(null)} />}
      {open?.what === 'thread' && (
        <Dialog open title={t('thread.title', { title: open.item.title })} onClose={() => setOpen(null)} testId="thread-dialog" maxWidth={640}>
          <ItemThread kind={sk} id={open.item.id} />
        </Dialog>
      )}
      <ConfirmDialog
        open={toDraft !== null}
        title={t('actions.toDraftTitle')}
        body={t('actions.toDraftBody', { title: toDraft?.title ?? '' })}
        confirmLabel={t('actions.toDraft')}
        cancelLabel={t('common.cancel')}
        busy={draft.isPending}
        onConfirm={() => toDraft && draft.mutate({ item: toDraft, to: true })}
        onClose={() => setToDraft(null)}
      />
    </>
  );
}

export default function ContentListPage() {
  const where = pageOf(useLocation().pathname);
  if (!where || where.view === 'bulk-upload') return null;
  const sk = serverKind(where.kind);
  // a new key per address: the filters and dialogs of one view never carry into the next
  return <ItemList key={`${where.kind}-${where.view}`} kind={where.kind} sk={sk} view={where.view} />;
}
