/**
 * Create and edit a person of a kind (POST users / PUT users/{id}): first and last name, e-mail, phone, and what the
 * server takes for the kind where the caller works — a role among the kind's roles, the centre's groups, a student's
 * package expiry, the centre of a new student or trainer made by the master on the platform's address. A new person
 * is invited by mail ("Invitation sent"); a 422 lands on its field; leaving with unsaved changes asks first (the
 * browser asks on a reload or when leaving the app).
 */
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { SelectField } from '@ui/select-field';
import { PageSpinner } from '@ui/spinner';
import { TextField } from '@ui/text-field';
import { useAuth } from '../auth/auth-provider';
import { HttpError } from '../http/client';
import { pushToast } from '../notify/toasts';
import { hasAnyPermission } from '../permissions/check';
import { centresQuery, createPerson, currentScope, groupsQuery, invalidatePeople, personQuery, ROLE_OF, rolesQuery, updatePerson, type PeopleKind, type PeopleScope, type PersonDetail } from './api';
import { createBody, EMPTY_PERSON, formParts, placeErrors, updateBody, valuesOf, type FormField, type PersonFormValues } from './person-form';
import { usePeopleTranslation } from './texts';
import { IsoDateField } from '../dates/iso-date-field';

export interface PersonFormPageProps {
  kind: PeopleKind;
  /** where the list is: the page goes back there after saving or on Cancel */
  listPath: string;
  /** the person to edit (`personIdParam` of the address); null to create one */
  id: number | null;
  /** default: from the page's address */
  scope?: PeopleScope;
}

const backLink = 'text-sm font-medium text-primary-700 underline';

export function PersonFormPage({ kind, listPath, id, scope = currentScope() }: PersonFormPageProps) {
  const { t } = usePeopleTranslation();
  const valid = id !== null && Number.isInteger(id) && id > 0;
  const person = useQuery({ ...personQuery(valid ? id : 0), enabled: valid });
  const title = t(id === null ? `kinds.${kind}.createTitle` : `kinds.${kind}.editTitle`);

  let body: ReactNode;
  if (id === null) body = <PersonForm kind={kind} scope={scope} listPath={listPath} person={null} />;
  else if (!valid) body = <Alert variant="error">{t('form.loadFailed')}</Alert>;
  else if (person.isPending) body = <PageSpinner label={t('common:loading')} />;
  else if (person.isError || !person.data) body = <Alert variant="error">{t('form.loadFailed')}</Alert>;
  else if (person.data.role !== ROLE_OF[kind]) body = <Alert variant="error">{t(`kinds.${kind}.wrongKind`)}</Alert>;
  else body = <PersonForm key={person.data.id} kind={kind} scope={scope} listPath={listPath} person={person.data} />;

  return (
    <div className="flex max-w-3xl flex-col gap-5" data-testid="person-form-page">
      <header className="flex flex-col gap-1">
        <Link to={listPath} className={backLink}>
          {t('form.back')}
        </Link>
        <h1 className="text-2xl font-semibold text-ink">{title}</h1>
      </header>
      {body}
    </div>
  );
}

