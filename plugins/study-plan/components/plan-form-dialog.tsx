/** New plan / plan details: title, description, exam date, target scores per section (and the centre, for the master). */
import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '@ui/dialog';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { SelectField } from '@ui/select-field';
import { IsoDateField } from '@kernel/dates/iso-date-field';
import { pushToast } from '@kernel/notify/toasts';
import { HttpError } from '@kernel/http/client';
import { centresQuery, createPlan, invalidatePlans, updatePlan, type PlanBody, type PlanDetail, type PlanSummary } from '../api/study-plan-api';
import { useStudyPlanTranslation } from '../locales/texts';

const SECTIONS = ['speaking', 'writing', 'reading', 'listening'] as const;

function fieldErrors(e: unknown): Record<string, string> {
  if (!(e instanceof HttpError) || e.status !== 422) return {};
  return Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0] ?? '']));
}

export function PlanFormDialog({ plan, master, onClose, onSaved }: { plan: PlanSummary | null; master: boolean; onClose: () => void; onSaved?: (p: PlanDetail) => void }) {
  const { t } = useStudyPlanTranslation();
  const client = useQueryClient();
  const descId = useId();
  const centres = useQuery({ ...centresQuery(), enabled: master && plan === null });
  const [v, setV] = useState({
    title: plan?.title ?? '',
    description: plan?.description ?? '',
    exam_date: plan?.exam_date ?? '',
    organization_id: '',
    ...Object.fromEntries(SECTIONS.map((s) => [s, plan?.target_scores[s] !== undefined ? String(plan.target_scores[s]) : ''])),
  } as Record<string, string>);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => {
      const targets = Object.fromEntries(SECTIONS.flatMap((s) => (v[s]?.trim() ? [[s, Number(v[s])]] : [])));
      const body: PlanBody = { title: v.title!.trim(), description: v.description!.trim(), exam_date: v.exam_date || null, target_scores: targets };
      if (plan) return updatePlan(plan.id, body);
      return createPlan(master ? { ...body, organization_id: v.organization_id ? Number(v.organization_id) : undefined } : body);
    },
    onMutate: () => setErrors({}),
    onSuccess: (p) => {
      pushToast('success', t(plan ? 'form.saved' : 'form.created'));
      void invalidatePlans(client);
      onSaved?.(p);
      onClose();
    },
    onError: (e) => setErrors(fieldErrors(e)),
  });
  const set = (k: string) => (value: string) => setV((s) => ({ ...s, [k]: value }));
  return (
    <Dialog open title={plan ? t('form.editTitle') : t('form.createTitle')} onClose={onClose} testId="plan-dialog">
      <form className="flex flex-col gap-3" noValidate onSubmit={(e) => { e.preventDefault(); save.mutate(); }}>
        {master && plan === null && (
          <SelectField label={t('form.centre')} name="organization_id" value={v.organization_id!} placeholder={t('form.centrePlaceholder')}
            options={(centres.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }))} error={errors.organization_id} onChange={set('organization_id')} />
        )}
        <TextField label={t('form.title')} name="title" required maxLength={200} value={v.title} error={errors.title} onChange={(e) => set('title')(e.target.value)} />
        <div className="flex flex-col gap-1">
          <label htmlFor={descId} className="text-sm font-medium text-ink">{t('form.description')}</label>
          <textarea id={descId} name="description" rows={3} maxLength={5000} value={v.description} onChange={(e) => set('description')(e.target.value)}
            className="rounded-md border border-line bg-surface px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600" />
        </div>
        <IsoDateField label={t('form.examDate')} name="exam_date" value={v.exam_date!} error={errors.exam_date} onChange={set('exam_date')} />
        <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <legend className="mb-1 text-sm font-medium text-ink">{t('form.targets')}</legend>
          {SECTIONS.map((s) => (
            <TextField key={s} label={t(`sections.${s}`)} name={`target_${s}`} inputMode="numeric" maxLength={2} value={v[s]} error={errors[`target_scores.${s}`]} onChange={(e) => set(s)(e.target.value)} />
          ))}
        </fieldset>
        <div className="flex justify-end gap-2 border-t border-line pt-4">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>{t('common.cancel')}</Button>
          <Button type="submit" busy={save.isPending} data-testid="save-plan">{plan ? t('common.save') : t('common.create')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
