/**
 * The basic-information and details steps: plain fields under the wizard page, errors beside each field (the
 * wizard page has translated them already).
 */
import type { WizardStepProps } from '@kernel/wizard/wizard-page';
import { IsoDateField } from '@kernel/dates/iso-date-field';
import { PasswordField } from '@ui/password-field';
import { TextField } from '@ui/text-field';
import type { Draft } from '../lib/draft';
import { useRegistrationTranslation } from '../locales/texts';

export function BasicInformationStep({ data, errors, change, busy }: WizardStepProps<Draft>) {
  const { t } = useRegistrationTranslation();
  const text = (f: 'first_name' | 'last_name' | 'email' | 'phone', extra: { type?: string; autoComplete?: string } = {}) => (
    <TextField label={t(`fields.${f}`)} name={f} required value={data[f] ?? ''} error={errors[f]} disabled={busy} onChange={(e) => change({ [f]: e.target.value })} {...extra} />
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('first_name', { autoComplete: 'given-name' })}
        {text('last_name', { autoComplete: 'family-name' })}
      </div>
      {text('email', { type: 'email', autoComplete: 'email' })}
      {text('phone', { type: 'tel', autoComplete: 'tel' })}
      <PasswordField
        label={t('fields.password')}
        name="password"
        autoComplete="new-password"
        required={!data.has_password}
        hint={data.has_password ? t('fields.passwordKept') : t('fields.passwordHint')}
        value={data.password ?? ''}
        error={errors.password}
        disabled={busy}
        onChange={(e) => change({ password: e.target.value })}
      />
      <PasswordField
        label={t('fields.password_confirmation')}
        name="password_confirmation"
        autoComplete="new-password"
        required={!data.has_password}
        value={data.password_confirmation ?? ''}
        error={errors.password_confirmation}
        disabled={busy}
        onChange={(e) => change({ password_confirmation: e.target.value })}
      />
    </div>
  );
}

export function DetailsStep({ data, errors, change, busy }: WizardStepProps<Draft>) {
  const { t } = useRegistrationTranslation();
  return (
    <div className="flex flex-col gap-4">
      <IsoDateField label={t('fields.date_of_birth')} name="date_of_birth" required hint={t('fields.dateHint')} value={data.date_of_birth ?? ''} error={errors.date_of_birth} disabled={busy} onChange={(v) => change({ date_of_birth: v })} />
      <TextField label={t('fields.address')} name="address" required autoComplete="street-address" value={data.address ?? ''} error={errors.address} disabled={busy} onChange={(e) => change({ address: e.target.value })} />
      <TextField
        label={t('fields.target_score')}
        name="target_score"
        type="number"
        inputMode="numeric"
        min={10}
        max={90}
        step={1}
        hint={t('fields.targetHint')}
        value={data.target_score ?? ''}
        error={errors.target_score}
        disabled={busy}
        onChange={(e) => change({ target_score: e.target.value === '' ? null : Number(e.target.value) })}
      />
      <IsoDateField label={t('fields.exam_date')} name="exam_date" hint={t('fields.dateHint')} value={data.exam_date ?? ''} error={errors.exam_date} disabled={busy} onChange={(v) => change({ exam_date: v === '' ? null : v })} />
    </div>
  );
}
