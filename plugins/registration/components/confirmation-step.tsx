/**
 * The confirmation step: everything entered, with a Change link back to each step, the price as the server
 * quotes it, and the terms checkbox. Finishing submits: the student, the enrollment and the invoice are made then.
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { WizardStepProps } from '@kernel/wizard/wizard-page';
import { Button } from '@ui/button';
import { Skeleton } from '@ui/spinner';
import { optionsQuery, quoteQuery } from '../api/registration-api';
import { splitKey, type Draft, type Step } from '../lib/draft';
import { useRegistrationTranslation } from '../locales/texts';
import { QuoteBox } from './course-step';

function Section({ title, step, jump, busy, children }: { title: string; step: Step; jump: (s: string) => void; busy: boolean; children: ReactNode }) {
  const { t } = useRegistrationTranslation();
  return (
    <section className="flex flex-col gap-2 border-b border-line pb-3">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-ink">{title}</h3>
        <Button variant="ghost" disabled={busy} onClick={() => jump(step)} aria-label={`${t('summary.edit')}: ${title}`}>
          {t('summary.edit')}
        </Button>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">{children}</dl>
    </section>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="text-ink break-words">{value}</dd>
    </>
  );
}

export function ConfirmationStep({ data, errors, change, busy, jump, recordId }: WizardStepProps<Draft>) {
  const { t, i18n } = useRegistrationTranslation();
  const key = splitKey(recordId);
  const options = useQuery(optionsQuery());
  const quote = useQuery({
    ...quoteQuery(key?.id ?? '', key?.token ?? '', { package_id: data.package_id ?? 0, promo_code: data.promo_code ?? undefined, instalments: data.instalments ?? 1 }),
    enabled: key !== null && !!data.package_id,
  });
  const none = t('summary.none');
  const pkg = options.data?.packages.find((p) => p.id === data.package_id);
  const branch = options.data?.branches.find((b) => b.id === data.branch_id);
  const centre = options.data?.centre.name ?? '';
  return (
    <div className="flex flex-col gap-4" data-testid="registration-summary">
      <Section title={t('summary.you')} step="basic-information" jump={jump} busy={busy}>
        <Row label={t('summary.name')} value={`${data.first_name ?? ''} ${data.last_name ?? ''}`.trim() || none} />
        <Row label={t('summary.email')} value={data.email || none} />
        <Row label={t('summary.phone')} value={data.phone || none} />
      </Section>
      <Section title={t('summary.details')} step="details" jump={jump} busy={busy}>
        <Row label={t('summary.dob')} value={data.date_of_birth || none} />
        <Row label={t('summary.address')} value={data.address || none} />
        <Row label={t('summary.target')} value={data.target_score ?? none} />
        <Row label={t('summary.exam')} value={data.exam_date || none} />
      </Section>
      <Section title={t('summary.course')} step="course" jump={jump} busy={busy}>
        <Row label={t('summary.package')} value={pkg?.name ?? (options.isPending ? '…' : none)} />
        {pkg && pkg.delivery !== 'ONLINE' && <Row label={t('summary.branch')} value={branch?.name ?? t('fields.branchOnline')} />}
        <Row label={t('summary.promo')} value={data.promo_code || none} />
      </Section>
      {data.package_id ? quote.isPending ? <Skeleton className="h-20" /> : quote.data ? <QuoteBox quote={quote.data} language={i18n.language} /> : null : null}
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-2 text-sm text-ink">
          <input
            type="checkbox"
            name="terms_accepted"
            checked={data.terms_accepted === true}
            disabled={busy}
            onChange={(e) => change({ terms_accepted: e.target.checked })}
            aria-invalid={errors.terms_accepted ? true : undefined}
            aria-describedby={errors.terms_accepted ? 'terms-error' : undefined}
            className="mt-0.5 h-4 w-4 accent-primary-600"
          />
          <span>{t('fields.terms', { name: centre })}</span>
        </label>
        {errors.terms_accepted && (
          <p id="terms-error" className="text-xs font-medium text-danger-700">
            {errors.terms_accepted}
          </p>
        )}
      </div>
    </div>
  );
}
