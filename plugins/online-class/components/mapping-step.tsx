/** Step 4: the courses, packages and groups whose students get the class (those features' own lists). */
import { useState } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { TextField } from '@ui/text-field';
import { Alert } from '@ui/alert';
import { Spinner } from '@ui/spinner';
import { coursesPickQuery, groupsPickQuery, packagesPickQuery } from '../api/authoring';
import type { ClassDraft } from '../lib/draft';
import { useOnlineClassTranslation } from '../locales/texts';
import type { StepProps } from './wizard-steps';
import { StepError } from './step-error';

/** a list this user may not read (a trainer and the packages) */
const forbidden = (e: unknown) => (e as { status?: number } | null)?.status === 403;

type Field = 'course_ids' | 'package_ids' | 'group_ids';
interface Named {
  id: number;
  name: string;
}

export function MappingStep({ data, errors, change }: StepProps) {
  const { t } = useOnlineClassTranslation();
  const [search, setSearch] = useState('');
  const courses = useQuery(coursesPickQuery(search));
  const packages = useQuery(packagesPickQuery(search));
  const groups = useQuery(groupsPickQuery(search));
  const toggle = (field: Field, id: number, on: boolean) => {
    const now = data[field] ?? [];
    change({ [field]: on ? [...now, id] : now.filter((x) => x !== id) } as Partial<ClassDraft>);
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('mapping.intro')}</p>
      <TextField label={t('mapping.search')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      <div className="grid gap-4 md:grid-cols-3">
        <PickList title={t('mapping.courses')} field="course_ids" query={courses} names={(d) => d.items.map((x) => ({ id: x.id, name: x.name }))} chosen={data.course_ids ?? []} error={errors.course_ids} onToggle={toggle} />
        <PickList title={t('mapping.packages')} field="package_ids" query={packages} names={(d) => d.items.map((x) => ({ id: x.id, name: x.name }))} chosen={data.package_ids ?? []} error={errors.package_ids} onToggle={toggle} />
        <PickList title={t('mapping.groups')} field="group_ids" query={groups} names={(d) => d.items.map((x) => ({ id: x.id, name: x.name }))} chosen={data.group_ids ?? []} error={errors.group_ids} onToggle={toggle} />
      </div>
    </div>
  );
}

function PickList<T>({ title, field, query, names, chosen, error, onToggle }: {
  title: string;
  field: Field;
  query: UseQueryResult<T>;
  names: (data: T) => Named[];
  chosen: number[];
  error: string | undefined;
  onToggle: (field: Field, id: number, on: boolean) => void;
}) {
  const { t } = useOnlineClassTranslation();
  const items = query.data ? names(query.data) : [];
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-line p-3" data-testid={`pick-${field}`}>
      <legend className="px-1 text-sm font-semibold text-ink">
        {title} <span className="font-normal text-muted">({t('mapping.chosen', { count: chosen.length })})</span>
      </legend>
      <StepError text={error} />
      {query.isPending ? (
        <Spinner size="sm" label={t('common.loading')} />
      ) : query.isError ? (
        <Alert variant={forbidden(query.error) ? 'info' : 'error'}>{forbidden(query.error) ? t('mapping.forbidden') : t('common.loadFailed')}</Alert>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">{t('mapping.none')}</p>
      ) : (
        <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto">
          {items.map((x) => (
            <li key={x.id}>
              <label className="flex items-center gap-2 rounded px-1 py-0.5 text-sm text-ink hover:bg-canvas">
                <input type="checkbox" checked={chosen.includes(x.id)} onChange={(e) => onToggle(field, x.id, e.target.checked)} />
                {x.name}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
