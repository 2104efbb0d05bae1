/**
 * A form's responses (/teacher/form/responses/{id}, /admin/form/responses/{id}): the one list, newest first, with who
 * answered (a signed-in student by name, else a visitor); a row opens to show every answer under its field's label
 * (a removed field's answers under its old label), files as downloads; the CSV export of every response; a response
 * deleted after a confirmation.
 */
import { useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataList, type DataListColumn } from '@ui/data-list/data-list';
import { withListParam } from '@ui/data-list/list-math';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { PageSpinner } from '@ui/spinner';
import { ListLoadError } from '@ui/table-states';
import { formatApiDate, formatDisplayDate } from '@kernel/dates/format';
import { pushToast } from '@kernel/notify/toasts';
import {
  deleteResponse, downloadResponseFile, downloadResponsesCsv, formQuery, invalidateForms, responsesQuery, type FormDetail, type FormField, type FormResponse,
} from '../api/forms-api';
import { CopyLink } from '../components/copy-link';
import { useDateLocale } from '@kernel/dates/use-date-locale';
import { answerText } from '../lib/answers';
import { formPaths, portalOf } from '../lib/paths';
import { useFormsTranslation } from '../locales/texts';

export default function ResponsesPage() {
  const { id } = useParams();
  const formId = Number(id);
  const { t } = useFormsTranslation();
  const form = useQuery({ ...formQuery(formId), enabled: Number.isInteger(formId) && formId > 0 });
  if (form.isPending) return <PageSpinner label={t('responses.loading')} />;
  if (form.isError || !form.data)
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-semibold text-ink">{t('responses.title')}</h1>
        <ListLoadError message={t('responses.loadFailed')} retryLabel={t('common.retry')} onRetry={() => void form.refetch()} busy={form.isFetching} />
      </div>
    );
  return <Responses form={form.data} />;
}

function Responses({ form }: { form: FormDetail }) {
  const { t } = useFormsTranslation();
  const locale = useDateLocale();
  const client = useQueryClient();
  const paths = formPaths(portalOf(useLocation().pathname));
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page')) || 1;
  const query = useQuery(responsesQuery(form.id, page));
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [doomed, setDoomed] = useState<FormResponse | null>(null);
  const [exporting, setExporting] = useState(false);
  const remove = useMutation({
    mutationFn: (r: FormResponse) => deleteResponse(form.id, r.id),
    onSuccess: () => {
      pushToast('success', t('responses.deleted'));
      setDoomed(null);
      void invalidateForms(client);
    },
  });
  const exportCsv = async () => {
    setExporting(true);
    try {
      const name = form.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'form';
      await downloadResponsesCsv(form.id, `${name}-responses-${formatApiDate(new Date())}.csv`);
    } catch {
      pushToast('error', t('responses.exportFailed'));
    } finally {
      setExporting(false);
    }
  };
  const when = (iso: string) => `${formatDisplayDate(iso, locale)} ${new Date(iso).toLocaleTimeString(locale ? 'bn-BD' : 'en-GB', { hour: '2-digit', minute: '2-digit' })}`;
  const first = form.fields.slice(0, 2);
  const columns: DataListColumn<FormResponse>[] = [
    { key: 'when', header: t('responses.columns.when'), className: 'whitespace-nowrap', cell: (r) => when(r.created_at) },
    {
      key: 'who',
      header: t('responses.columns.who'),
      testId: 'respondent',
      cell: (r) => (r.respondent ? <span>{r.respondent.full_name}</span> : <Badge tone="warning">{t('responses.visitor')}</Badge>),
    },
    ...first.map((f): DataListColumn<FormResponse> => ({ key: `f-${f.id}`, header: f.label, cell: (r) => <span className="line-clamp-2 break-words">{answerText(r.answers[f.id])}</span> })),
  ];
  const toggle = (r: FormResponse) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(r.id)) next.delete(r.id);
      else next.add(r.id);
      return next;
    });
  return (
    <>
      <DataList
        title={t('responses.titleOf', { title: form.title })}
        intro={t('responses.intro')}
        primaryAction={
          <div className="flex flex-wrap gap-2">
            <Link to={paths.edit(form.id)} className="inline-flex items-center rounded-md px-3 py-2 text-sm text-primary-700 underline-offset-2 hover:underline">
              {t('responses.editForm')}
            </Link>
            <Link to={paths.list} className="inline-flex items-center rounded-md px-3 py-2 text-sm text-primary-700 underline-offset-2 hover:underline">
              {t('builder.backToList')}
            </Link>
            <Button variant="secondary" busy={exporting} onClick={() => void exportCsv()} data-testid="export-csv">
              {t('responses.export')}
            </Button>
          </div>
        }
        filters={<CopyLink slug={form.slug} />}
        query={query}
        columns={columns}
        rowKey={(r) => r.id}
        rowName={(r) => r.respondent?.full_name ?? t('responses.visitor')}
        rowTestId="response-row"
        rowAction={(r) => (
          <Button variant="ghost" aria-expanded={open.has(r.id)} onClick={() => toggle(r)} data-testid="toggle-response">
            {open.has(r.id) ? t('responses.hide') : t('responses.view')}
          </Button>
        )}
        rowMenu={(r) => [{ key: 'delete', label: t('responses.delete'), danger: true, onSelect: () => setDoomed(r) }]}
        rowDetail={(r) => (open.has(r.id) ? <AnswerList form={form} response={r} /> : null)}
        caption={t('responses.title')}
        loadFailed={t('responses.loadFailed')}
        total={(count) => t('responses.total', { count })}
        empty={{ title: t('responses.emptyTitle'), description: t('responses.emptyDescription') }}
        onPage={(p) => setParams(withListParam(params, 'page', String(p)))}
      />
      <ConfirmDialog
        open={doomed !== null}
        title={t('responses.deleteTitle')}
        body={doomed ? t('responses.deleteBody', { who: doomed.respondent?.full_name ?? t('responses.visitor'), when: when(doomed.created_at) }) : ''}
        confirmLabel={t('responses.delete')}
        cancelLabel={t('common.cancel')}
        busy={remove.isPending}
        onConfirm={() => doomed && remove.mutate(doomed)}
        onClose={() => setDoomed(null)}
      />
    </>
  );
}

