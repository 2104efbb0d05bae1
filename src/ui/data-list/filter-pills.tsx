/**
 * A list's status (or category) filter as a row of toggle buttons, always led by All (the empty value): the pressed
 * one is the filter in force. A `count` shows beside a label when the server reports one.
 */
import { useTranslation } from 'react-i18next';
import { withLeadingAll, type StatusOption } from '@kernel/status/status-list';

export interface FilterOption extends StatusOption {
  count?: number;
}

export function FilterPills({ label, options, value, onChange, allLabel, allCount, testId, optionTestId, countTestId, optionDataKey = 'value' }: {
  /** the group's accessible name */
  label: string;
  /** the values to filter by; a leading All is added (and an All among them dropped) */
  options: readonly FilterOption[];
  /** the value in force, '' for All */
  value: string;
  onChange: (value: string) => void;
  allLabel?: string;
  allCount?: number;
  testId?: string;
  /** each button's data-testid (and its value as `data-<optionDataKey>`, 'all' for All) */
  optionTestId?: string;
  optionDataKey?: string;
  countTestId?: string;
}) {
  const { t } = useTranslation('common');
  const all = allLabel ?? t('all');
  const counts = new Map(options.map((o) => [o.value, o.count]));
  const list = withLeadingAll(options, all).map((o) => ({ ...o, count: o.value === '' ? allCount : counts.get(o.value) }));
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2" data-testid={testId}>
      {list.map((o) => {
        const pressed = o.value === value;
        return (
          <button
            key={o.value || 'all'}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(o.value)}
            className={`min-h-9 rounded-full border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 ${pressed ? 'border-primary-600 bg-primary-600 text-white' : 'border-line bg-surface text-ink hover:bg-canvas'}`}
            data-testid={optionTestId}
            {...{ [`data-${optionDataKey}`]: o.value || 'all' }}
          >
            {o.label}
            {o.count !== undefined && (
              <span className="ml-1.5 tabular-nums opacity-80" data-testid={countTestId}>
                {o.count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
