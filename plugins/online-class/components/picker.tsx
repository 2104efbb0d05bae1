/** A search field over one of the lists the chapter parts pick from (materials, quiz sets, bank items). */
import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TextField } from '@ui/text-field';
import { Alert } from '@ui/alert';
import { Spinner } from '@ui/spinner';
import { useOnlineClassTranslation } from '../locales/texts';

export interface PickOption {
  id: number;
  title: string;
  detail?: string;
}

export function Picker({ label, name, load, chosen, multiple = false, max, onPick, testId }: {
  label: string;
  /** names the list in the query cache */
  name: string;
  load: (search: string) => Promise<PickOption[]>;
  chosen: number[];
  multiple?: boolean;
  max?: number;
  /** the chosen ids, with what the list showed for them */
  onPick: (ids: number[], picked: PickOption[]) => void;
  testId?: string;
}) {
  const { t } = useOnlineClassTranslation();
  const id = useId();
  const [search, setSearch] = useState('');
  const result = useQuery({ queryKey: ['online-class', 'pick', name, search], queryFn: () => load(search), placeholderData: keepPreviousData, staleTime: 30_000 });
  const items = result.data ?? [];
  const toggle = (o: PickOption, on: boolean) => {
    if (!multiple) return onPick([o.id], [o]);
    const ids = on ? [...chosen, o.id] : chosen.filter((x) => x !== o.id);
    onPick(ids, items.filter((x) => ids.includes(x.id)));
  };
  return (
    <fieldset className="flex flex-col gap-2" data-testid={testId}>
      <legend className="text-sm font-medium text-ink">{label}</legend>
      <TextField label={t('parts.search')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      {result.isPending ? (
        <Spinner size="sm" label={t('common.loading')} />
      ) : result.isError ? (
        <Alert variant="error">{t('common.loadFailed')}</Alert>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">{t('parts.nothingFound')}</p>
      ) : (
        <ul className="flex max-h-56 flex-col gap-1 overflow-y-auto rounded-md border border-line p-1">
          {items.map((o) => {
            const on = chosen.includes(o.id);
            return (
              <li key={o.id}>
                <label className="flex items-center gap-2 rounded px-2 py-1 text-sm text-ink hover:bg-canvas">
                  <input
                    type={multiple ? 'checkbox' : 'radio'}
                    name={`${id}-pick`}
                    checked={on}
                    disabled={multiple && !on && max !== undefined && chosen.length >= max}
                    onChange={(e) => toggle(o, e.target.checked)}
                    data-testid="pick-option"
                  />
                  <span className="min-w-0 break-words">{o.title}</span>
                  {o.detail && <span className="text-xs text-muted">{o.detail}</span>}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
