/** The form steps of both wizards: information, time, create type and the number of questions per type. */
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SelectField } from '@ui/select-field';
import { TextField } from '@ui/text-field';
import { typesBySection } from '@question-types/registry';
import { QuestionTypeName } from '@question-types/type-texts';
import type { Section } from '@question-types/kit/define-question-type';
import { quizTypesQuery, timePresetsQuery, type ExamType } from '../api/authoring-api';
import { presetMinutes, presetOf } from '../wizard/time-presets';
import { CREATE_TYPES, LIMITS, TEMPLATE_TYPES, categoriesOf, isFullMock, sectionsOfCategory } from '../wizard/draft';
import type { StepProps } from './wizard-page';
import { useTcTranslation } from '../locales/texts';

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="text-xs font-medium text-danger-700" data-testid="field-error">
      {message}
    </p>
  ) : null;
}

/** Radio buttons in a fieldset: arrow keys move between them (native radios). */
function RadioGroup<V extends string>({ legend, name, value, options, onChange, error, disabled }: {
  legend: string;
  name: string;
  value: V | undefined;
  options: ReadonlyArray<{ value: V; label: string; hint?: string; disabled?: boolean }>;
  onChange: (v: V) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={`flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600 ${error ? 'border-danger-700' : 'border-line'} ${o.disabled || disabled ? 'cursor-not-allowed opacity-60' : ''}`}
          >
            <input type="radio" name={name} value={o.value} checked={value === o.value} disabled={o.disabled || disabled} onChange={() => onChange(o.value)} className="mt-1" />
            <span className="flex flex-col">
              <span className="font-medium text-ink">{o.label}</span>
              {o.hint && <span className="text-muted">{o.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

export function InformationStep({ kind, data, errors, change, saved }: StepProps) {
  const { t } = useTcTranslation();
  const descriptionId = useId();
  const quizTypes = useQuery({ ...quizTypesQuery, enabled: kind === 'quiz' });
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {kind === 'test' && (
        <div className="lg:col-span-2">
          <RadioGroup<ExamType>
            legend={t('fields.examType')}
            name="exam_type"
            value={data.exam_type}
            disabled={saved}
            error={errors.exam_type}
            options={[
              { value: 'practice-tests', label: t('examType.practice-tests'), hint: t('examType.practiceHint') },
              { value: 'mock-tests', label: t('examType.mock-tests'), hint: t('examType.mockHint') },
            ]}
            onChange={(v) => change({ exam_type: v, ...(data.category && !categoriesOf(v).includes(data.category) ? { category: '' } : {}) })}
          />
          {saved && <p className="mt-1 text-xs text-muted">{t('fields.examTypeFixed')}</p>}
        </div>
      )}
      <TextField
        label={t('fields.title')}
        name="title"
        required
        maxLength={LIMITS.title}
        value={data.title ?? ''}
        error={errors.title}
        onChange={(e) => change({ title: e.target.value })}
      />
      {kind === 'test' ? (
        <SelectField
          label={t('fields.category')}
          name="category"
          value={data.category ?? ''}
          placeholder={t('fields.choose')}
          options={categoriesOf(data.exam_type).map((c) => ({ value: c, label: t(`category.${c}`) }))}
          error={errors.category}
          onChange={(v) => change({ category: v })}
        />
      ) : (
        <SelectField
          label={t('fields.templateType')}
          name="template_type"
          value={data.template_type ?? ''}
          placeholder={t('fields.choose')}
          options={TEMPLATE_TYPES.map((v) => ({ value: v, label: t(`template.${v}`) }))}
          error={errors.template_type}
          onChange={(v) => change({ template_type: (v || undefined) as StepProps['data']['template_type'] })}
        />
      )}
      {kind === 'quiz' && (
        <SelectField
          label={t('fields.quizType')}
          name="quiz_type_id"
          value={data.quiz_type_id ? String(data.quiz_type_id) : ''}
          placeholder={quizTypes.isPending ? t('loading') : t('fields.anyQuizType')}
          options={(quizTypes.data ?? []).map((q) => ({ value: String(q.id), label: q.name }))}
          error={errors.quiz_type_id}
          onChange={(v) => change({ quiz_type_id: v ? Number(v) : null })}
        />
      )}
      <div className="flex flex-col gap-1 lg:col-span-2">
        <label htmlFor={descriptionId} className="text-sm font-medium text-ink">
          {t('fields.description')}
        </label>
        <textarea
          id={descriptionId}
          name="description"
          rows={4}
          maxLength={LIMITS.description}
          value={data.description ?? ''}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${descriptionId}-error` : undefined}
          onChange={(e) => change({ description: e.target.value })}
          className={`rounded-md border bg-surface px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 ${errors.description ? 'border-danger-700' : 'border-line'}`}
        />
        <FieldError id={`${descriptionId}-error`} message={errors.description} />
      </div>
    </div>
  );
}

export function TimeSetStep({ kind, data, errors, change }: StepProps) {
  const { t } = useTcTranslation();
  const full = isFullMock(data);
  const custom = data.custom_time === true && !full;
  // the master's time presets: picking one fills the minutes (wizard/time-presets.ts); the minutes stay editable
  const presets = useQuery(timePresetsQuery);
  const presetList = presets.data ?? [];
  return (
    <div className="flex flex-col gap-4">
      <RadioGroup<'official' | 'custom'>
        legend={t('time.legend')}
        name="timing"
        value={custom ? 'custom' : 'official'}
        options={[
          { value: 'official', label: t(kind === 'quiz' ? 'time.untimed' : 'time.official'), hint: t(kind === 'quiz' ? 'time.untimedHint' : 'time.officialHint') },
          { value: 'custom', label: t('time.custom'), hint: t('time.customHint'), disabled: full },
        ]}
        onChange={(v) => change({ custom_time: v === 'custom', ...(v === 'custom' && !data.duration_minutes ? { duration_minutes: 60 } : {}) })}
      />
      {full && <p className="text-sm text-muted" data-testid="official-timing">{t('time.fullMock')}</p>}
      {!full && presetList.length > 0 && (
        <div className="max-w-md" data-testid="time-preset">
          <SelectField
            label={t('time.preset')}
            name="time_preset"
            value={custom ? String(presetOf(presetList, data.duration_minutes)?.id ?? '') : ''}
            placeholder={t('time.presetNone')}
            hint={t('time.presetHint')}
            options={presetList.map((p) => ({ value: String(p.id), label: t('time.presetOption', { name: p.name, count: presetMinutes(p) }) }))}
            onChange={(v) => {
              const p = presetList.find((x) => String(x.id) === v);
              if (p) change({ custom_time: true, duration_minutes: presetMinutes(p) });
            }}
          />
        </div>
      )}
      {custom && (
        <TextField
          label={t('fields.minutes')}
          name="duration_minutes"
          type="number"
          inputMode="numeric"
          min={LIMITS.minMinutes}
          max={LIMITS.maxMinutes}
          step={1}
          className="max-w-xs"
          hint={t('time.minutesHint')}
          value={data.duration_minutes ?? ''}
          error={errors.duration_minutes}
          onChange={(e) => change({ duration_minutes: e.target.value === '' ? null : Number(e.target.value) })}
        />
      )}
      {!custom && errors.duration_minutes && <p className="text-xs font-medium text-danger-700">{errors.duration_minutes}</p>}
    </div>
  );
}

export function CreateTypeStep({ data, errors, change }: StepProps) {
  const { t } = useTcTranslation();
  return (
    <RadioGroup
      legend={t('createType.legend')}
      name="create_type"
      value={data.create_type}
      error={errors.create_type}
      options={CREATE_TYPES.map((v) => ({ value: v, label: t(`createType.${v}`), hint: t(`createType.${v}Hint`) }))}
      onChange={(v) => change({ create_type: v })}
    />
  );
}

export function NumberOfQuestionsStep({ kind, data, errors, change }: StepProps) {
  const { t } = useTcTranslation();
  const counts = data.number_of_questions ?? {};
  const sections = (kind === 'quiz' ? ['speaking', 'writing', 'reading', 'listening'] : sectionsOfCategory(data.category)) as Section[];
  const total = Object.values(counts).reduce((n, v) => n + (Number.isFinite(v) && v > 0 ? v : 0), 0);
  return (
    <div className="flex flex-col gap-4" data-testid="number-of-question">
      <p className="text-sm text-muted">{t(data.create_type === 'random' ? 'count.randomHint' : 'count.manualHint')}</p>
      {errors.number_of_questions && (
        <p className="text-sm font-medium text-danger-700" role="alert" data-testid="field-error">
          {errors.number_of_questions}
        </p>
      )}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {sections.map((s) => (
          <fieldset key={s} className="flex flex-col gap-2 rounded-md border border-line p-3">
            <legend className="px-1 text-sm font-semibold text-ink">{t(`sections.${s}`)}</legend>
            {typesBySection(s).map((d) => (
              <label key={d.slug} className="flex items-center justify-between gap-3 text-sm">
                <span className="text-ink">
                  <QuestionTypeName slug={d.slug} />
                </span>
                <input
                  type="number"
                  min={0}
                  max={LIMITS.maxQuestions}
                  step={1}
                  inputMode="numeric"
                  name={`count-${d.slug}`}
                  data-slug={d.slug}
                  value={counts[d.slug] ?? ''}
                  placeholder="0"
                  onChange={(e) => {
                    const next = { ...counts };
                    if (e.target.value === '') delete next[d.slug];
                    else next[d.slug] = Number(e.target.value);
                    change({ number_of_questions: next });
                  }}
                  className="w-20 rounded-md border border-line bg-surface px-2 py-1 text-right tabular-nums focus-visible:outline-2 focus-visible:outline-primary-600"
                />
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      <p className="text-sm font-medium text-ink" data-testid="count-total">
        {t('count.total', { count: total })}
      </p>
    </div>
  );
}
