/**
 * The course step: a package or course (cards), the branch when it is taught in one, a promo code with Apply (the
 * server prices it; the code is used only at the confirmation), and 1-3 instalments with the plan preview, which is
 * the server's quote: the invoice gets exactly that plan (docs/product-spec.md §11).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@kernel/money/format';
import type { WizardStepProps } from '@kernel/wizard/wizard-page';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { SelectField } from '@ui/select-field';
import { Skeleton } from '@ui/spinner';
import { TextField } from '@ui/text-field';
import { optionsQuery, quoteQuery, readQuote, type RegistrationOptions, type RegistrationQuote } from '../api/registration-api';
import { MAX_INSTALMENTS, splitKey, type Draft } from '../lib/draft';
import { useRegistrationTranslation } from '../locales/texts';
import { PackageCards } from './package-cards';

/** The first message of a 422 on `field`, else null. */
function fieldMessage(e: unknown, field: string): string | null {
  const errors = (e as { fieldErrors?: Record<string, string[]> } | null)?.fieldErrors;
  return errors?.[field]?.[0] ?? null;
}

export function QuoteBox({ quote, language }: { quote: RegistrationQuote; language: string }) {
  const { t } = useRegistrationTranslation();
  const money = (m: number) => formatMoney(m, quote.currency, language);
  return (
    <div className="rounded-card border border-line bg-canvas p-4 text-sm" data-testid="quote" aria-live="polite">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt className="text-muted">{t('quote.subtotal')}</dt>
        <dd className="text-right tabular-nums">{money(quote.subtotal_minor)}</dd>
        {quote.discount_minor > 0 && (
          <>
            <dt className="text-muted">{t('quote.discount', { code: quote.promo_code ?? '' })}</dt>
            <dd className="text-right tabular-nums" data-testid="quote-discount">
              −{money(quote.discount_minor)}
            </dd>
          </>
        )}
        <dt className="font-semibold text-ink">{t('quote.total')}</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="quote-total">
          {quote.total_minor === 0 ? t('packages.free') : money(quote.total_minor)}
        </dd>
      </dl>
      {quote.plan.length > 1 && (
        <div className="mt-3">
          <p className="font-medium text-ink">{t('quote.plan')}</p>
          <ol className="mt-1 flex flex-col gap-0.5" data-testid="quote-plan">
            {quote.plan.map((p) => (
              <li key={p.seq} className="tabular-nums">
                {p.seq}. {t('quote.due', { amount: money(p.amount_minor), date: p.due_on })}
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}

function Branch({ options, pkgId, data, change, error, busy }: { options: RegistrationOptions; pkgId: number; data: Partial<Draft>; change: (p: Partial<Draft>) => void; error?: string; busy: boolean }) {
  const { t } = useRegistrationTranslation();
  const pkg = options.packages.find((p) => p.id === pkgId);
  if (!pkg || pkg.delivery === 'ONLINE') return null;
  const choices = pkg.branches.length > 0 ? pkg.branches : options.branches;
  return (
    <SelectField
      label={t('fields.branch_id')}
      name="branch_id"
      value={data.branch_id ? String(data.branch_id) : ''}
      placeholder={pkg.delivery === 'BRANCH' ? t('fields.branchChoose') : undefined}
      options={[...(pkg.delivery === 'BOTH' ? [{ value: '', label: t('fields.branchOnline') }] : []), ...choices.map((b) => ({ value: String(b.id), label: b.name }))]}
      onChange={(v) => change({ branch_id: v ? Number(v) : null })}
      error={error}
      disabled={busy}
    />
  );
}

export function CourseStep({ data, errors, change, busy, recordId }: WizardStepProps<Draft>) {
  const { t, i18n } = useRegistrationTranslation();
  const key = splitKey(recordId);
  const options = useQuery(optionsQuery());
  const [code, setCode] = useState(data.promo_code ?? '');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const instalments = data.instalments ?? 1;
  const quote = useQuery({
    ...quoteQuery(key?.id ?? '', key?.token ?? '', { package_id: data.package_id ?? 0, promo_code: data.promo_code ?? undefined, instalments }),
    enabled: key !== null && !!data.package_id,
  });

  if (options.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true" aria-label={t('packages.loading')}>
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (options.isError) {
    return (
      <div className="flex flex-col items-start gap-2">
        <Alert variant="error">{t('packages.failed')}</Alert>
        <Button variant="secondary" onClick={() => options.refetch()}>
          {t('packages.retry')}
        </Button>
      </div>
    );
  }
  if (options.data.packages.length === 0) return <Alert variant="info">{t('packages.empty')}</Alert>;

  const apply = async () => {
    if (!key || !data.package_id) {
      setCodeError(t('quote.chooseFirst'));
      return;
    }
    setApplying(true);
    setCodeError(null);
    try {
      const q = await readQuote(key.id, key.token, { package_id: data.package_id, promo_code: code.trim(), instalments });
      change({ promo_code: q.promo_code });
      setCode(q.promo_code ?? '');
    } catch (e) {
      setCodeError(fieldMessage(e, 'promo_code') ?? fieldMessage(e, 'instalments') ?? (e as Error).message);
    } finally {
      setApplying(false);
    }
  };
  const free = quote.data?.total_minor === 0 || options.data.packages.find((p) => p.id === data.package_id)?.price_minor === 0;
  const quoteProblem = quote.isError ? (fieldMessage(quote.error, 'promo_code') ?? fieldMessage(quote.error, 'instalments') ?? fieldMessage(quote.error, 'package_id') ?? (quote.error as Error).message) : null;

  return (
    <div className="flex flex-col gap-5">
      <PackageCards
        packages={options.data.packages}
        value={data.package_id}
        disabled={busy}
        error={errors.package_id}
        onChange={(p) => change({ package_id: p.id, branch_id: null, ...(p.price_minor === 0 ? { instalments: 1, promo_code: null } : {}) })}
      />
      {data.package_id ? <Branch options={options.data} pkgId={data.package_id} data={data} change={change} error={errors.branch_id} busy={busy} /> : null}

      <div className="flex flex-col gap-1">
        <div className="flex items-end gap-2">
          <TextField
            className="flex-1"
            label={t('fields.promo_code')}
            name="promo_code"
            autoComplete="off"
            value={code}
            maxLength={32}
            error={codeError ?? errors.promo_code}
            disabled={busy || free}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
            onKeyDown={(e) => {
              // Enter applies the code rather than submitting the step
              if (e.key === 'Enter') {
                e.preventDefault();
                void apply();
              }
            }}
          />
          {data.promo_code ? (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => {
                change({ promo_code: null });
                setCode('');
                setCodeError(null);
              }}
            >
              {t('fields.remove')}
            </Button>
          ) : (
            <Button variant="secondary" busy={applying} disabled={busy || free || code.trim() === ''} onClick={() => void apply()} data-testid="apply-promo">
              {t('fields.apply')}
            </Button>
          )}
        </div>
        {data.promo_code && quote.data && quote.data.discount_minor > 0 && (
          <p className="text-sm text-success-700" role="status" data-testid="promo-applied">
            {t('quote.applied', { code: data.promo_code, amount: formatMoney(quote.data.discount_minor, quote.data.currency, i18n.language) })}
          </p>
        )}
      </div>

      <fieldset className="flex flex-col gap-2" disabled={busy} aria-describedby={errors.instalments ? 'instalments-error' : undefined}>
        <legend className="mb-1 text-sm font-medium text-ink">{t('fields.instalments')}</legend>
        <div className="flex flex-wrap gap-3">
          {Array.from({ length: MAX_INSTALMENTS }, (_, i) => i + 1).map((n) => (
            <label key={n} className="flex items-center gap-2 rounded-md border border-line px-3 py-2 text-sm focus-within:outline-2 focus-within:outline-primary-600">
              <input type="radio" name="instalments" value={n} checked={instalments === n} disabled={free && n > 1} onChange={() => change({ instalments: n })} className="h-4 w-4 accent-primary-600" />
              {t('fields.instalmentsCount', { count: n })}
            </label>
          ))}
        </div>
        {errors.instalments && (
          <p id="instalments-error" className="text-xs font-medium text-danger-700">
            {errors.instalments}
          </p>
        )}
      </fieldset>

      {data.package_id ? (
        quote.isPending ? (
          <Skeleton className="h-20" />
        ) : quote.isError ? (
          <Alert variant="error">{quoteProblem}</Alert>
        ) : (
          <QuoteBox quote={quote.data} language={i18n.language} />
        )
      ) : null}
    </div>
  );
}
