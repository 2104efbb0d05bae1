/**
 * Choose people of one kind (students or trainers) for a group: a Headless UI combobox searching GET users?role=...
 * (arrow keys, Enter, Escape come with it), the chosen people as chips each with its own remove button, and
 * Backspace in the empty search removing the last one.
 */
import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import { peopleQuery, type MemberRole, type Person } from '../api/groups-api';
import { addMember, offered, removeMember } from '../lib/members';
import { useGroupsTranslation } from '../locales/texts';

const SEARCH_DELAY_MS = 250;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function MemberPicker({ role, label, placeholder, chosenLabel, chosen, error, onChange, testId }: {
  role: MemberRole;
  label: string;
  placeholder: string;
  /** the chips' list name ("Chosen students") */
  chosenLabel: string;
  chosen: readonly Person[];
  error?: string | null;
  onChange: (next: Person[]) => void;
  testId: string;
}) {
  const { t } = useGroupsTranslation();
  const errorId = useId();
  const [text, setText] = useState('');
  // nothing is fetched until the picker is used: a dialog with two pickers opens without two searches
  const [used, setUsed] = useState(false);
  const search = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const found = useQuery({ ...peopleQuery(role, search), enabled: used });
  const options = offered(found.data ?? [], chosen);

  return (
    <div className="flex flex-col gap-1" data-testid={testId} data-role={role}>
      <Field className="flex flex-col gap-1">
        <Label className="text-sm font-medium text-ink">{label}</Label>
        <Combobox<Person | null>
          value={null}
          by="id"
          immediate
          onChange={(person) => {
            if (person) onChange(addMember(chosen, person));
            setText('');
          }}
          onClose={() => setText('')}
        >
          <div className="relative">
            <ComboboxInput<Person | null>
              className={`w-full rounded-md border bg-surface px-3 py-2 text-sm text-ink placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 ${error ? 'border-danger-700' : 'border-line'}`}
              placeholder={placeholder}
              displayValue={() => text}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onFocus={() => setUsed(true)}
              onChange={(e) => {
                setUsed(true);
                setText(e.target.value);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Backspace' && text === '' && chosen.length > 0) onChange(removeMember(chosen, chosen[chosen.length - 1]!.id));
              }}
              data-testid="picker-input"
            />
            <ComboboxOptions
              className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-md border border-line bg-surface py-1 text-sm shadow-lg empty:invisible focus:outline-none"
              data-testid="picker-options"
            >
              {options.map((p) => (
                <ComboboxOption key={p.id} value={p} className="cursor-pointer px-3 py-2 data-focus:bg-canvas" data-testid="picker-option" data-id={p.id}>
                  <span className="block text-ink">{p.full_name}</span>
                  <span className="block text-xs text-muted">{p.email}</span>
                </ComboboxOption>
              ))}
              {options.length === 0 && (
                <div className="px-3 py-2 text-muted" role="status">
                  {found.isFetching || search !== text.trim() ? t('form.searching') : t('form.nobody')}
                </div>
              )}
            </ComboboxOptions>
          </div>
        </Combobox>
      </Field>
      {error && (
        <p id={errorId} className="text-xs font-medium text-danger-700" data-testid="picker-error">
          {error}
        </p>
      )}
      {chosen.length === 0 ? (
        <p className="text-xs text-muted">{t('form.none')}</p>
      ) : (
        <ul aria-label={chosenLabel} className="flex flex-wrap gap-1.5" data-testid="picker-chips">
          {chosen.map((p) => (
            <li key={p.id} className="inline-flex items-center gap-1 rounded-full bg-primary-50 py-0.5 pl-2.5 pr-1 text-xs text-primary-800" data-testid="picker-chip" data-id={p.id}>
              <span title={p.email}>{p.full_name}</span>
              <button
                type="button"
                aria-label={t('form.remove', { name: p.full_name })}
                onClick={() => onChange(removeMember(chosen, p.id))}
                className="inline-flex h-5 w-5 items-center justify-center rounded-full hover:bg-primary-600 hover:text-white focus-visible:outline-2 focus-visible:outline-primary-600"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
