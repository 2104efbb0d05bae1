/**
 * Due and collection (docs/product-spec.md §11) at /admin/due-and-collection and the master's page: the server's
 * report per branch (billed, collected, outstanding, overdue, collected in the chosen range; every total computed by
 * the server in exact integers) and the instalments still owed, oldest first, each with its invoice PDF and, on the
 * centre's own address, "Record payment" (POST transaction with one idempotency key per opening of the dialog, so a
 * double click records one payment) and then the receipt PDF.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataList, wholeList, type DataListColumn } from '@ui/data-list/data-list';
import { FilterPills } from '@ui/data-list/filter-pills';
import { FilterForm } from '@ui/data-list/filter-form';
import { withListParam } from '@ui/data-list/list-math';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { SelectField } from '@ui/select-field';
import { Dialog } from '@ui/dialog';
import { Alert } from '@ui/alert';
import { IsoDateField } from '@kernel/dates/iso-date-field';
import { formatMoney, moneyInputText } from '@kernel/money/format';
import { pushToast } from '@kernel/notify/toasts';
import { isCalendarDay } from '../lib/dates';
import {
  dueInstalmentsQuery, downloadPdf, duesReportQuery, invalidate, invoicePdfPath, receiptPdfPath, recordPayment, type DueInstalment, type DuesReport, type DuesRow,
  type RecordedPayment, type Scope,
} from '../api/branches-api';
import { CentreFrame } from '../components/centre-scope';
import { fieldErrors } from '../lib/field-errors';
import { MoneyField } from '../components/money-field';
import { checkAmount, newIdempotencyKey } from '../lib/payment';
import { useBranchesTranslation } from '../locales/texts';

const METHODS = ['cash', 'bank_transfer', 'mobile_banking'] as const;

function PdfButton({ path, filename, label, testId }: { path: string; filename: string; label: string; testId: string }) {
  const { t } = useBranchesTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="ghost"
      busy={busy}
      data-testid={testId}
      onClick={() => {
        setBusy(true);
        downloadPdf(path, filename)
          .catch(() => pushToast('error', t('dues.pdfFailed')))
          .finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}

function PaymentDialog({ row, onClose }: { row: DueInstalment; onClose: () => void }) {
  const { t } = useBranchesTranslation();
  const client = useQueryClient();
  // one key for this opening of the dialog: a second click, or a retry after a lost answer, is the same payment
  const [key] = useState(() => newIdempotencyKey());
  const [amount, setAmount] = useState(moneyInputText(row.due_minor));
  const [method, setMethod] = useState<(typeof METHODS)[number]>('cash');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<RecordedPayment | null>(null);
  const save = useMutation({
    mutationFn: (minor: number) => recordPayment({ invoice_id: row.invoice_id, instalment_id: row.id, amount_minor: minor, method, reference: reference.trim() || undefined, idempotency_key: key }),
    onSuccess: (r) => {
      setDone(r);
      pushToast('success', t('dues.recorded', { receipt: r.transaction.receipt_number }));
      void invalidate(client, 'dues', 'enrollments');
    },
    onError: (e) => setErrors(fieldErrors(e)),
  });
  return (
    <Dialog open title={t('dues.payTitle', { number: row.invoice_number, seq: row.seq })} onClose={onClose} testId="payment-dialog">
      {done ? (
        <div className="flex flex-col gap-4">
          <Alert variant="success">{t('dues.recordedBody', { amount: formatMoney(done.transaction.amount_minor, row.currency, 'en'), receipt: done.transaction.receipt_number })}</Alert>
          <div className="flex justify-end gap-2">
            <PdfButton path={receiptPdfPath(done.transaction.id)} filename={`${done.transaction.receipt_number}.pdf`} label={t('dues.receiptPdf')} testId="receipt-pdf" />
            <Button onClick={onClose}>{t('common.close')}</Button>
          </div>
        </div>
      ) : (
        <form
          className="flex flex-col gap-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (save.isPending) return;
            setErrors({});
            const checked = checkAmount(amount, row.due_minor);
            if ('problem' in checked) setErrors({ amount_minor: t(`dues.amount.${checked.problem}`) });
            else save.mutate(checked.minor);
          }}
        >
          <p className="text-sm text-muted">{t('dues.payFor', { student: row.student?.full_name ?? '—', due: formatMoney(row.due_minor, row.currency, 'en') })}</p>
          <MoneyField label={t('dues.amountLabel')} name="amount" currency={row.currency} value={amount} error={errors.amount_minor} onChange={setAmount} />
          <SelectField label={t('dues.method')} name="method" value={method} options={METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }))} error={errors.method} onChange={(m) => setMethod(m as (typeof METHODS)[number])} />
          <TextField label={t('dues.reference')} name="reference" value={reference} error={errors.reference} maxLength={120} onChange={(e) => setReference(e.target.value)} />
          {errors.invoice_id && <p className="text-xs font-medium text-danger-700">{errors.invoice_id}</p>}
          <div className="flex justify-end gap-2 border-t border-line pt-4">
            <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" busy={save.isPending} data-testid="save-payment">
              {t('dues.record')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

function Totals({ report }: { report: DuesReport }) {
  const { t, i18n } = useBranchesTranslation();
  const m = (n: number) => formatMoney(n, report.currency, i18n.language);
  const cards: Array<[string, string]> = [
    ['billed', m(report.totals.billed_minor)],
    ['collected', m(report.totals.collected_minor)],
    ['outstanding', m(report.totals.outstanding_minor)],
    ['overdue', `${m(report.totals.overdue_minor)} · ${t('dues.instalments', { count: report.totals.overdue_count })}`],
    ['inRange', m(report.totals.collected_in_range_minor)],
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" data-testid="dues-totals">
      {cards.map(([k, v]) => (
        <div key={k} className="rounded-card border border-line bg-surface p-4" data-testid={`total-${k}`}>
          <dt className="text-xs uppercase text-muted">{t(`dues.totals.${k}`)}</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums text-ink">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function Dues({ scope, master }: { scope: Scope; master: boolean }) {
  const { t, i18n } = useBranchesTranslation();
  const [params, setParams] = useSearchParams();
  const setFilter = (key: string, value: string) => setParams(withListParam(params, key, value));
  const from = isCalendarDay(params.get('from') ?? '') ? params.get('from')! : undefined;
  const to = isCalendarDay(params.get('to') ?? '') ? params.get('to')! : undefined;
  const [range, setRange] = useState({ from: from ?? '', to: to ?? '' });
  const report = useQuery(duesReportQuery(scope, { from, to }));
  const overdue = params.get('overdue') === '1' ? '1' : '';
  const dues = useQuery(dueInstalmentsQuery(scope, { overdue: overdue || undefined, page: Number(params.get('page')) || 1, per_page: 15 }));
  const [paying, setPaying] = useState<DueInstalment | null>(null);
  const currency = report.data?.currency ?? 'BDT';
  const m = (n: number) => formatMoney(n, currency, i18n.language);

  const rowColumns: DataListColumn<DuesRow>[] = [
    { key: 'branch', header: t('enrollment.branch'), className: 'font-medium text-ink', testId: 'dues-branch', cell: (r) => r.branch?.name ?? t('dues.noBranch') },
    { key: 'billed', header: t('dues.totals.billed'), className: 'tabular-nums whitespace-nowrap', testId: 'dues-billed', cell: (r) => m(r.billed_minor) },
    { key: 'collected', header: t('dues.totals.collected'), className: 'tabular-nums whitespace-nowrap', testId: 'dues-collected', cell: (r) => m(r.collected_minor) },
    { key: 'outstanding', header: t('dues.totals.outstanding'), className: 'tabular-nums whitespace-nowrap', testId: 'dues-outstanding', cell: (r) => m(r.outstanding_minor) },
    { key: 'overdue', header: t('dues.totals.overdue'), className: 'tabular-nums whitespace-nowrap', cell: (r) => `${m(r.overdue_minor)} (${r.overdue_count})` },
    { key: 'inRange', header: t('dues.totals.inRange'), className: 'tabular-nums whitespace-nowrap', cell: (r) => m(r.collected_in_range_minor) },
  ];
  const dueColumns: DataListColumn<DueInstalment>[] = [
    { key: 'invoice', header: t('dues.invoice'), className: 'font-mono whitespace-nowrap', cell: (r) => `${r.invoice_number} · ${r.seq}` },
    { key: 'student', header: t('enrollment.student'), cell: (r) => r.student?.full_name ?? '—' },
    { key: 'branch', header: t('enrollment.branch'), cell: (r) => r.branch?.name ?? t('dues.noBranch') },
    { key: 'due_on', header: t('dues.dueOn'), className: 'whitespace-nowrap tabular-nums', cell: (r) => (<span className={r.overdue ? 'font-medium text-danger-700' : ''}>{r.due_on}{r.overdue ? ` · ${t('dues.overdue')}` : ''}</span>) },
    { key: 'due', header: t('enrollment.due'), className: 'tabular-nums whitespace-nowrap', testId: 'instalment-due', cell: (r) => formatMoney(r.due_minor, r.currency, i18n.language) },
  ];
  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-col gap-4" aria-labelledby="dues-report">
        <header className="flex flex-col gap-1">
          <h1 id="dues-report" className="text-2xl font-semibold text-ink">{t('dues.title')}</h1>
          <p className="text-muted">{t('dues.intro')}</p>
        </header>
        <FilterForm
          label={t('dues.range')}
          columns={3}
          onSearch={() => setParams(withListParam(withListParam(params, 'from', range.from), 'to', range.to))}
        >
          <IsoDateField label={t('dues.from')} name="from" hint={t('common.dateHint')} value={range.from} onChange={(v) => setRange((r) => ({ ...r, from: v }))} />
          <IsoDateField label={t('dues.to')} name="to" hint={t('common.dateHint')} value={range.to} onChange={(v) => setRange((r) => ({ ...r, to: v }))} />
          <div className="flex items-end">
            <Button type="submit" variant="secondary" data-testid="apply-range">{t('dues.apply')}</Button>
          </div>
        </FilterForm>
        {report.data && (
          <>
            <p className="text-sm text-muted" data-testid="dues-range">{t('dues.rangeText', { from: report.data.from, to: report.data.to, asOf: report.data.as_of })}</p>
            <Totals report={report.data} />
          </>
        )}
        <DataList
          query={report.data ? wholeList(report.data.rows) : { ...report, data: undefined }}
          columns={rowColumns}
          rowKey={(r) => r.branch?.id ?? 'none'}
          rowName={(r) => r.branch?.name ?? t('dues.noBranch')}
          rowTestId="dues-row"
          tableTestId="dues-table"
          caption={t('dues.caption')}
          loadFailed={t('dues.loadFailed')}
          empty={{ title: t('dues.emptyTitle') }}
          onPage={() => undefined}
        />
      </section>
      <DataList
        title={t('dues.owedTitle')}
        headingLevel={2}
        intro={t('dues.owedIntro')}
        filters={
          <FilterPills
            label={t('dues.show')}
            allLabel={t('dues.allOwed')}
            options={[{ value: '1', label: t('dues.overdueOnly') }]}
            value={overdue}
            onChange={(v) => setFilter('overdue', v)}
          />
        }
        query={dues}
        columns={dueColumns}
        rowKey={(r) => r.id}
        rowName={(r) => `${r.invoice_number} · ${r.seq}`}
        rowTestId="instalment-row"
        rowProps={(r) => ({ 'data-invoice': r.invoice_number, 'data-overdue': r.overdue ? '1' : '0' })}
        rowAction={(r) => (
          <div className="flex flex-wrap gap-1">
            {!master && (
              <Button variant="secondary" onClick={() => setPaying(r)} data-testid="record-payment">
                {t('dues.record')}
              </Button>
            )}
            <PdfButton path={invoicePdfPath(r.invoice_id)} filename={`${r.invoice_number}.pdf`} label={t('dues.invoicePdf')} testId="invoice-pdf" />
          </div>
        )}
        caption={t('dues.owedCaption')}
        loadFailed={t('dues.loadFailed')}
        total={(count) => t('dues.instalments', { count })}
        empty={{ title: t('dues.noneOwed') }}
        filtered={overdue !== ''}
        filteredEmptyTitle={t('common.emptyFiltered')}
        onClearFilters={() => setFilter('overdue', '')}
        onPage={(p) => setFilter('page', String(p))}
      />
      {paying && <PaymentDialog key={paying.id} row={paying} onClose={() => setPaying(null)} />}
    </div>
  );
}

export default function DuesPage() {
  return <CentreFrame>{(scope, master) => <Dues scope={scope} master={master} />}</CentreFrame>;
}
