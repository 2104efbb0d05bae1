/** The expired-students lead page: students whose package ended in the last N days; pick some, add them to a list. */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDisplayDate } from '@kernel/dates/format';
import { pushToast } from '@kernel/notify/toasts';
import { Button } from '@ui/button';
import { DataList, type DataListColumn } from '@ui/data-list/data-list';
import { withListParam } from '@ui/data-list/list-math';
import { FilterForm } from '@ui/data-list/filter-form';
import { SelectField } from '@ui/select-field';
import type { ExpiredStudent } from '@server/modules/contacts/contracts.ts';
import { addStudentsToList, expiredQuery, invalidateContacts } from '../../api/contacts-api';
import { ListPickerDialog } from './list-picker-dialog';
import { useDateLocale } from '@kernel/dates/use-date-locale';
import { useContactsTranslation } from '../../locales/contacts-texts';

const DAYS = [7, 30, 90, 365] as const;

export function LeadExpired({ title, intro, nav }: { title: string; intro: string; nav: React.ReactNode }) {
  const { t } = useContactsTranslation();
  const locale = useDateLocale();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const days = Number(params.get('days')) || 30;
  const query = useQuery(expiredQuery({ days, page: Number(params.get('page')) || 1, per_page: 15 }));
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [choosing, setChoosing] = useState(false);
  const add = useMutation({
    mutationFn: (listId: number) => addStudentsToList([...picked], listId),
    onSuccess: (r) => {
      pushToast('success', t('contacts.leads.expired.done', { added: r.added, created: r.created }));
      setChoosing(false);
      setPicked(new Set());
      void invalidateContacts(client);
    },
  });
  const toggle = (id: number) => setPicked((p) => {
    const n = new Set(p);
    if (n.has(id)) n.delete(id);
    else n.add(id);
    return n;
  });
  const columns: DataListColumn<ExpiredStudent>[] = [
    {
      key: 'pick',
      header: '',
      cell: (s) => <input type="checkbox" checked={picked.has(s.id)} onChange={() => toggle(s.id)} aria-label={t('contacts.leads.expired.pick', { name: s.full_name || s.email })} />,
    },
    { key: 'name', header: t('contacts.fields.name'), className: 'font-medium text-ink', cell: (s) => s.full_name },
    { key: 'email', header: t('contacts.fields.email'), cell: (s) => s.email },
    { key: 'phone', header: t('contacts.fields.phone'), cell: (s) => s.phone || t('contacts.common.none') },
    { key: 'expiry', header: t('contacts.leads.expired.expiry'), className: 'whitespace-nowrap', cell: (s) => formatDisplayDate(s.package_expiry_date, locale) },
    { key: 'contact', header: t('contacts.fields.lists'), cell: (s) => (s.contact_id ? t('contacts.leads.expired.isContact') : t('contacts.common.none')) },
  ];
  const action = (
    <div className="flex items-center gap-3">
      <span className="text-sm text-muted" aria-live="polite">{t('contacts.leads.expired.selected', { count: picked.size })}</span>
      <Button disabled={picked.size === 0} onClick={() => setChoosing(true)} data-testid="add-selected">{t('contacts.leads.expired.addSelected')}</Button>
    </div>
  );
  return (
    <>
      <DataList
        title={title}
        intro={intro}
        primaryAction={action}
        nav={nav}
        filters={
          <FilterForm label={t('contacts.leads.expired.days')} columns={3} onSearch={() => undefined}>
            <SelectField
              label={t('contacts.leads.expired.days')}
              name="days"
              value={String(days)}
              options={DAYS.map((d) => ({ value: String(d), label: t('contacts.leads.expired.daysOption', { count: d }) }))}
              onChange={(v) => setParams(withListParam(params, 'days', v))}
            />
          </FilterForm>
        }
        query={query}
        columns={columns}
        rowKey={(s) => s.id}
        rowName={(s) => s.full_name}
        rowTestId="expired-row"
        caption={t('contacts.leads.caption')}
        loadFailed={t('contacts.common.loadFailed')}
        total={(count) => t('contacts.leads.expired.total', { count })}
        empty={{ title: t('contacts.leads.expired.emptyTitle'), description: t('contacts.leads.expired.emptyText') }}
        onPage={(p) => setParams(withListParam(params, 'page', String(p)))}
      />
      {choosing && <ListPickerDialog busy={add.isPending} onClose={() => setChoosing(false)} onPick={(id) => add.mutate(id)} />}
    </>
  );
}
