import { useId } from 'react';

export interface SliderProps {
  label: string;
  /** name of the number input (the field a form reads) */
  name: string;
  /** the text of the number input; the range follows it when it is a number */
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  step?: number;
  error?: string | null;
  /** accessible name of the number input */
  numberLabel?: string;
}

/** A range slider paired with a number input; both are labelled and keyboard operable. */
export function Slider({ label, name, value, onChange, min, max, step = 1, error, numberLabel }: SliderProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const numeric = Number(value);
  const rangeValue = Number.isFinite(numeric) && value.trim() !== '' ? Math.min(max, Math.max(min, numeric)) : min;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-range`} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex items-center gap-3">
        <input
          id={`${id}-range`}
          type="range"
          min={min}
          max={max}
          step={step}
          value={rangeValue}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={errorId}
          className="h-2 flex-1 cursor-pointer accent-primary-600"
        />
        <input
          type="number"
          name={name}
          min={min}
          max={max}
          step={step}
          value={value}
          inputMode="numeric"
          aria-label={numberLabel ?? label}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(e) => onChange(e.target.value)}
          className={`w-20 rounded-md border bg-surface px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-primary-600 ${error ? 'border-danger-700' : 'border-line'}`}
        />
      </div>
      {error && (
        <p id={errorId} className="text-xs font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
