/**
 * One sub-page of the properties step (pte-practice, practice-test, mock-test, quiz, materials, live-class, webinars,
 * one-to-one appointment): edits its part of `properties` (and, for tests and quizzes, the items picked at random),
 * saves it as the properties step on the server and returns to that step. The wizard reloads the record there, so
 * what the step shows is what the server holds.
 */
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '@kernel/http/client';
import { pushToast } from '@kernel/notify/toasts';
import { releaseWizard } from '@kernel/wizard/wizard-store';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PageSpinner } from '@ui/spinner';
import { TextField } from '@ui/text-field';
import { drawRandomItems, invalidateOfferings, offeringQuery, updateOffering, type ItemKind, type OfferingKind, type PackageDetail, type PackageItem, type PackageProperties } from './api';
import { wizardOf } from './definition';
import { pathsOf, type PropertyKey } from './paths';
import { countProblem } from './step-rules';
import { useOfferingTranslation } from './texts';

const SECTIONS = ['speaking', 'writing', 'reading', 'listening'] as const;
type Section = (typeof SECTIONS)[number];
/** the parts whose content can be picked from the bank, and the item kind they pick */
const PICKABLE: Partial<Record<PropertyKey, ItemKind>> = { practice_test: 'practice_test', mock_test: 'mock_test', quiz: 'quiz_set' };
const COUNTED: readonly PropertyKey[] = ['practice_test', 'mock_test', 'quiz', 'live_class', 'webinars', 'one_to_one_appointment'];

/** The editable form of one part: counts as typed. */
export interface PartForm {
  enabled: boolean;
  unlimited: boolean;
  count_text: string;
  minutes_text: string;
  sections: Section[];
}

export function formOf(key: PropertyKey, properties: PackageProperties): PartForm {
  const p = properties[key] as { enabled?: boolean; count?: number | null; minutes?: number; sections?: Section[] } | undefined;
  return {
    enabled: p?.enabled ?? false,
    unlimited: p ? p.count === null : false,
    count_text: p?.count !== undefined && p.count !== null ? String(p.count) : '1',
    minutes_text: String(p?.minutes ?? 30),
    sections: p?.sections ?? [],
  };
}

/** The part as the server stores it, or the field errors (keys of the `offering:rules`). */
export function partOf(key: PropertyKey, f: PartForm): { value: unknown } | { errors: Record<string, string> } {
  if (key === 'pte_practice') return { value: { enabled: f.enabled, sections: f.sections } };
  if (key === 'materials') return { value: { enabled: f.enabled } };
  const errors: Record<string, string> = {};
  if (!f.unlimited) {
    const p = countProblem(f.count_text);
    if (p) errors.count = p;
  }
  const count = f.unlimited ? null : Number(f.count_text.trim());
  if (key === 'one_to_one_appointment') {
    const m = f.minutes_text.trim();
    if (!/^\d{1,3}$/.test(m) || Number(m) < 5 || Number(m) > 480) errors.minutes = 'minutesInvalid';
    if (Object.keys(errors).length) return { errors };
    return { value: { enabled: f.enabled, count, minutes: Number(m) } };
  }
  if (Object.keys(errors).length) return { errors };
  return { value: { enabled: f.enabled, count } };
}

export function OfferingPropertyPage({ kind }: { kind: OfferingKind }) {
  const { t } = useOfferingTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const paths = pathsOf(kind);
  const key = paths.keyOfSlug(pathname.replace(/\/+$/, '').split('/').pop() ?? '');
  const id = params.get('id');
  const query = useQuery({ ...offeringQuery(id ?? '0'), enabled: id !== null });

  if (key === null) return null;
  if (id === null) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="info">{t('properties.page.noRecord')}</Alert>
        <Link className="text-sm font-medium text-primary-700 underline" to={paths.step('basic-information', null)}>
          {t('wizard.steps.basic-information')}
        </Link>
      </div>
    );
  }
  if (query.isPending) return <PageSpinner label={t('properties.page.loading')} />;
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error">{t('properties.page.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('properties.page.retry')}
        </Button>
      </div>
    );
  }
  return <PartEditor key={`${id}:${key}`} kind={kind} partKey={key} record={query.data} />;
}

