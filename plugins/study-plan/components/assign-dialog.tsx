/** Assign a template to groups and students of its centre (check boxes; the students searchable). */
import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '@ui/dialog';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { Alert } from '@ui/alert';
import { IsoDateField } from '@kernel/dates/iso-date-field';
import { pushToast } from '@kernel/notify/toasts';
import { HttpError } from '@kernel/http/client';
import { assignPlan, groupsQuery, invalidatePlans, studentsQuery, type PlanSummary } from '../api/study-plan-api';
import { useStudyPlanTranslation } from '../locales/texts';

function toggle(list: number[], id: number): number[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

export function AssignDialog({ plan, master, onClose }: { plan: PlanSummary; master: boolean; onClose: () => void }) {
  const { t } = useStudyPlanTranslation();
  const client = useQueryClient();
  const org = master ? plan.organization_id : undefined;
  const [search, setSearch] = useState('');
  const groups = useQuery(groupsQuery(org));
  const students = useQuery(studentsQuery(org, search));
  const [groupIds, setGroupIds] = useState<number[]>([]);
  const [studentIds, setStudentIds] = useState<number[]>([]);
  const [startOn, setStartOn] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const gId = useId();
  const sId = useId();
  const save = useMutation({
    mutationFn: () => assignPlan(plan.id, { group_ids: groupIds, student_ids: studentIds, start_on: startOn || null }),
    onMutate: () => setErrors({}),
    onSuccess: (r) => {
      pushToast('success', t('assign.done', { count: r.created.length }));
      if (r.skipped.length) pushToast('info', t('assign.skipped', { count: r.skipped.length }));
      void invalidatePlans(client);
      onClose();
    },
    onError: (e) => {
      if (e instanceof HttpError && e.status === 422) setErrors(Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])));
    },
  });
  const box = 'flex items-center gap-2 rounded px-1 py-1 text-sm text-ink hover:bg-canvas';
  return (
    <Dialog open title={t('assign.title', { title: plan.title })} onClose={onClose} testId="assign-dialog">
      <form className="flex flex-col gap-4" noValidate onSubmit={(e) => { e.preventDefault(); save.mutate(); }}>
        {(groups.isError || students.isError) && <Alert variant="error">{t('assign.loadFailed')}</Alert>}
        <fieldset aria-describedby={errors.group_ids ? `${gId}-e` : undefined}>
          <legend className="mb-1 text-sm font-medium text-ink">{t('assign.groups')}</legend>
          {groups.isPending ? <p className="text-sm text-muted">{t('common.loading')}</p> : (groups.data?.items ?? []).length === 0 ? <p className="text-sm text-muted">{t('assign.noGroups')}</p> : (
            <ul className="flex max-h-40 flex-col overflow-y-auto">
              {groups.data!.items.map((g) => (
                <li key={g.id}>
                  <label className={box}>
                    <input type="checkbox" name="group_ids" value={g.id} checked={groupIds.includes(g.id)} onChange={() => setGroupIds((l) => toggle(l, g.id))} data-testid="assign-group" />
                    {g.name}
                  </label>
                </li>
              ))}
            </ul>
          )}
          {errors.group_ids && <p id={`${gId}-e`} className="text-xs font-medium text-danger-700">{errors.group_ids}</p>}
        </fieldset>
        <fieldset aria-describedby={errors.student_ids ? `${sId}-e` : undefined}>
          <legend className="mb-1 text-sm font-medium text-ink">{t('assign.students')}</legend>
          <TextField label={t('assign.search')} name="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          {(students.data?.items ?? []).length === 0 && !students.isPending ? <p className="mt-1 text-sm text-muted">{t('assign.noStudentsFound')}</p> : (
            <ul className="mt-1 flex max-h-48 flex-col overflow-y-auto">
              {(students.data?.items ?? []).map((u) => (
                <li key={u.id}>
                  <label className={box}>
                    <input type="checkbox" name="student_ids" value={u.id} checked={studentIds.includes(u.id)} onChange={() => setStudentIds((l) => toggle(l, u.id))} data-testid="assign-student" />
                    {`${u.first_name} ${u.last_name}`.trim()} <span className="text-xs text-muted">{u.email}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {errors.student_ids && <p id={`${sId}-e`} role="alert" className="text-xs font-medium text-danger-700">{errors.student_ids}</p>}
        </fieldset>
        <IsoDateField label={t('assign.startOn')} name="start_on" value={startOn} error={errors.start_on} onChange={setStartOn} />
        <div className="flex justify-end gap-2 border-t border-line pt-4">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>{t('common.cancel')}</Button>
          <Button type="submit" busy={save.isPending} data-testid="assign-submit">{t('assign.submit')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
