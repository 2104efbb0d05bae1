import { useId } from 'react';
import type { StatusOption } from '@kernel/status/status-list';

/** A labelled native select: keyboard and screen-reader friendly, and what the filters and the form use. */
export function SelectField({ label, name, value, options, onChange, error, hint, disabled, placeholder }: {
  label: string;
  name: string;
  value: string;
  options: readonly StatusOption[];
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
  disabled?: boolean;
  /** a first, empty choice that asks for a value */
  placeholder?: string;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
        className={`min-h-10 rounded-md border bg-surface px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 disabled:bg-canvas ${error ? 'border-danger-700' : 'border-line'}`}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
