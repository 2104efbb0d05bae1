import { useId } from 'react';

export interface ChoiceOption {
  id: string;
  text: string;
}

export interface ChoiceListProps {
  /** the group's name (radio inputs share it) */
  name: string;
  options: ChoiceOption[];
  /** checkboxes (choose several) instead of radios (choose one) */
  multiple?: boolean;
  /** the selected option ids */
  value: string[];
  onChange(ids: string[]): void;
  disabled?: boolean;
  /** id of the element that names the group (the question), for screen readers */
  labelledBy?: string;
}

/**
 * A radio or checkbox group on native inputs: Tab reaches the group, arrow keys move between radios, Space toggles
 * a checkbox. Each option is a label wrapping its input. Inputs carry `data-testid="option-<id>"`.
 * The ids handed to onChange keep the options' order.
 */
export function ChoiceList({ name, options, multiple = false, value, onChange, disabled = false, labelledBy }: ChoiceListProps) {
  const prefix = useId();
  const selected = new Set(value);
  const toggle = (id: string, checked: boolean) => {
    if (!multiple) {
      onChange([id]);
      return;
    }
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    onChange(options.filter((o) => next.has(o.id)).map((o) => o.id));
  };
  return (
    <div role={multiple ? 'group' : 'radiogroup'} aria-labelledby={labelledBy} aria-disabled={disabled || undefined} className="flex flex-col gap-2">
      {options.map((o) => {
        const id = `${prefix}-${o.id}`;
        const checked = selected.has(o.id);
        return (
          <label
            key={o.id}
            htmlFor={id}
            className={`flex items-start gap-3 rounded-md border px-3 py-2 text-sm text-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600 ${
              checked ? 'border-primary-600 bg-primary-50' : 'border-line bg-surface'
            } ${disabled ? 'cursor-not-allowed opacity-80' : 'cursor-pointer hover:bg-canvas'}`}
          >
            <input
              id={id}
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={o.id}
              checked={checked}
              disabled={disabled}
              onChange={(e) => toggle(o.id, e.currentTarget.checked)}
              data-testid={`option-${o.id}`}
              className="mt-0.5 h-4 w-4 shrink-0 accent-primary-600"
            />
            <span>{o.text}</span>
          </label>
        );
      })}
    </div>
  );
}
