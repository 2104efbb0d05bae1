import { useEffect, useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Spinner } from '@ui/spinner';
import { formatMoney } from '@kernel/money/format';
import type { HttpError } from '@kernel/http/client';
import { downloadInvoicePdf, packageChoicesQuery, requestRenewal, subscriptionQuery, type Subscription, type SubscriptionChange } from '../api/subscription-api';
import { defaultChoice, newIdempotencyKey, runsToday } from '../lib/renewal';
import { useStartupTranslation } from '../locales/texts';

type Invoice = NonNullable<SubscriptionChange['invoice']>;

export interface RenewPanelProps {
  /** the student's centre (its packages when the student never held one) */
  organizationId: number | null;
  /** access is back: the dialog closes */
  onRenewed: () => void;
  /** back to the notice */
  onBack: () => void;
}

/** The invoice waiting for payment: the one of the pending enrollment's package that is not paid yet. */
function waitingInvoice(sub: Subscription | undefined): Invoice | null {
  if (!sub?.pending) return null;
  return sub.invoices.find((i) => i.package?.id === sub.pending!.package.id && (i.status === 'unpaid' || i.status === 'partial')) ?? null;
}

/**
 * Renewal inside the expiry dialog (docs/product-spec.md §11): pick a package (the one held last first), ask for it,
 * then the invoice to pay at the centre. While it waits it asks the server every 20 s and on focus; once an
 * enrollment runs today it hands over (`onRenewed`). A free package runs at once.
 */
export function RenewPanel({ organizationId, onRenewed, onBack }: RenewPanelProps) {
  const { t, i18n } = useStartupTranslation();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<SubscriptionChange | null>(null);
  const [choice, setChoice] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pdfBusy, setPdfBusy] = useState(false);
  const groupId = useId();
  const sub = useQuery(subscriptionQuery());
  const waiting = asked?.enrollment.status === 'pending' ? asked.invoice : waitingInvoice(sub.data);
  const latestPackage = sub.data?.latest?.package.id ?? null;
  const options = useQuery({ ...packageChoicesQuery(latestPackage, organizationId), enabled: sub.isSuccess && !waiting && (latestPackage !== null || organizationId !== null) });

  const current = sub.data?.current;
  const active = runsToday(current) || asked?.enrollment.status === 'active';
  useEffect(() => {
    if (active) onRenewed();
  }, [active, onRenewed]);

  const selected = choice ?? defaultChoice(options.data ?? [], latestPackage);
  const money = (minor: number, currency: string) => formatMoney(minor, currency, i18n.language);

  const submit = async () => {
    if (selected === null) return;
    setBusy(true);
    setError(null);
    try {
      const r = await requestRenewal(selected, newIdempotencyKey());
      setAsked(r);
      await queryClient.invalidateQueries({ queryKey: ['my-subscription'] });
    } catch (e) {
      setError((e as HttpError).messages?.[0] ?? t('renewal.failed'));
    } finally {
      setBusy(false);
    }
  };

  const pdf = async (inv: Invoice) => {
    setPdfBusy(true);
    try {
      await downloadInvoicePdf(inv.id, inv.number);
    } catch {
      setError(t('renewal.pdfFailed'));
    } finally {
      setPdfBusy(false);
    }
  };

  if (sub.isPending) return <Spinner label={t('renewal.loading')} />;
  if (sub.isError) {
    return (
      <div className="flex flex-col gap-3">
        <Alert variant="error">{t('renewal.loadFailed')}</Alert>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onBack}>{t('renewal.back')}</Button>
          <Button onClick={() => void sub.refetch()}>{t('renewal.retry')}</Button>
        </div>
      </div>
    );
  }

  if (waiting) {
    return (
      <div className="flex flex-col gap-3 text-sm text-ink" data-testid="renewal-invoice">
        <Alert variant="info">{t('renewal.payAtCentre')}</Alert>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-muted">{t('renewal.invoiceNumber')}</dt>
          <dd data-testid="renewal-invoice-number">{waiting.number}</dd>
          {waiting.package && (
            <>
              <dt className="text-muted">{t('renewal.package')}</dt>
              <dd>{waiting.package.name}</dd>
            </>
          )}
          <dt className="text-muted">{t('renewal.amountDue')}</dt>
          <dd data-testid="renewal-invoice-amount">{money(waiting.due_minor, waiting.currency)}</dd>
        </dl>
        {error && <Alert variant="error">{error}</Alert>}
        <p className="flex items-center gap-2 text-muted">
          <Spinner size="sm" /> {t('renewal.waiting')}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" busy={pdfBusy} onClick={() => void pdf(waiting)} data-testid="renewal-invoice-pdf">
            {t('renewal.downloadPdf')}
          </Button>
          <Button variant="secondary" onClick={() => void sub.refetch()}>{t('renewal.checkNow')}</Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3 text-sm text-ink" data-testid="renewal-choose">
      {options.isPending && options.fetchStatus !== 'idle' ? (
        <Spinner label={t('renewal.loading')} />
      ) : options.isError ? (
        <Alert variant="error">{t('renewal.loadFailed')}</Alert>
      ) : (options.data ?? []).length === 0 ? (
        <p>{t('renewal.none')}</p>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium">{t('renewal.choose')}</legend>
          {(options.data ?? []).map((p) => (
            <label key={p.id} className="flex cursor-pointer items-start gap-3 rounded-md border border-line p-3 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50">
              <input type="radio" name={groupId} value={p.id} checked={selected === p.id} onChange={() => setChoice(p.id)} className="mt-1" data-testid={`renewal-option-${p.id}`} />
              <span className="flex flex-1 flex-col">
                <span className="font-medium">
                  {p.name}
                  {p.id === latestPackage && <span className="ml-2 text-xs text-muted">{t('renewal.current')}</span>}
                </span>
                <span className="text-muted">
                  {t('renewal.days', { count: p.duration_days })} · {p.price_minor === 0 ? t('renewal.free') : money(p.price_minor, p.currency)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {error && <Alert variant="error">{error}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onBack}>{t('renewal.back')}</Button>
        <Button busy={busy} disabled={selected === null} onClick={() => void submit()} data-testid="renewal-submit">
          {selected !== null && selected === latestPackage ? t('renewal.submitRenew') : t('renewal.submitChange')}
        </Button>
      </div>
    </div>
  );
}
