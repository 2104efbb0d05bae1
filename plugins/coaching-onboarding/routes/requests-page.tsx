/**
 * The master's coaching-centre requests (docs/routes.md, /master/coaching-center-requests): the pre-registrations
 * centres submitted on the platform (status pills, search, server pagination in the URL). A request waiting for
 * review is approved (asked first: it creates the centre and invites its administrator) or rejected with a note that
 * is mailed to the applicant; a draft or rejected one can be deleted (asked first).
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { DataList, type RowMenuItem } from '@ui/data-list/data-list';
import { FilterForm } from '@ui/data-list/filter-form';
import { FilterPills } from '@ui/data-list/filter-pills';
import { useSearchDraft } from '@ui/data-list/search-draft';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { Dialog } from '@ui/dialog';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { HttpError } from '@kernel/http/client';
import { formatDisplayDate } from '@kernel/dates/format';
import { formatMoney } from '@kernel/money/format';
import { platformDomain } from '@kernel/http/tenant';
import { pushToast } from '@kernel/notify/toasts';
import { approveRequest, deleteRequest, invalidateRequests, rejectRequest, requestListQuery, type PreRegistration, type RequestStatus } from '../api/onboarding-api';
import { useOnboardingTranslation } from '../locales/texts';

const STATUSES: readonly RequestStatus[] = ['submitted', 'approved', 'rejected', 'draft'];
const TONE: Record<RequestStatus, string> = {
  submitted: 'bg-primary-50 text-primary-800',
  approved: 'bg-success-50 text-success-700',
  rejected: 'bg-danger-50 text-danger-700',
  draft: 'bg-canvas text-muted',
};

type Pending = { kind: 'approve' | 'reject' | 'delete'; row: PreRegistration; open: boolean } | null;

export default function RequestsPage() {
  const { t, i18n } = useOnboardingTranslation();
  const [params, setParams] = useSearchParams();
  const status = (STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as RequestStatus) : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setFilter = (key: 'status' | 'search' | 'page', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  const search = useSearchDraft(params.get('search') ?? '', (v) => setFilter('search', v));
  const query = useQuery(requestListQuery({ status, search: params.get('search') || undefined, page }));
  const client = useQueryClient();
  const locale = i18n.language === 'bn' ? bnLocale : undefined;
  const hostOf = (sub: string) => `${sub}.${platformDomain()}`;
  const [pending, setPending] = useState<Pending>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const close = () => setPending((p) => p && { ...p, open: false });
  const nameOf = (r: PreRegistration) => r.data.centre_name ?? `#${r.id}`;

  const decide = useMutation({
    mutationFn: async (p: NonNullable<Pending>) => {
      if (p.kind === 'approve') return approveRequest(p.row.id);
      if (p.kind === 'reject') return rejectRequest(p.row.id, note);
      await deleteRequest(p.row.id);
      return null;
    },
    onSuccess: (_r, p) => {
      pushToast('success', t(p.kind === 'approve' ? 'requests.approved' : p.kind === 'reject' ? 'requests.rejected' : 'requests.deleted', { name: nameOf(p.row) }));
      close();
      invalidateRequests(client);
    },
    onError: (e, p) => {
      if (p.kind === 'reject' && e instanceof HttpError) setNoteError(e.fieldErrors.note?.[0] ?? e.messages[0] ?? null);
      else close();
    },
  });

  const rowMenu = (r: PreRegistration): RowMenuItem[] => {
    const items: RowMenuItem[] = [];
    if (r.status === 'submitted') {
      items.push({ key: 'approve', label: t('requests.actions.approve'), onSelect: () => setPending({ kind: 'approve', row: r, open: true }) });
      items.push({
        key: 'reject',
        label: t('requests.actions.reject'),
        onSelect: () => {
          setNote('');
          setNoteError(null);
          setPending({ kind: 'reject', row: r, open: true });
        },
      });
    }
    if (r.status === 'approved' && r.organization) {
      const url = `${window.location.protocol}//${hostOf(r.organization.subdomain)}/login`;
      items.push({ key: 'open', label: t('requests.actions.openPortal'), onSelect: () => window.open(url, '_blank', 'noopener') });
    }
    if (r.status === 'draft' || r.status === 'rejected') items.push({ key: 'delete', label: t('requests.actions.delete'), danger: true, onSelect: () => setPending({ kind: 'delete', row: r, open: true }) });
    return items;
  };

  const current = query.data?.meta.current_page ?? page;
  const last = Math.max(1, query.data?.meta.last_page ?? 1);
  const target = pending?.row;
  const filtered = status !== undefined || !!params.get('search');

  return (
    <>
      <DataList
        title={t('requests.title')}
        intro={t('requests.intro')}
        filters={
          <div className="flex flex-col gap-3">
            <FilterPills label={t('requests.statusLabel')} options={STATUSES.map((s) => ({ value: s, label: t(`requests.statuses.${s}`) }))} value={status ?? ''} onChange={(v) => setFilter('status', v)} optionTestId="status-pill" optionDataKey="status" />
            <FilterForm label={t('requests.filters')} columns={3} onSearch={search.commit}>
              <TextField label={t('requests.search')} {...search.field} placeholder={t('requests.searchPlaceholder')} />
            </FilterForm>
          </div>
        }
        query={query}
        columns={[
          { key: 'centre', header: t('requests.col.centre'), className: 'font-medium text-ink', cell: (r) => nameOf(r) },
          {
            key: 'contact',
            header: t('requests.col.contact'),
            cell: (r) => (
              <div className="flex flex-col">
                <span>{r.data.owner_name}</span>
                <span className="text-xs text-muted">{r.data.email}</span>
                <span className="text-xs text-muted">{r.data.phone}</span>
              </div>
            ),
          },
          { key: 'subdomain', header: t('requests.col.subdomain'), testId: 'row-subdomain', cell: (r) => (r.data.subdomain ? hostOf(r.data.subdomain) : '—') },
          { key: 'plan', header: t('requests.col.plan'), cell: (r) => (r.plan ? `${r.plan.name} · ${formatMoney(r.plan.price_minor, r.plan.currency, i18n.language)}` : '—') },
          {
            key: 'payment',
            header: t('requests.col.payment'),
            cell: (r) =>
              r.data.payment_reference ? (
                <div className="flex flex-col">
                  <span>{r.data.payment_method ? t(`methods.${r.data.payment_method}`) : ''}</span>
                  <span className="text-xs text-muted">{r.data.payment_reference}</span>
                  {r.invoice && <span className="text-xs text-muted">{r.invoice.number}</span>}
                </div>
              ) : r.plan?.price_minor === 0 ? (
                <span className="text-muted">{t('requests.noPayment')}</span>
              ) : (
                '—'
              ),
          },
          { key: 'submitted', header: t('requests.col.submitted'), className: 'whitespace-nowrap', cell: (r) => (r.submitted_at ? formatDisplayDate(r.submitted_at, locale) : '—') },
          {
            key: 'status',
            header: t('requests.col.status'),
            cell: (r) => (
              <span className={`rounded px-2 py-0.5 text-xs font-medium ${TONE[r.status]}`} data-testid="row-status" title={r.review_note || undefined}>
                {t(`requests.statuses.${r.status}`)}
              </span>
            ),
          },
        ]}
        rowKey={(r) => r.id}
        rowName={nameOf}
        rowTestId="request-row"
        rowProps={(r) => ({ 'data-status': r.status, 'data-subdomain': r.data.subdomain ?? '' })}
        rowMenu={rowMenu}
        tableTestId="request-table"
        caption={t('requests.caption', { page: current, last })}
        loadFailed={t('requests.loadFailed')}
        total={(count) => t('requests.total', { count })}
        empty={{ title: t('requests.emptyTitle'), description: t('requests.emptyDescription') }}
        filtered={filtered}
        filteredEmptyTitle={t('requests.emptyFiltered')}
        onClearFilters={() => {
          search.clear();
          setParams(new URLSearchParams());
        }}
        onPage={(p) => setFilter('page', String(p))}
      />
      <ConfirmDialog
        open={pending?.kind === 'approve' && pending.open}
        title={t('requests.approveTitle', { name: target ? nameOf(target) : '' })}
        body={t('requests.approveBody', { name: target ? nameOf(target) : '', host: target?.data.subdomain ? hostOf(target.data.subdomain) : '', email: target?.data.admin_email ?? '' })}
        confirmLabel={t('requests.approveConfirm')}
        cancelLabel={t('requests.cancel')}
        busy={decide.isPending}
        onConfirm={() => pending && decide.mutate(pending)}
        onClose={close}
      />
      <ConfirmDialog
        open={pending?.kind === 'delete' && pending.open}
        title={t('requests.deleteTitle', { name: target ? nameOf(target) : '' })}
        body={t('requests.deleteBody', { name: target ? nameOf(target) : '' })}
        confirmLabel={t('requests.deleteConfirm')}
        cancelLabel={t('requests.cancel')}
        busy={decide.isPending}
        onConfirm={() => pending && decide.mutate(pending)}
        onClose={close}
      />
      <Dialog open={pending?.kind === 'reject' && pending.open} title={t('requests.rejectTitle', { name: target ? nameOf(target) : '' })} onClose={close} testId="reject-dialog">
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (note.trim() === '') {
              setNoteError(t('validation.required'));
              return;
            }
            if (pending) decide.mutate(pending);
          }}
        >
          <TextField label={t('requests.rejectNote')} name="note" required maxLength={1000} value={note} error={noteError} hint={t('requests.rejectHint', { email: target?.data.email ?? '' })} onChange={(e) => setNote(e.target.value)} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              {t('requests.cancel')}
            </Button>
            <Button type="submit" variant="danger" busy={decide.isPending} data-testid="reject-confirm">
              {t('requests.rejectConfirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
