/**
 * The job circulars of a centre (or the platform's, for the master): the one list with search and an active
 * filter, the application count, and per row edit, applications, copy the public link, (de)activate and delete.
 * Deactivating and deleting ask first; a circular with applications cannot be deleted (the server's 409), so the
 * page offers to deactivate it instead.
 */
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { withListParam } from '@ui/data-list/list-math';
import { FilterForm } from '@ui/data-list/filter-form';
import { FilterPills } from '@ui/data-list/filter-pills';
import { useSearchDraft } from '@ui/data-list/search-draft';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { TextField } from '@ui/text-field';
import { formatDisplayDate } from '@kernel/dates/format';
import { HttpError } from '@kernel/http/client';
import { pushToast } from '@kernel/notify/toasts';
import { circularListQuery, deleteCircular, invalidateJobs, setCircularActive, type JobCircular } from '../api/jobs-api';
import { useDateLocale } from '@kernel/dates/use-date-locale';
import { useStaffPaths } from '../components/staff';
import { circularState, publicLink } from '../lib/circular';
import { useJobsTranslation } from '../locales/texts';

type Pending = { kind: 'deactivate' | 'delete'; circular: JobCircular } | null;

export default function CircularListPage() {
  const { t } = useJobsTranslation();
  const locale = useDateLocale();
  const { paths } = useStaffPaths();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const search = useSearchDraft(params.get('search') ?? '', (v) => setParams(withListParam(params, 'search', v)));
  const active = params.get('active') ?? '';
  const filters = {
    search: params.get('search') || undefined,
    active: active === 'true' ? true : active === 'false' ? false : undefined,
    page: Number(params.get('page')) || 1,
    per_page: 15,
  };
  const query = useQuery(circularListQuery(filters));
  const [pending, setPending] = useState<Pending>(null);

  const toggle = useMutation({
    mutationFn: (c: JobCircular) => setCircularActive(c.id, !c.active),
    onSuccess: (c) => {
      pushToast('success', c.active ? t('list.activated', { title: c.title }) : t('list.deactivated', { title: c.title }));
      setPending(null);
      void invalidateJobs(client);
    },
  });
  const remove = useMutation({
    mutationFn: (c: JobCircular) => deleteCircular(c.id),
    onSuccess: (_r, c) => {
      pushToast('success', t('list.deleted', { title: c.title }));
      setPending(null);
      void invalidateJobs(client);
    },
    onError: (err, c) => {
      if (err instanceof HttpError && err.status === 409) {
        // applications exist: the circular stays; deactivating it is what closes it
        setPending(c.active ? { kind: 'deactivate', circular: c } : null);
        pushToast('warning', t('list.hasApplications', { title: c.title }));
      } else {
        setPending(null);
        pushToast('error', err instanceof HttpError ? (err.messages[0] ?? t('list.deleteFailed')) : t('list.deleteFailed'));
      }
    },
  });

  const copyLink = async (c: JobCircular) => {
    const link = publicLink(window.location.origin, c.id);
    try {
      await navigator.clipboard.writeText(link);
      pushToast('success', t('list.linkCopied'));
    } catch {
      // no clipboard (an insecure address): the link is shown so it can be copied by hand
      pushToast('info', t('list.linkIs', { link }));
    }
  };

  const columns: DataListColumn<JobCircular>[] = [
    {
      key: 'title',
      header: t('list.columns.title'),
      className: 'font-medium text-ink',
      cell: (c) => (
        <Link to={paths.edit(c.id)} className="text-primary-700 underline-offset-2 hover:underline">
          {c.title}
        </Link>
      ),
    },
    { key: 'position', header: t('list.columns.position'), cell: (c) => c.job_position },
    { key: 'posting', header: t('list.columns.posting'), className: 'whitespace-nowrap', cell: (c) => formatDisplayDate(c.posting_date, locale) },
    { key: 'deadline', header: t('list.columns.deadline'), className: 'whitespace-nowrap', cell: (c) => formatDisplayDate(c.job_circular_detail.deadline, locale) },
    {
      key: 'applications',
      header: t('list.columns.applications'),
      testId: 'application-count',
      className: 'tabular-nums',
      cell: (c) => (
        <Link to={paths.circularApplications(c.id)} className="text-primary-700 underline-offset-2 hover:underline" aria-label={t('list.applicationsOf', { count: c.application_count, title: c.title })}>
          {c.application_count}
        </Link>
      ),
    },
    {
      key: 'state',
      header: t('list.columns.state'),
      testId: 'circular-state',
      cell: (c) => {
        const s = circularState(c);
        return s === 'open' ? <Badge tone="primary">{t('state.open')}</Badge> : <Badge tone="warning">{t(`state.${s}`)}</Badge>;
      },
    },
  ];
  const rowMenu = (c: JobCircular): RowMenuItem[] => [
    { key: 'edit', label: t('list.edit'), to: paths.edit(c.id) },
    { key: 'applications', label: t('list.applications'), to: paths.circularApplications(c.id) },
    { key: 'copy-link', label: t('list.copyLink'), onSelect: () => void copyLink(c) },
    c.active ? { key: 'deactivate', label: t('list.deactivate'), onSelect: () => setPending({ kind: 'deactivate', circular: c }) } : { key: 'activate', label: t('list.activate'), onSelect: () => toggle.mutate(c) },
    { key: 'delete', label: t('list.delete'), danger: true, onSelect: () => setPending({ kind: 'delete', circular: c }) },
  ];
  const create = (
    <Button onClick={() => navigate(paths.create)} data-testid="create-circular">
      {t('list.create')}
    </Button>
  );

  return (
    <>
      <DataList
        title={t('list.title')}
        intro={t('list.intro')}
        primaryAction={create}
        filters={
          <FilterForm label={t('list.search')} columns={3} onSearch={search.commit}>
            <TextField label={t('list.search')} {...search.field} />
            <FilterPills
              label={t('list.columns.state')}
              allLabel={t('state.all')}
              options={[
                { value: 'true', label: t('state.active') },
                { value: 'false', label: t('state.inactive') },
              ]}
              value={active}
              onChange={(v: string) => setParams(withListParam(params, 'active', v))}
            />
          </FilterForm>
        }
        query={query}
        columns={columns}
        rowKey={(c) => c.id}
        rowName={(c) => c.title}
        rowTestId="circular-row"
        rowProps={(c) => ({ 'data-active': c.active ? 'true' : 'false' })}
        rowMenu={rowMenu}
        caption={t('list.title')}
        loadFailed={t('list.loadFailed')}
        total={(count) => t('list.total', { count })}
        empty={{ title: t('list.emptyTitle'), description: t('list.emptyDescription'), action: create }}
        filtered={Boolean(filters.search || active)}
        onClearFilters={() => {
          search.clear();
          setParams(withListParam(withListParam(params, 'search', ''), 'active', ''));
        }}
        onPage={(p) => setParams(withListParam(params, 'page', String(p)))}
      />
      <ConfirmDialog
        open={pending?.kind === 'deactivate'}
        title={t('list.deactivateTitle')}
        body={pending ? t('list.deactivateBody', { title: pending.circular.title }) : ''}
        confirmLabel={t('list.deactivate')}
        cancelLabel={t('common.cancel')}
        busy={toggle.isPending}
        onConfirm={() => pending && toggle.mutate(pending.circular)}
        onClose={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        title={t('list.deleteTitle')}
        body={pending ? t('list.deleteBody', { title: pending.circular.title }) : ''}
        confirmLabel={t('list.delete')}
        cancelLabel={t('common.cancel')}
        busy={remove.isPending}
        onConfirm={() => pending && remove.mutate(pending.circular)}
        onClose={() => setPending(null)}
      />
    </>
  );
}
