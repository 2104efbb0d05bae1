/**
 * /registration/payment?id=…&token=…: the invoice the registration raised, its instalments and how to pay. Only
 * the manual provider ships (docs/product-spec.md §11): the page says how to pay at the centre and what happens
 * next; there is no card form. A free package has started already.
 */
// outside the role layout: the page brings the stylesheet and the query client itself
import '../../../src/styles/app.css';
import { Link, Navigate, useSearchParams } from 'react-router';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { formatMoney } from '@kernel/money/format';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PageSpinner } from '@ui/spinner';
import { optionsQuery, providersQuery, readDraft } from '../api/registration-api';
import { addressOf, keyFromSearch, splitKey } from '../lib/draft';
import { useRegistrationTranslation } from '../locales/texts';
import { queryClient } from '@kernel/http/query-client';

export default function RegistrationPaymentPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <PaymentPage />
    </QueryClientProvider>
  );
}

function PaymentPage() {
  const { t, i18n } = useRegistrationTranslation();
  const [params] = useSearchParams();
  const key = keyFromSearch(params);
  const k = splitKey(key);
  const reg = useQuery({ queryKey: ['registration', 'submitted', k?.id ?? ''], queryFn: () => readDraft(k!.id, k!.token), enabled: k !== null, retry: false });
  const providers = useQuery(providersQuery());
  const options = useQuery(optionsQuery());

  if (!k) return <Alert variant="error">{t('success.missing')}</Alert>;
  if (reg.isPending) return <PageSpinner label={t('payment.loading')} />;
  if (reg.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error">{t('payment.failed')}</Alert>
        <Button variant="secondary" onClick={() => reg.refetch()}>
          {t('payment.retry')}
        </Button>
      </div>
    );
  }
  if (reg.data.status === 'draft' || !reg.data.invoice) return <Navigate to={addressOf('confirmation', key)} replace />;

  const inv = reg.data.invoice;
  const money = (m: number) => formatMoney(m, inv.currency, i18n.language);
  const card = providers.data?.some((p) => p.id === 'card') ?? false;
  const centre = options.data?.centre.name ?? '';
  const success = `/registration/success?id=${k.id}&token=${encodeURIComponent(k.token)}`;

  return (
    <div className="flex flex-col gap-5" data-testid="registration-payment">
      <h1 className="text-2xl font-semibold text-ink">{t('payment.title')}</h1>
      <section className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4" aria-labelledby="invoice-title">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="invoice-title" className="text-lg font-semibold text-ink" data-testid="invoice-number">
            {t('payment.invoice', { number: inv.number })}
          </h2>
          <span className="rounded bg-canvas px-2 py-0.5 text-xs font-medium text-ink">{t(`payment.status.${inv.status}`)}</span>
        </div>
        <p className="text-xs text-muted">{t('payment.issued', { date: inv.issued_on })}</p>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">{inv.package?.name ?? t('summary.package')}</dt>
          <dd className="text-right tabular-nums">{money(inv.subtotal_minor)}</dd>
          {inv.discount_minor > 0 && (
            <>
              <dt className="text-muted">{t('quote.discount', { code: inv.promo_code ?? '' })}</dt>
              <dd className="text-right tabular-nums">−{money(inv.discount_minor)}</dd>
            </>
          )}
          <dt className="font-semibold text-ink">{t('quote.total')}</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="invoice-total">
            {inv.total_minor === 0 ? t('packages.free') : money(inv.total_minor)}
          </dd>
        </dl>
        {inv.instalments.length > 0 && (
          <div>
            <h3 className="text-sm font-medium text-ink">{t('payment.instalments')}</h3>
            <ol className="mt-1 flex flex-col gap-0.5 text-sm" data-testid="invoice-instalments">
              {inv.instalments.map((p) => (
                <li key={p.seq} className="tabular-nums">
                  {t('payment.instalment', { seq: p.seq, amount: money(p.amount_minor), date: p.due_on })}
                  {p.status === 'paid' && <span className="text-success-700"> · {t('payment.instalmentPaid')}</span>}
                </li>
              ))}
            </ol>
          </div>
        )}
      </section>

      {inv.total_minor === 0 ? (
        <Alert variant="success">{t('payment.free')}</Alert>
      ) : (
        <section className="flex flex-col gap-2" aria-labelledby="how-title">
          <h2 id="how-title" className="text-lg font-semibold text-ink">
            {t('payment.howTitle')}
          </h2>
          <p className="text-sm text-ink">{t('payment.manual', { centre, where: inv.branch ? t('payment.where', { branch: inv.branch.name }) : '', number: inv.number })}</p>
          {card && <p className="text-sm text-ink">{t('payment.card')}</p>}
          <Alert variant="info">{t('payment.next')}</Alert>
          <p className="text-xs text-muted">{t('payment.noDownload')}</p>
        </section>
      )}
      <div>
        <Link to={success} className="inline-flex min-h-10 items-center rounded-md bg-primary-600 px-4 py-2 text-sm font-medium text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600" data-testid="payment-continue">
          {t('payment.continue')}
        </Link>
      </div>
    </div>
  );
}
