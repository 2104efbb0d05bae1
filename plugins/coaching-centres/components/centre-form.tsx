/**
 * Create and edit a coaching centre: name and sub-domain, contact details, branding (logo, primary colour) and, on
 * create, the owner who is invited by mail. The master creates and edits; an owner edits their own centre, whose
 * sub-domain is the platform's to set. Required fields are said before sending; the server's 422s come back onto
 * their fields (`owner.email` onto the owner's e-mail) and the rest above the form.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { HttpError } from '@kernel/http/client';
import { validateSubdomain, type Centre, type CentreBody } from '../api/centres-api';
import { checkValues, mapServerErrors, toBody, type CentreFormValues, type FormField, type FormMode } from '../lib/form';
import { useCentresTranslation } from '../locales/texts';
import { ColourField } from './colour-field';
import { LogoField } from './logo-field';
import { SubdomainField } from '@kernel/tenancy/subdomain-field';

/** the master's check: POST validate-subdomain */
const SUBDOMAIN_CHECK = { key: 'validate-subdomain', run: validateSubdomain };

export interface CentreFormProps {
  mode: FormMode;
  initial: CentreFormValues;
  /** the centre's address for a sub-domain */
  hostOf: (subdomain: string) => string;
  submit: (body: CentreBody) => Promise<Centre>;
  onSaved: (centre: Centre) => void;
  onCancel?: () => void;
}

function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5">
      <div>
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        {intro && <p className="mt-1 text-sm text-muted">{intro}</p>}
      </div>
      {children}
    </section>
  );
}

export function CentreForm({ mode, initial, hostOf, submit, onSaved, onCancel }: CentreFormProps) {
  const { t } = useCentresTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CentreFormValues>(initial);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [focusTick, setFocusTick] = useState(0);

  // unsaved changes: the browser asks before a reload or leaving the app
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // after a refusal, the first marked field takes the focus (keyboard and screen-reader users land on it)
  useEffect(() => {
    if (focusTick === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  const set = <K extends FormField>(field: K, value: CentreFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setDirty(true);
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest as Partial<Record<FormField, string>>);
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFormErrors([]);
    const local = Object.fromEntries(Object.entries(checkValues(values, mode)).map(([f, key]) => [f, t(key)])) as Partial<Record<FormField, string>>;
    if (Object.keys(local).length) {
      setErrors(local);
      setFormErrors([t('form.fixIssues')]);
      setFocusTick((n) => n + 1);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await submit(toBody(values, mode));
      setDirty(false);
      onSaved(saved);
    } catch (err) {
      if (err instanceof HttpError && err.status === 422) {
        const mapped = mapServerErrors(err.fieldErrors, mode);
        const said = [...(Object.keys(mapped.fields).length ? [t('form.fixIssues')] : []), ...mapped.form];
        setErrors(mapped.fields);
        setFormErrors(said.length ? said : err.messages);
      } else if (err instanceof HttpError) {
        setFormErrors(err.messages);
      } else {
        setFormErrors([err instanceof Error ? err.message : String(err)]);
      }
      setFocusTick((n) => n + 1);
    } finally {
      setSaving(false);
    }
  }

  const text = (field: FormField, label: string, props: { type?: string; required?: boolean; maxLength?: number; autoComplete?: string } = {}) => (
    <TextField label={label} name={field} value={values[field] ?? ''} error={errors[field]} onChange={(e) => set(field, e.target.value)} {...props} />
  );

  return (
    <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate className="flex max-w-3xl flex-col gap-6" data-testid="centre-form" data-mode={mode}>
      {formErrors.length > 0 && (
        <Alert variant="error">
          <ul data-testid="form-errors">
            {formErrors.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </Alert>
      )}

      <Section title={t('form.centre')}>
        {text('name', t('form.name'), { required: true, maxLength: 120, autoComplete: 'organization' })}
        {mode === 'create' ? (
          <SubdomainField value={values.subdomain} onChange={(v) => set('subdomain', v)} error={errors.subdomain} hostOf={hostOf} check={SUBDOMAIN_CHECK} />
        ) : (
          <div className="flex flex-col gap-1" data-testid="subdomain-fixed">
            <span className="text-sm font-medium text-ink">{t('subdomain.label')}</span>
            <span className="text-sm text-ink">{hostOf(values.subdomain)}</span>
            <span className="text-xs text-muted">{t('subdomain.fixed')}</span>
          </div>
        )}
      </Section>

      <Section title={t('form.contact')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('contact_email', t('form.contactEmail'), { type: 'email', required: true, maxLength: 254, autoComplete: 'email' })}
          {text('contact_phone', t('form.phone'), { type: 'tel', maxLength: 30, autoComplete: 'tel' })}
        </div>
        {text('address', t('form.address'), { maxLength: 300, autoComplete: 'street-address' })}
      </Section>

      <Section title={t('form.branding')}>
        <LogoField value={values.logo} onChange={(path) => set('logo', path)} error={errors.logo} onBusyChange={setUploading} />
        <ColourField value={values.primary_color} onChange={(v) => set('primary_color', v)} error={errors.primary_color} />
      </Section>

      {mode === 'create' && (
        <Section title={t('form.owner')} intro={t('form.ownerIntro')}>
          <div className="grid gap-4 sm:grid-cols-2">
            {text('owner_first_name', t('form.firstName'), { required: true, maxLength: 100, autoComplete: 'off' })}
            {text('owner_last_name', t('form.lastName'), { maxLength: 100, autoComplete: 'off' })}
          </div>
          {text('owner_email', t('form.ownerEmail'), { type: 'email', required: true, maxLength: 254, autoComplete: 'off' })}
        </Section>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={saving} disabled={uploading} data-testid="save-centre">
          {saving ? t('form.saving') : t(mode === 'create' ? 'form.create' : 'form.save')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {t('form.cancel')}
          </Button>
        )}
        {dirty && !saving && <span className="text-sm text-muted">{t('form.unsaved')}</span>}
      </div>
    </form>
  );
}
