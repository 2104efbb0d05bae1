/**
 * What each onboarding step shows (the kit's WizardPage draws the frame, the indicator and the buttons). Fields
 * carry the names the server's 422 uses, so its messages land on them.
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { WizardStepProps } from '@kernel/wizard/wizard-page';
import { SubdomainField } from '@kernel/tenancy/subdomain-field';
import { formatMoney } from '@kernel/money/format';
import { SelectField } from '@ui/select-field';
import { TextField } from '@ui/text-field';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { checkSubdomain, draftQuery } from '../api/onboarding-api';
import { PAYMENT_METHODS, STEP_FIELDS, STEPS, STUDENT_BANDS, TERMS_VERSION, type Draft } from '../lib/wizard';
import { useOnboardingTranslation } from '../locales/texts';
import { PlanCards } from './plan-cards';

const SUBDOMAIN_CHECK = { key: 'onboarding-subdomain', run: checkSubdomain };
/** the countries offered first; the server takes any ISO 3166-1 code */
const COUNTRIES = ['BD', 'IN', 'NP', 'PK', 'LK', 'AE', 'SA', 'MY', 'SG', 'AU', 'NZ', 'GB', 'CA', 'US'] as const;

function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language === 'bn' ? 'bn' : 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export type StepBodyProps = WizardStepProps<Draft> & { hostOf: (subdomain: string) => string };