function PersonForm({ kind, scope, listPath, person }: { kind: PeopleKind; scope: PeopleScope; listPath: string; person: PersonDetail | null }) {
  const { t } = usePeopleTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { user } = useAuth();
  const id = useId();
  const creating = person === null;
  const [values, setValues] = useState<PersonFormValues>(() => (person ? valuesOf(person) : EMPTY_PERSON));
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [leaving, setLeaving] = useState(false);

  // a centre's roles are read on its own address; the master's platform list of roles mixes every centre's
  const rolesReadable = (kind === 'staff' || scope === 'centre') && hasAnyPermission(user, ['ROLE_INDEX']);
  const roles = useQuery({ ...rolesQuery(ROLE_OF[kind]), enabled: rolesReadable });
  const parts = formParts(kind, scope, { roleCount: rolesReadable ? (roles.data?.length ?? 0) : 0, creating });
  const groups = useQuery({ ...groupsQuery, enabled: parts.groups });
  const centres = useQuery({ ...centresQuery, enabled: parts.centre });

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const set = (patch: Partial<PersonFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setDirty(true);
  };
  const field = (name: FormField) => errors[name] ?? null;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const missing: Partial<Record<FormField, string>> = {};
    if (!values.first_name.trim()) missing.first_name = t('form.required');
    if (!values.email.trim()) missing.email = t('form.required');
    if (parts.centre && !values.organization_id) missing.organization_id = t('form.required');
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      setFormErrors([t('form.fixIssues')]);
      return;
    }
    setFormErrors([]);
    setSaving(true);
    try {
      const saved = person ? await updatePerson(person.id, updateBody(kind, values, parts)) : await createPerson(createBody(kind, values, parts));
      setDirty(false);
      await invalidatePeople(client);
      pushToast('success', person ? t('form.saved', { name: saved.full_name }) : t('form.invited', { email: saved.email }));
      navigate(listPath);
    } catch (err) {
      if (err instanceof HttpError && err.status === 422) {
        const placed = placeErrors(err.fieldErrors, parts);
        setErrors(placed.fields);
        setFormErrors([...(Object.keys(placed.fields).length > 0 ? [t('form.fixIssues')] : []), ...placed.form]);
      } else if (err instanceof HttpError) {
        setFormErrors([err.serverMessage ?? err.messages[0] ?? t('done.failed')]);
      } else {
        setFormErrors([t('done.failed')]);
      }
    } finally {
      setSaving(false);
    }
  }

  const roleOptions = (roles.data ?? []).map((r) => ({ value: String(r.id), label: r.organization_name ? `${r.name} (${r.organization_name})` : r.name }));
  const groupList = groups.data ?? [];

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" data-testid="person-form" data-mode={creating ? 'create' : 'edit'}>
      {formErrors.length > 0 && (
        <Alert variant="error">
          <ul data-testid="form-errors">
            {formErrors.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </Alert>
      )}
      <fieldset className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5">
        <legend className="px-1 text-sm font-semibold text-ink">{t('form.details')}</legend>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label={t('form.firstName')} name="first_name" required autoComplete="off" maxLength={100} value={values.first_name} error={field('first_name')} onChange={(e) => set({ first_name: e.target.value })} />
          <TextField label={t('form.lastName')} name="last_name" autoComplete="off" maxLength={100} value={values.last_name} error={field('last_name')} onChange={(e) => set({ last_name: e.target.value })} />
        </div>
        <TextField
          label={t('form.email')}
          name="email"
          type="email"
          required
          autoComplete="off"
          maxLength={254}
          value={values.email}
          hint={creating ? t('form.emailHint') : t('form.emailChangeHint')}
          error={field('email')}
          onChange={(e) => set({ email: e.target.value })}
        />
        <TextField label={t('form.phone')} name="phone" type="tel" autoComplete="off" maxLength={30} value={values.phone} hint={t('form.phoneHint')} error={field('phone')} onChange={(e) => set({ phone: e.target.value })} />
        {parts.roles && (
          <SelectField label={t('form.role')} name="role_id" value={values.role_id} placeholder={creating ? t('form.chooseRole') : undefined} options={roleOptions} error={field('role_id')} onChange={(v) => set({ role_id: v })} />
        )}
        {parts.centre && (
          <SelectField
            label={t('form.centre')}
            name="organization_id"
            value={values.organization_id}
            placeholder={t('form.chooseCentre')}
            options={(centres.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            error={field('organization_id')}
            onChange={(v) => set({ organization_id: v })}
          />
        )}
        {!creating && scope === 'platform' && person?.organization_name && <p className="text-sm text-muted">{t('form.currentCentre', { name: person.organization_name })}</p>}
        {kind === 'student' && (
          <IsoDateField
            label={t('form.packageExpiry')}
            name="package_expiry_date"
            value={values.package_expiry_date}
            hint={t('form.packageExpiryHint')}
            error={field('package_expiry_date')}
            onChange={(v) => set({ package_expiry_date: v })}
          />
        )}
      </fieldset>
      {parts.groups && (
        <fieldset className="flex flex-col gap-2 rounded-card border border-line bg-surface p-5" aria-describedby={`${id}-groups-hint${field('group_ids') ? ` ${id}-groups-error` : ''}`} data-testid="group-choice">
          <legend className="px-1 text-sm font-semibold text-ink">{t('form.groups')}</legend>
          <p id={`${id}-groups-hint`} className="text-xs text-muted">
            {groupList.length > 0 || groups.isPending ? t('form.groupsHint') : t('form.noGroups')}
          </p>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {groupList.map((g) => {
              const checked = values.group_ids.includes(g.id);
              return (
                <label key={g.id} className="inline-flex items-center gap-2 text-sm text-ink">
                  <input
                    type="checkbox"
                    name="group_ids"
                    value={g.id}
                    checked={checked}
                    className="h-4 w-4"
                    onChange={() => set({ group_ids: checked ? values.group_ids.filter((x) => x !== g.id) : [...values.group_ids, g.id] })}
                  />
                  {g.name}
                </label>
              );
            })}
          </div>
          {field('group_ids') && (
            <p id={`${id}-groups-error`} className="text-xs font-medium text-danger-700">
              {field('group_ids')}
            </p>
          )}
        </fieldset>
      )}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {dirty && (
          <p className="mr-auto text-sm text-muted" aria-live="polite">
            {t('form.unsaved')}
          </p>
        )}
        <Button variant="secondary" onClick={() => (dirty ? setLeaving(true) : navigate(listPath))}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" busy={saving} data-testid="save-person">
          {creating ? t('form.create') : t('form.save')}
        </Button>
      </div>
      <ConfirmDialog
        open={leaving}
        title={t('form.leaveTitle')}
        body={t('form.leaveBody')}
        confirmLabel={t('form.leave')}
        cancelLabel={t('form.stay')}
        onConfirm={() => {
          setLeaving(false);
          navigate(listPath);
        }}
        onClose={() => setLeaving(false)}
      />
    </form>
  );
}
