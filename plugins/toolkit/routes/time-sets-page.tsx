/** /master/question-and-test-management/toolkit/time-set: named preparation and answer times a test or a type may use
 * (a type's own timing stays the default). The master writes; staff with QUESTION_INDEX read. */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { Button } from '@ui/button';
import { Dialog } from '@ui/dialog';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { TextField } from '@ui/text-field';
import { pushToast } from '@kernel/notify/toasts';
import { useOptimisticRowPatch } from '@kernel/http/optimistic-row';
import { currentTenant } from '@kernel/http/tenant';
import { changeTimeSetStatus, createTimeSet, deleteTimeSet, invalidate, timeSetListQuery, updateTimeSet, type Status, type TimeSet } from '../api/toolkit-api';
import { formatSeconds } from '../lib/aid-rows';
import { FormActions, ListFilters, StatusSwitch, TypeSelect, fieldErrors, useListFilters, useTypeName } from '../components/parts';
import { useToolkitTranslation } from '../locales/texts';

const wholeOrNaN = (s: string) => (/^\d{1,6}$/.test(s.trim()) ? Number(s.trim()) : Number.NaN);

function TimeSetDialog({ row, onClose }: { row: TimeSet | null; onClose: () => void }) {
  const { t } = useToolkitTranslation();
  const client = useQueryClient();
  const [v, setV] = useState({ name: row?.name ?? '', typeId: row?.question_type ? String(row.question_type.id) : '', prep: String(row?.preparation_sec ?? 0), answer: String(row?.answer_sec ?? 40) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => {
      const body = { name: v.name.trim(), question_type_id: v.typeId ? Number(v.typeId) : null, preparation_sec: wholeOrNaN(v.prep), answer_sec: wholeOrNaN(v.answer) };
      return row ? updateTimeSet(row.id, body) : createTimeSet(body);
    },
    onMutate: () => setErrors({}),
    onSuccess: () => {
      pushToast('success', t('timeSets.saved'));
      void invalidate(client, 'time-sets');
      onClose();
    },
    onError: (e) => setErrors(fieldErrors(e)),
  });
  return (
    <Dialog open title={t(row ? 'timeSets.editTitle' : 'timeSets.createTitle')} onClose={onClose} testId="time-set-dialog">
      <form className="flex flex-col gap-3" noValidate onSubmit={(e) => { e.preventDefault(); save.mutate(); }}>
        <TextField label={t('timeSets.name')} name="name" required maxLength={120} value={v.name} error={errors.name} onChange={(e) => setV((s) => ({ ...s, name: e.target.value }))} />
        <TypeSelect optional value={v.typeId} error={errors.question_type_id} onChange={(typeId) => setV((s) => ({ ...s, typeId }))} />
        <TextField label={t('timeSets.preparation')} name="preparation_sec" inputMode="numeric" value={v.prep} error={errors.preparation_sec} hint={t('timeSets.secondsHint')} onChange={(e) => setV((s) => ({ ...s, prep: e.target.value }))} />
        <TextField label={t('timeSets.answer')} name="answer_sec" inputMode="numeric" value={v.answer} error={errors.answer_sec} hint={t('timeSets.secondsHint')} onChange={(e) => setV((s) => ({ ...s, answer: e.target.value }))} />
        <FormActions>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>{t('common.cancel')}</Button>
          <Button type="submit" busy={save.isPending} data-testid="save-time-set">{t('common.save')}</Button>
        </FormActions>
      </form>
    </Dialog>
  );
}

export default function TimeSetsPage() {
  const { t } = useToolkitTranslation();
  const typeName = useTypeName();
  const client = useQueryClient();
  // the master's settings are written on the platform domain only (the server says the same)
  const master = currentTenant() === null;
  const f = useListFilters();
  const options = timeSetListQuery(f.filters);
  const query = useQuery(options);
  const [dialog, setDialog] = useState<{ row: TimeSet | null } | null>(null);
  const [toDelete, setToDelete] = useState<TimeSet | null>(null);
  const patch = useOptimisticRowPatch<TimeSet, { status: Status }>({ queryKey: options.queryKey, send: (r, c) => changeTimeSetStatus(r.id, c.status), onSettled: () => invalidate(client, 'time-sets') });
  const remove = useMutation({
    mutationFn: (r: TimeSet) => deleteTimeSet(r.id),
    onSuccess: () => {
      pushToast('success', t('timeSets.deleted'));
      void invalidate(client, 'time-sets');
    },
    onSettled: () => setToDelete(null),
  });
  const words = { min: t('timeSets.min'), s: t('timeSets.s') };
  const columns: DataListColumn<TimeSet>[] = [
    { key: 'name', header: t('timeSets.name'), className: 'font-medium text-ink', cell: (r) => r.name },
    { key: 'type', header: t('common.type'), cell: (r) => (r.question_type ? typeName(r.question_type) : t('common.anyType')) },
    { key: 'prep', header: t('timeSets.preparation'), className: 'tabular-nums', cell: (r) => formatSeconds(r.preparation_sec, words) },
    { key: 'answer', header: t('timeSets.answer'), className: 'tabular-nums', cell: (r) => formatSeconds(r.answer_sec, words) },
    { key: 'status', header: t('common.status'), cell: (r) => <StatusSwitch status={r.status} name={r.name} disabled={!master} onToggle={(status) => patch.mutate({ item: r, change: { status } })} /> },
  ];
  const rowMenu = (r: TimeSet): RowMenuItem[] => (master ? [{ key: 'edit', label: t('common.edit'), onSelect: () => setDialog({ row: r }) }, { key: 'delete', label: t('common.delete'), danger: true, onSelect: () => setToDelete(r) }] : []);
  const create = master ? <Button onClick={() => setDialog({ row: null })} data-testid="create-time-set">{t('timeSets.create')}</Button> : undefined;
  return (
    <>
      <DataList
        title={t('timeSets.title')}
        intro={t('timeSets.intro')}
        primaryAction={create}
        filters={<ListFilters f={f} withType={false} />}
        query={query}
        columns={columns}
        rowKey={(r) => r.id}
        rowName={(r) => r.name}
        rowTestId="time-set-row"
        rowMenu={rowMenu}
        caption={t('timeSets.title')}
        loadFailed={t('common.loadFailed')}
        total={(count) => t('common.total', { count })}
        filtered={f.filtered}
        onClearFilters={f.clear}
        empty={{ title: t('timeSets.emptyTitle'), description: t('timeSets.emptyDescription'), action: create }}
        onPage={(p) => f.set('page', String(p))}
      />
      {dialog && <TimeSetDialog row={dialog.row} onClose={() => setDialog(null)} />}
      <ConfirmDialog open={toDelete !== null} title={t('timeSets.deleteTitle')} body={t('timeSets.deleteBody', { name: toDelete?.name ?? '' })} confirmLabel={t('common.delete')} cancelLabel={t('common.cancel')} busy={remove.isPending} onConfirm={() => toDelete && remove.mutate(toDelete)} onClose={() => setToDelete(null)} />
    </>
  );
}