export function StepBody(props: StepBodyProps) {
  const { step, data, errors, change } = props;
  const { t, i18n } = useOnboardingTranslation();
  const text = (field: keyof Draft & string, o: { required?: boolean; type?: string; hint?: string; autoComplete?: string; maxLength?: number; inputMode?: 'numeric' | 'tel' | 'email' | 'url' } = {}) => (
    <TextField
      key={field}
      label={t(`fields.${field}`)}
      name={field}
      required={o.required ?? true}
      type={o.type ?? 'text'}
      hint={o.hint}
      autoComplete={o.autoComplete ?? 'off'}
      maxLength={o.maxLength ?? 200}
      inputMode={o.inputMode}
      value={data[field] === undefined || data[field] === null ? '' : String(data[field])}
      error={errors[field]}
      onChange={(e) => change({ [field]: e.target.value } as Partial<Draft>)}
    />
  );

  switch (step) {
    case 'basic-info':
      return (
        <Fields intro={t('intro')}>
          {text('centre_name', { autoComplete: 'organization', maxLength: 120 })}
          {text('owner_name', { autoComplete: 'name', maxLength: 100 })}
          {text('email', { type: 'email', hint: t('fields.emailHint'), autoComplete: 'email', maxLength: 254 })}
          {text('phone', { type: 'tel', autoComplete: 'tel', maxLength: 30 })}
        </Fields>
      );
    case 'address':
      return (
        <Fields>
          {text('address_line', { autoComplete: 'street-address' })}
          {text('city', { autoComplete: 'address-level2', maxLength: 80 })}
          {text('postal_code', { autoComplete: 'postal-code', maxLength: 12 })}
          <SelectField
            label={t('fields.country')}
            name="country"
            value={data.country ?? ''}
            placeholder={t('fields.countryChoose')}
            options={COUNTRIES.map((c) => ({ value: c, label: countryName(c, i18n.language) }))}
            error={errors.country}
            onChange={(v) => change({ country: v })}
          />
        </Fields>
      );
    case 'business-info':
      return (
        <Fields>
          {text('trade_licence_no', { maxLength: 50 })}
          <TextField
            label={t('fields.year_founded')}
            name="year_founded"
            required
            inputMode="numeric"
            maxLength={4}
            value={data.year_founded === undefined ? '' : String(data.year_founded)}
            error={errors.year_founded}
            onChange={(e) => {
              const v = e.target.value.trim();
              change({ year_founded: (/^\d+$/.test(v) ? Number(v) : v === '' ? undefined : v) as number | undefined });
            }}
          />
          <SelectField
            label={t('fields.students_band')}
            name="students_band"
            value={data.students_band ?? ''}
            placeholder={t('fields.bandChoose')}
            options={STUDENT_BANDS.map((b) => ({ value: b, label: t(`bands.${b}`) }))}
            error={errors.students_band}
            onChange={(v) => change({ students_band: v })}
          />
          {text('website', { required: false, type: 'url', hint: t('fields.websiteHint'), autoComplete: 'url' })}
        </Fields>
      );
    case 'package':
      return (
        <PlanCards
          value={data.plan_package_id}
          error={errors.plan_package_id}
          onChange={(p) => change({ plan_package_id: p.id, plan_price_minor: p.price_minor, plan_currency: p.currency })}
        />
      );
    case 'contract':
      return (
        <div className="flex flex-col gap-3">
          <p className="text-xs text-muted">{t('contract.version', { version: TERMS_VERSION })}</p>
          <section aria-labelledby="terms-heading" tabIndex={0} className="max-h-72 overflow-y-auto rounded-md border border-line bg-canvas p-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-primary-600" data-testid="terms-text">
            <h3 id="terms-heading" className="mb-2 font-semibold">
              {t('contract.heading')}
            </h3>
            {(['p1', 'p2', 'p3', 'p4', 'p5'] as const).map((p) => (
              <p key={p} className="mb-2">
                {t(`contract.${p}`)}
              </p>
            ))}
          </section>
          <label className="flex items-start gap-2 text-sm text-ink">
            <input
              type="checkbox"
              name="terms_accepted"
              className="mt-0.5 h-4 w-4 accent-primary-600"
              checked={data.terms_accepted === true}
              aria-invalid={errors.terms_accepted ? true : undefined}
              aria-describedby={errors.terms_accepted ? 'terms-error' : undefined}
              onChange={(e) => change({ terms_accepted: e.target.checked, terms_version: TERMS_VERSION })}
            />
            {t('contract.accept')}
          </label>
          {(errors.terms_accepted || errors.terms_version) && (
            <p id="terms-error" className="text-xs font-medium text-danger-700">
              {errors.terms_accepted ?? errors.terms_version}
            </p>
          )}
        </div>
      );
    case 'payment':
      return <PaymentStep {...props} />;
    case 'portal-access':
      return (
        <Fields>
          <SubdomainField value={data.subdomain ?? ''} onChange={(v) => change({ subdomain: v })} error={errors.subdomain} hostOf={props.hostOf} check={SUBDOMAIN_CHECK} />
          <div className="flex items-end gap-3">
            <input
              type="color"
              aria-label={t('colour.label')}
              value={/^#[0-9a-fA-F]{6}$/.test(data.primary_color ?? '') ? data.primary_color : '#1d4ed8'}
              onChange={(e) => change({ primary_color: e.target.value })}
              className="mb-6 h-10 w-14 cursor-pointer rounded-md border border-line bg-surface p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
            />
            <TextField
              label={t('colour.label')}
              name="primary_color"
              required
              maxLength={7}
              spellCheck={false}
              autoComplete="off"
              hint={t('colour.hint')}
              value={data.primary_color ?? ''}
              error={errors.primary_color}
              onChange={(e) => change({ primary_color: e.target.value })}
              className="flex-1"
            />
          </div>
        </Fields>
      );
    case 'portal-admin':
      return (
        <Fields intro={t('fields.adminIntro')}>
          {text('admin_first_name', { autoComplete: 'given-name', maxLength: 100 })}
          {text('admin_last_name', { required: false, autoComplete: 'family-name', maxLength: 100 })}
          {text('admin_email', { type: 'email', autoComplete: 'email', maxLength: 254 })}
        </Fields>
      );
    case 'review':
      return <ReviewStep {...props} />;
    default:
      return null;
  }
}

function Fields({ intro, children }: { intro?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      {intro && <p className="text-sm text-muted">{intro}</p>}
      {children}
    </div>
  );
}

function PaymentStep({ data, errors, change, recordId }: StepBodyProps) {
  const { t, i18n } = useOnboardingTranslation();
  const price = data.plan_price_minor;
  const token = data.token;
  // the invoice the server raised on an earlier save of this step
  const record = useQuery({ ...draftQuery(String(recordId ?? ''), token ?? ''), enabled: recordId !== null && !!token });
  if (price === undefined) return <Alert variant="warning">{t('payment.noPlan')}</Alert>;
  if (price === 0) return <Alert variant="info">{t('payment.free')}</Alert>;
  const invoice = record.data?.invoice;
  return (
    <Fields>
      <p className="text-base font-semibold text-ink" data-testid="amount-due">
        {t('payment.due', { amount: formatMoney(price, data.plan_currency ?? 'BDT', i18n.language) })}
      </p>
      {invoice && <p className="text-xs text-muted">{t('payment.invoice', { number: invoice.number })}</p>}
      <p className="text-sm text-muted">{t('payment.instructions')}</p>
      <SelectField
        label={t('fields.payment_method')}
        name="payment_method"
        value={data.payment_method ?? ''}
        placeholder={t('fields.methodChoose')}
        options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }))}
        error={errors.payment_method}
        onChange={(v) => change({ payment_method: v })}
      />
      <TextField
        label={t('fields.payment_reference')}
        name="payment_reference"
        required
        maxLength={100}
        autoComplete="off"
        hint={t('fields.referenceHint')}
        value={data.payment_reference ?? ''}
        error={errors.payment_reference}
        onChange={(e) => change({ payment_reference: e.target.value })}
      />
    </Fields>
  );
}