function PartEditor({ kind, partKey, record }: { kind: OfferingKind; partKey: PropertyKey; record: PackageDetail }) {
  const { t, i18n } = useOfferingTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const paths = pathsOf(kind);
  const itemKind = PICKABLE[partKey];
  const [form, setForm] = useState<PartForm>(() => formOf(partKey, record.properties));
  const [picks, setPicks] = useState<PackageItem[]>(() => (itemKind ? record.items.filter((i) => i.item_kind === itemKind) : []));
  const [pickCount, setPickCount] = useState('3');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const part = t(`properties.parts.${partKey}`);
  const text = (m: string) => (i18n.exists(`offering:rules.${m}`) ? t(`rules.${m}`) : m);
  const back = () => navigate(paths.step('properties', record.id));

  const pick = useMutation({
    mutationFn: async () => drawRandomItems({ [itemKind === 'quiz_set' ? 'quiz_set' : (itemKind as string)]: Number(pickCount) }),
    onSuccess: (items) => setPicks(items),
  });
  const save = useMutation({
    mutationFn: async (value: unknown) => {
      const properties = { ...record.properties, [partKey]: value };
      const items = itemKind ? [...record.items.filter((i) => i.item_kind !== itemKind), ...picks].map(({ item_kind, item_id }) => ({ item_kind, item_id })) : undefined;
      return updateOffering(record.id, { step: 'properties', properties, ...(items ? { items } : {}) });
    },
    onSuccess: () => {
      pushToast('success', t('properties.page.saved'));
      void invalidateOfferings(client);
      // the running wizard holds the record as it was: the properties step loads it afresh
      releaseWizard(wizardOf(kind).id);
      back();
    },
    onError: (e) => {
      if (e instanceof HttpError && e.status === 422) {
        const out: Record<string, string> = {};
        for (const [field, messages] of Object.entries(e.fieldErrors)) out[field.split('.').pop() === 'minutes' ? 'minutes' : field.endsWith('count') ? 'count' : 'form'] ??= messages[0] ?? '';
        setErrors(out);
      }
    },
  });

  const counted = COUNTED.includes(partKey);
  const pickOk = countProblem(pickCount) === null && Number(pickCount) >= 1 && Number(pickCount) <= 100;
  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      data-testid="property-page"
      data-key={partKey}
      onSubmit={(e) => {
        e.preventDefault();
        const r = partOf(partKey, form);
        if ('errors' in r) {
          setErrors(r.errors);
          return;
        }
        setErrors({});
        save.mutate(r.value);
      }}
    >
      <header>
        <p className="text-sm text-muted">
          {t(`wizard.${kind}.title`)} · {record.name}
        </p>
        <h1 className="text-2xl font-semibold text-ink">{part}</h1>
      </header>
      <div className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4">
        <label className="flex items-center gap-2 text-sm font-medium text-ink">
          <input type="checkbox" name="enabled" checked={form.enabled} onChange={(e) => setForm({ ...form, enabled: e.target.checked })} />
          {t('properties.page.enabled', { part })}
        </label>
        {partKey === 'pte_practice' && (
          <fieldset className="flex flex-col gap-2" disabled={!form.enabled}>
            <legend className="text-sm font-medium text-ink">{t('properties.page.sectionsLabel')}</legend>
            <div className="flex flex-wrap gap-4">
              {SECTIONS.map((s) => (
                <label key={s} className="flex items-center gap-2 text-sm text-ink">
                  <input type="checkbox" name="sections" value={s} checked={form.sections.includes(s)} onChange={(e) => setForm({ ...form, sections: e.target.checked ? [...form.sections, s] : form.sections.filter((x) => x !== s) })} />
                  {t(`properties.sections.${s}`)}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {counted && (
          <fieldset className="grid gap-3 sm:grid-cols-2" disabled={!form.enabled}>
            <legend className="sr-only">{t('properties.page.countLabel')}</legend>
            <label className="flex items-center gap-2 self-end text-sm text-ink sm:col-span-2">
              <input type="checkbox" name="unlimited" checked={form.unlimited} onChange={(e) => setForm({ ...form, unlimited: e.target.checked })} />
              {t('properties.page.unlimitedLabel')}
            </label>
            {!form.unlimited && (
              <TextField label={t('properties.page.countLabel')} name="count" inputMode="numeric" value={form.count_text} error={errors.count ? text(errors.count) : undefined} onChange={(e) => setForm({ ...form, count_text: e.target.value })} />
            )}
            {partKey === 'one_to_one_appointment' && (
              <TextField label={t('properties.page.minutesLabel')} name="minutes" inputMode="numeric" value={form.minutes_text} error={errors.minutes ? text(errors.minutes) : undefined} onChange={(e) => setForm({ ...form, minutes_text: e.target.value })} />
            )}
          </fieldset>
        )}
        {errors.form && <Alert variant="error">{errors.form}</Alert>}
      </div>

      {itemKind && (
        <section className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4" aria-labelledby="pick-title" data-testid="random-pick">
          <h2 id="pick-title" className="text-lg font-semibold text-ink">
            {t('properties.page.pickTitle')}
          </h2>
          <div className="flex flex-wrap items-end gap-3">
            <TextField label={t('properties.page.pickCount')} name="pick_count" inputMode="numeric" value={pickCount} onChange={(e) => setPickCount(e.target.value)} error={pickOk ? undefined : text('countInvalid')} />
            <Button variant="secondary" busy={pick.isPending} disabled={!pickOk} onClick={() => pick.mutate()} data-testid="pick-random">
              {pick.isPending ? t('properties.page.picking') : t('properties.page.pick')}
            </Button>
          </div>
          {pick.isSuccess && picks.length === 0 && <p className="text-sm text-muted">{t('properties.page.noneFound')}</p>}
          {picks.length > 0 && (
            <>
              <h3 className="text-sm font-semibold text-ink">{t('properties.page.picked')}</h3>
              <ul className="divide-y divide-line rounded-md border border-line" data-testid="picked-items">
                {picks.map((p) => (
                  <li key={`${p.item_kind}:${p.item_id}`} className="flex items-center justify-between gap-2 px-3 py-2 text-sm text-ink" data-testid="picked-item">
                    {p.title}
                    <Button variant="ghost" aria-label={t('properties.page.remove', { title: p.title })} onClick={() => setPicks(picks.filter((x) => x !== p))}>
                      ✕
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}

      {save.isError && !(save.error instanceof HttpError && save.error.status === 422) && <Alert variant="error">{save.error.message}</Alert>}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        <Button variant="secondary" onClick={back} data-testid="property-cancel">
          {t('properties.page.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending} data-testid="property-save">
          {t('properties.page.save')}
        </Button>
      </div>
    </form>
  );
}
