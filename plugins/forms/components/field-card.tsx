/**
 * One field in the builder: its kind, label, help text, required flag and, for choice kinds, its options (added,
 * edited and removed in place). The list around it reorders the cards (drag, keyboard or the move buttons).
 */
import { TextField } from '@ui/text-field';
import { SelectField } from '@ui/select-field';
import { Button } from '@ui/button';
import { KINDS, type FieldKind } from '../api/forms-api';
import { isChoice, withKind, type FieldDraft } from '../lib/draft';
import { useFormsTranslation } from '../locales/texts';

export function FieldCard({ field, index, errors, locked, disabled, onChange, onRemove }: {
  field: FieldDraft;
  index: number;
  errors: Readonly<Record<string, string>>;
  /** the field has answers: its kind stays */
  locked: boolean;
  disabled?: boolean;
  onChange: (next: FieldDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useFormsTranslation();
  const name = field.label.trim() || t('builder.untitled');
  const set = (patch: Partial<FieldDraft>) => onChange({ ...field, ...patch });
  return (
    <div className="flex flex-col gap-3" data-testid="field-card" data-field={field.id} data-kind={field.kind}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-semibold text-ink">
          {t('builder.fieldNumber', { n: index + 1 })}: {name}
          {field.required && <span className="ml-2 text-xs font-normal text-danger-700">{t('builder.requiredBadge')}</span>}
        </span>
        <Button variant="ghost" disabled={disabled} onClick={onRemove} aria-label={t('builder.removeNamed', { name })} data-testid="remove-field">
          {t('builder.remove')}
        </Button>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <TextField label={t('builder.label')} value={field.label} maxLength={200} required error={errors.label} disabled={disabled} onChange={(e) => set({ label: e.target.value })} data-testid="field-label" />
        <SelectField
          label={t('builder.kind')}
          name={`kind-${field.id}`}
          value={field.kind}
          disabled={disabled || locked}
          hint={locked ? t('builder.kindLocked') : undefined}
          error={errors.kind}
          options={KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          onChange={(v) => onChange(withKind(field, v as FieldKind))}
        />
      </div>
      <TextField label={t('builder.help')} value={field.help} maxLength={500} error={errors.help} disabled={disabled} onChange={(e) => set({ help: e.target.value })} />
      <label className="flex items-center gap-2 text-sm text-ink">
        <input type="checkbox" checked={field.required} disabled={disabled} onChange={(e) => set({ required: e.target.checked })} className="h-4 w-4 accent-primary-600" data-testid="field-required" />
        {t('builder.required')}
      </label>
      {isChoice(field.kind) && (
        <fieldset className="flex flex-col gap-2 rounded-md border border-line p-3">
          <legend className="px-1 text-sm font-medium text-ink">{t('builder.options')}</legend>
          {field.options.map((o, i) => (
            <div key={i} className="flex items-end gap-2">
              <TextField
                className="flex-1"
                label={t('builder.optionNumber', { n: i + 1 })}
                value={o}
                maxLength={200}
                disabled={disabled}
                onChange={(e) => set({ options: field.options.map((x, j) => (j === i ? e.target.value : x)) })}
                data-testid="field-option"
              />
              <Button variant="ghost" disabled={disabled} aria-label={t('builder.removeOption', { n: i + 1 })} onClick={() => set({ options: field.options.filter((_, j) => j !== i) })}>
                ✕
              </Button>
            </div>
          ))}
          {errors.options && <p className="text-xs font-medium text-danger-700">{errors.options}</p>}
          <div>
            <Button variant="secondary" disabled={disabled || field.options.length >= 50} onClick={() => set({ options: [...field.options, ''] })} data-testid="add-option">
              {t('builder.addOption')}
            </Button>
          </div>
        </fieldset>
      )}
    </div>
  );
}