function ReviewStep({ data, jump, hostOf }: StepBodyProps) {
  const { t, i18n } = useOnboardingTranslation();
  const value = (field: string): string => {
    const v = (data as Record<string, unknown>)[field];
    if (v === undefined || v === null || v === '') return t('review.empty');
    if (field === 'students_band') return t(`bands.${String(v)}`);
    if (field === 'payment_method') return t(`methods.${String(v)}`);
    if (field === 'country') return countryName(String(v), i18n.language);
    if (field === 'terms_accepted') return v === true ? t('review.accepted') : t('review.notAccepted');
    if (field === 'subdomain') return hostOf(String(v));
    return String(v);
  };
  return (
    <div className="flex flex-col gap-4" data-testid="review">
      <p className="text-sm text-muted">{t('review.intro')}</p>
      {STEPS.filter((s) => s !== 'review').map((s) => {
        const fields = STEP_FIELDS[s].filter((f) => f !== 'terms_version' && f !== 'plan_package_id');
        return (
          <section key={s} className="rounded-md border border-line p-3" aria-labelledby={`review-${s}`} data-review-step={s}>
            <div className="flex items-center justify-between gap-2">
              <h3 id={`review-${s}`} className="text-sm font-semibold text-ink">
                {t(`steps.${s}`)}
              </h3>
              <Button variant="ghost" onClick={() => jump(s)} data-testid="review-edit" data-step={s} aria-label={t('review.edit', { step: t(`steps.${s}`) })}>
                {t('review.editShort')}
              </Button>
            </div>
            <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
              {s === 'package' && (
                <div>
                  <dt className="text-xs text-muted">{t('steps.package')}</dt>
                  <dd className="text-ink" data-testid="review-plan">
                    {data.plan_price_minor === undefined ? t('review.empty') : data.plan_price_minor === 0 ? t('plans.free') : formatMoney(data.plan_price_minor, data.plan_currency ?? 'BDT', i18n.language)}
                  </dd>
                </div>
              )}
              {fields.map((f) => (
                <div key={f}>
                  <dt className="text-xs text-muted">{t(`fields.${f}`)}</dt>
                  <dd className="break-words text-ink">{value(f)}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