function AnswerList({ form, response }: { form: FormDetail; response: FormResponse }) {
  const { t } = useFormsTranslation();
  const rows: Array<{ field: FormField; removed: boolean }> = [
    ...form.fields.map((field) => ({ field, removed: false })),
    ...form.retired_fields.filter((f) => response.answers[f.id] !== undefined).map((field) => ({ field, removed: true })),
  ];
  const download = async (field: FormField, path: string) => {
    try {
      await downloadResponseFile(form.id, response.id, field.id, path.slice(path.lastIndexOf('/') + 1));
    } catch {
      pushToast('error', t('responses.fileFailed'));
    }
  };
  return (
    <dl className="grid gap-x-6 gap-y-2 p-2 text-sm md:grid-cols-[minmax(10rem,1fr)_3fr]" data-testid="response-answers">
      {response.respondent && (
        <>
          <dt className="font-medium text-muted">{t('responses.email')}</dt>
          <dd className="break-words text-ink">{response.respondent.email}</dd>
        </>
      )}
      {rows.map(({ field, removed }) => {
        const value = response.answers[field.id];
        return (
          <div key={field.id} className="contents">
            <dt className="font-medium text-muted">
              {field.label}
              {removed && <span className="ml-1 text-xs">({t('responses.removedField')})</span>}
            </dt>
            <dd className="whitespace-pre-line break-words text-ink">
              {value === undefined ? (
                <span className="text-muted">{t('responses.noAnswer')}</span>
              ) : field.kind === 'file' && typeof value === 'string' ? (
                <Button variant="ghost" onClick={() => void download(field, value)} data-testid="download-file">
                  {t('responses.downloadFile', { name: answerText(value) })}
                </Button>
              ) : field.kind === 'rating' && typeof value === 'number' ? (
                <span aria-label={t('responses.ratingOf', { n: value })}>{`${'★'.repeat(value)} (${value}/5)`}</span>
              ) : (
                answerText(value)
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
