/**
 * The wizard's steps (docs/product-spec.md §11): basic-information, type, adons, properties (a summary with links to
 * its sub-pages), duration-price (with the suggested base price), review (everything, with edit links) and preview
 * (the card a student sees). Each step edits the draft through `change`; the wizard page saves it.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatMoney, moneyInputText, parseMoney } from '@kernel/money/format';
import type { WizardStepProps } from '@kernel/wizard/wizard-page';
import { Button } from '@ui/button';
import { SelectField } from '@ui/select-field';
import { Spinner } from '@ui/spinner';
import { TextField } from '@ui/text-field';
import { basePriceQuery, branchChoicesQuery, trainerChoicesQuery, type Choice, type PackageProperties } from './api';
import { DELIVERIES, parseDays, WEEK_DAYS, type OfferingDraft, type ScheduleRow } from './draft';
import { PROPERTY_KEYS, type OfferingPaths, type PropertyKey } from './paths';
import { useOfferingTranslation } from './texts';

type StepProps = WizardStepProps<OfferingDraft> & { paths: OfferingPaths };
type T = ReturnType<typeof useOfferingTranslation>['t'];

const currencyOf = (d: Partial<OfferingDraft>) => d.currency ?? 'BDT';

export function OfferingStep(props: StepProps) {
  switch (props.step) {
    case 'basic-information':
      return <BasicInformation {...props} />;
    case 'type':
      return <TypeStep {...props} />;
    case 'adons':
      return <AddonsStep {...props} />;
    case 'properties':
      return <PropertiesStep {...props} />;
    case 'duration-price':
      return <DurationPrice {...props} />;
    case 'review':
      return <Review {...props} />;
    default:
      return <Preview {...props} />;
  }
}

function BasicInformation({ data, errors, change }: StepProps) {
  const { t } = useOfferingTranslation();
  return (
    <div className="flex flex-col gap-4">
      <TextField label={t('fields.name')} name="name" required maxLength={120} value={data.name ?? ''} error={errors.name} onChange={(e) => change({ name: e.target.value })} />
      <div className="flex flex-col gap-1">
        <label htmlFor="offering-description" className="text-sm font-medium text-ink">
          {t('fields.description')}
        </label>
        <textarea
          id="offering-description"
          name="description"
          rows={4}
          maxLength={5000}
          value={data.description ?? ''}
          aria-invalid={errors.description ? true : undefined}
          onChange={(e) => change({ description: e.target.value })}
          className="rounded-md border border-line bg-surface px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-primary-600"
        />
        {errors.description && <p className="text-xs font-medium text-danger-700">{errors.description}</p>}
      </div>
    </div>
  );
}

function ChoiceList({ legend, choices, selected, onChange, error, empty, failed, name }: {
  legend: string;
  choices: { data?: Choice[]; isPending: boolean; isError: boolean };
  selected: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  empty: string;
  failed: string;
  name: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2" aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      {choices.isPending && <Spinner size="sm" />}
      {choices.isError && <p className="text-sm text-muted">{failed}</p>}
      {choices.data && choices.data.length === 0 && <p className="text-sm text-muted">{empty}</p>}
      <div className="flex flex-wrap gap-3">
        {choices.data?.map((c) => (
          <label key={c.id} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              name={name}
              value={c.id}
              checked={selected.includes(c.id)}
              onChange={(e) => onChange(e.target.checked ? [...selected, c.id] : selected.filter((id) => id !== c.id))}
            />
            {c.name}
          </label>
        ))}
      </div>
      {error && <p className="text-xs font-medium text-danger-700">{error}</p>}
    </fieldset>
  );
}

function TypeStep({ data, errors, change }: StepProps) {
  const { t } = useOfferingTranslation();
  const course = data.kind === 'COURSE';
  const trainers = useQuery({ ...trainerChoicesQuery(), enabled: course });
  const branches = useQuery({ ...branchChoicesQuery(), enabled: course && data.delivery !== 'ONLINE' });
  const schedule = data.schedule ?? [];
  const setSlot = (i: number, patch: Partial<ScheduleRow>) => change({ schedule: schedule.map((s, n) => (n === i ? { ...s, ...patch } : s)) });
  return (
    <div className="flex flex-col gap-5">
      <SelectField
        label={t('fields.delivery')}
        name="delivery"
        value={data.delivery ?? 'ONLINE'}
        options={DELIVERIES.map((d) => ({ value: d, label: t(`delivery.${d}`) }))}
        onChange={(v) => change({ delivery: v as OfferingDraft['delivery'] })}
        error={errors.delivery}
      />
      {course && (
        <>
          {data.delivery !== 'ONLINE' && (
            <ChoiceList legend={t('fields.branches')} name="branch_ids" choices={branches} selected={data.branch_ids ?? []} onChange={(ids) => change({ branch_ids: ids })} error={errors.branch_ids} empty={t('fields.noBranches')} failed={t('fields.choicesFailed')} />
          )}
          <ChoiceList legend={t('fields.trainers')} name="trainer_ids" choices={trainers} selected={data.trainer_ids ?? []} onChange={(ids) => change({ trainer_ids: ids })} error={errors.trainer_ids} empty={t('fields.noTrainers')} failed={t('fields.choicesFailed')} />
          <fieldset className="flex flex-col gap-2" data-testid="schedule">
            <legend className="text-sm font-medium text-ink">{t('fields.schedule')}</legend>
            {schedule.length === 0 && <p className="text-sm text-muted">{t('fields.noSlots')}</p>}
            {schedule.map((s, i) => (
              <div key={i} className="grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-2" data-testid="schedule-slot">
                <SelectField label={t('fields.day')} name={`schedule.${i}.day`} value={s.day} options={WEEK_DAYS.map((d) => ({ value: d, label: t(`weekdays.${d}`) }))} onChange={(v) => setSlot(i, { day: v as ScheduleRow['day'] })} />
                <TextField label={t('fields.start')} type="time" name={`schedule.${i}.start`} value={s.start} onChange={(e) => setSlot(i, { start: e.target.value })} />
                <TextField label={t('fields.end')} type="time" name={`schedule.${i}.end`} value={s.end} onChange={(e) => setSlot(i, { end: e.target.value })} />
                <Button variant="ghost" aria-label={t('fields.removeSlot')} onClick={() => change({ schedule: schedule.filter((_, n) => n !== i) })}>
                  ✕
                </Button>
              </div>
            ))}
            {errors.schedule && <p className="text-xs font-medium text-danger-700">{errors.schedule}</p>}
            <div>
              <Button variant="secondary" data-testid="add-slot" onClick={() => change({ schedule: [...schedule, { day: 'sat', start: '10:00', end: '12:00' }] })}>
                {t('fields.addSlot')}
              </Button>
            </div>
          </fieldset>
        </>
      )}
    </div>
  );
}

function AddonsStep({ data, errors, change }: StepProps) {
  const { t } = useOfferingTranslation();
  const addons = data.addons ?? [];
  const currency = currencyOf(data);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{t('fields.addons')}</legend>
      {addons.length === 0 && <p className="text-sm text-muted">{t('fields.noAddons')}</p>}
      {addons.map((a, i) => (
        <div key={i} className="grid grid-cols-[2fr_1fr_auto] items-end gap-2" data-testid="addon-row">
          <TextField label={t('fields.addonName')} name={`addons.${i}.name`} maxLength={120} value={a.name} onChange={(e) => change({ addons: addons.map((x, n) => (n === i ? { ...x, name: e.target.value } : x)) })} />
          <TextField label={t('fields.addonPrice', { currency })} name={`addons.${i}.price`} inputMode="decimal" value={a.price_text} onChange={(e) => change({ addons: addons.map((x, n) => (n === i ? { ...x, price_text: e.target.value } : x)) })} />
          <Button variant="ghost" aria-label={t('fields.removeAddon', { n: i + 1 })} onClick={() => change({ addons: addons.filter((_, n) => n !== i) })}>
            ✕
          </Button>
        </div>
      ))}
      {errors.addons && <p className="text-xs font-medium text-danger-700" role="alert">{errors.addons}</p>}
      <div>
        <Button variant="secondary" data-testid="add-addon" onClick={() => change({ addons: [...addons, { name: '', price_text: '' }] })}>
          {t('fields.addAddon')}
        </Button>
      </div>
    </fieldset>
  );
}

/** One line about a part of the properties: "Not included", "Unlimited", "10", "All sections"... */
export function propertySummary(key: PropertyKey, properties: PackageProperties, t: T): string {
  const p = properties[key] as { enabled?: boolean; count?: number | null; sections?: string[]; minutes?: number } | undefined;
  if (!p?.enabled) return t('properties.notIncluded');
  if (key === 'pte_practice') return p.sections && p.sections.length > 0 && p.sections.length < 4 ? p.sections.map((s) => t(`properties.sections.${s}`)).join(', ') : t('properties.sectionsAll');
  if (key === 'materials') return t('properties.included');
  const count = p.count === null || p.count === undefined ? t('properties.unlimited') : t('properties.count', { count: p.count });
  return key === 'one_to_one_appointment' && p.minutes ? `${count} · ${t('properties.minutes', { count: p.minutes })}` : count;
}

function PropertiesStep({ data, recordId, paths }: StepProps) {
  const { t } = useOfferingTranslation();
  const properties = data.properties ?? {};
  const items = data.items ?? [];
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('properties.intro')}</p>
      <ul className="divide-y divide-line rounded-md border border-line" data-testid="property-list">
        {PROPERTY_KEYS.map((key) => {
          const picked = items.filter((i) => (key === 'quiz' ? i.item_kind === 'quiz_set' : i.item_kind === key)).length;
          return (
            <li key={key} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2" data-testid="property-row" data-key={key}>
              <div>
                <p className="text-sm font-medium text-ink">{t(`properties.parts.${key}`)}</p>
                <p className="text-xs text-muted" data-testid="property-summary">
                  {propertySummary(key, properties, t)}
                  {picked > 0 && ` · ${t('properties.items', { count: picked })}`}
                </p>
              </div>
              <Link className="text-sm font-medium text-primary-700 underline-offset-2 hover:underline" to={paths.property(key, recordId)} data-testid={`edit-property-${key}`}>
                {t('properties.edit', { part: t(`properties.parts.${key}`) })}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function DurationPrice({ data, errors, change }: StepProps) {
  const { t, i18n } = useOfferingTranslation();
  const currency = currencyOf(data);
  const days = parseDays(data.duration_text);
  const valid = days !== null && days >= 1 && days <= 3660;
  const suggestion = useQuery({ ...basePriceQuery(data.properties ?? {}, valid ? days : 30), enabled: valid });
  return (
    <div className="flex flex-col gap-4">
      <TextField label={t('fields.duration')} name="duration_days" inputMode="numeric" value={data.duration_text ?? ''} error={errors.duration_text ?? errors.duration_days} onChange={(e) => change({ duration_text: e.target.value })} />
      <section className="flex flex-col gap-2 rounded-md border border-line bg-canvas p-3" aria-labelledby="suggested-title" data-testid="suggested-price">
        <h3 id="suggested-title" className="text-sm font-semibold text-ink">
          {t('fields.suggested')}
        </h3>
        {valid && suggestion.isPending && <Spinner size="sm" />}
        {suggestion.isError && <p className="text-sm text-muted">{t('fields.suggestedFailed')}</p>}
        {suggestion.data && (
          <>
            <p className="text-lg font-semibold tabular-nums text-ink" data-testid="suggested-amount">
              {formatMoney(suggestion.data.price_minor, suggestion.data.currency, i18n.language)}
            </p>
            <details>
              <summary className="cursor-pointer text-sm text-muted">{t('fields.breakdown')}</summary>
              <ul className="mt-1 text-sm text-muted">
                {suggestion.data.breakdown.map((b) => (
                  <li key={b.part} className="flex justify-between gap-4">
                    <span>{b.part === 'base' ? t('kind.PACKAGE') : t(`properties.parts.${b.part}`)}</span>
                    <span className="tabular-nums">{formatMoney(b.price_minor, suggestion.data.currency, i18n.language)}</span>
                  </li>
                ))}
              </ul>
            </details>
            <div>
              <Button variant="secondary" data-testid="use-suggested" onClick={() => change({ price_text: moneyInputText(suggestion.data.price_minor) })}>
                {t('fields.useSuggested', { amount: formatMoney(suggestion.data.price_minor, suggestion.data.currency, i18n.language) })}
              </Button>
            </div>
          </>
        )}
      </section>
      <TextField
        label={t('fields.price', { currency })}
        name="price"
        inputMode="decimal"
        value={data.price_text ?? ''}
        hint={t('fields.priceHint', { currency })}
        error={errors.price_text ?? errors.price_minor}
        onChange={(e) => change({ price_text: e.target.value })}
      />
    </div>
  );
}

function Review({ data, jump }: StepProps) {
  const { t, i18n } = useOfferingTranslation();
  const currency = currencyOf(data);
  const price = parseMoney(data.price_text ?? '');
  const days = parseDays(data.duration_text);
  const rows: Array<{ step: string; label: string; value: string }> = [
    { step: 'basic-information', label: t('fields.name'), value: data.name ?? '' },
    { step: 'basic-information', label: t('fields.description'), value: data.description || t('review.none') },
    { step: 'type', label: t('fields.delivery'), value: t(`delivery.${data.delivery ?? 'ONLINE'}`) },
    ...(data.kind === 'COURSE'
      ? [
          { step: 'type', label: t('fields.schedule'), value: (data.schedule ?? []).map((s) => `${t(`weekdays.${s.day}`)} ${s.start}–${s.end}`).join('; ') || t('review.none') },
          { step: 'type', label: t('fields.trainers'), value: String((data.trainer_ids ?? []).length) },
        ]
      : []),
    { step: 'adons', label: t('fields.addons'), value: (data.addons ?? []).map((a) => `${a.name} (${formatMoney(parseMoney(a.price_text) ?? 0, currency, i18n.language)})`).join('; ') || t('review.none') },
    ...PROPERTY_KEYS.map((key) => ({ step: 'properties', label: t(`properties.parts.${key}`), value: propertySummary(key, data.properties ?? {}, t) })),
    { step: 'duration-price', label: t('fields.duration'), value: days !== null ? t('days', { count: days }) : '' },
    { step: 'duration-price', label: t('fields.price', { currency }), value: price !== null ? formatMoney(price, currency, i18n.language) : '' },
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr_auto]" data-testid="review">
      {rows.map((r, i) => (
        <div key={i} className="contents">
          <dt className="text-sm font-medium text-muted">{r.label}</dt>
          <dd className="text-sm text-ink" data-testid="review-value">
            {r.value}
          </dd>
          <dd>
            {(i === 0 || rows[i - 1]!.step !== r.step) && (
              <Button variant="ghost" onClick={() => jump(r.step)} data-testid={`review-edit-${r.step}`}>
                {t('review.edit', { step: t(`wizard.steps.${r.step}`) })}
              </Button>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The card a student would see (preview step). */
function Preview({ data }: StepProps) {
  const { t, i18n } = useOfferingTranslation();
  const currency = currencyOf(data);
  const price = parseMoney(data.price_text ?? '') ?? 0;
  const days = parseDays(data.duration_text) ?? 0;
  const included = PROPERTY_KEYS.filter((k) => (data.properties?.[k] as { enabled?: boolean } | undefined)?.enabled);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('preview.intro')}</p>
      <article className="flex max-w-md flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-sm" data-testid="offering-card">
        <header>
          <p className="text-xs font-medium uppercase tracking-wide text-primary-700">{t(`kind.${data.kind ?? 'PACKAGE'}`)} · {t(`delivery.${data.delivery ?? 'ONLINE'}`)}</p>
          <h3 className="text-xl font-semibold text-ink">{data.name}</h3>
          {data.description && <p className="mt-1 text-sm text-muted">{data.description}</p>}
        </header>
        <p className="text-2xl font-bold tabular-nums text-ink" data-testid="card-price">
          {price === 0 ? t('preview.free') : formatMoney(price, currency, i18n.language)} <span className="text-sm font-normal text-muted">{t('preview.for', { days: t('days', { count: days }) })}</span>
        </p>
        {included.length > 0 && (
          <section>
            <h4 className="text-sm font-semibold text-ink">{t('preview.includes')}</h4>
            <ul className="mt-1 list-inside list-disc text-sm text-ink">
              {included.map((k) => (
                <li key={k}>
                  {t(`properties.parts.${k}`)}: {propertySummary(k, data.properties ?? {}, t)}
                </li>
              ))}
            </ul>
          </section>
        )}
        {data.kind === 'COURSE' && (data.schedule ?? []).length > 0 && (
          <section>
            <h4 className="text-sm font-semibold text-ink">{t('preview.schedule')}</h4>
            <ul className="mt-1 text-sm text-ink">
              {(data.schedule ?? []).map((s, i) => (
                <li key={i}>
                  {t(`weekdays.${s.day}`)} {s.start}–{s.end}
                </li>
              ))}
            </ul>
          </section>
        )}
        {(data.trainer_names ?? []).length > 0 && data.kind === 'COURSE' && (
          <p className="text-sm text-ink">
            <span className="font-semibold">{t('preview.trainers')}:</span> {(data.trainer_names ?? []).join(', ')}
          </p>
        )}
        {(data.addons ?? []).length > 0 && (
          <section>
            <h4 className="text-sm font-semibold text-ink">{t('preview.addons')}</h4>
            <ul className="mt-1 text-sm text-ink">
              {(data.addons ?? []).map((a, i) => (
                <li key={i} className="flex justify-between gap-4">
                  <span>{a.name}</span>
                  <span className="tabular-nums">{formatMoney(parseMoney(a.price_text) ?? 0, currency, i18n.language)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
    </div>
  );
}
