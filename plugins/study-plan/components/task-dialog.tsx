/** Add or change one task of the editor's draft (nothing is sent until the editor saves the whole list). */
import { useState } from 'react';
import { PTE_TYPES } from '@question-types/pte-types';
import { useQuestionTypeNames } from '@question-types/type-texts';
import { Dialog } from '@ui/dialog';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { SelectField } from '@ui/select-field';
import { IsoDateField } from '@kernel/dates/iso-date-field';
import type { StudyTask } from '../api/study-plan-api';
import type { DraftTask } from '../lib/plan-draft';
import { isDay } from '../lib/calendar';
import { useStudyPlanTranslation } from '../locales/texts';

const KINDS: StudyTask['kind'][] = ['practice', 'question', 'test', 'material', 'class', 'free'];
const SECTIONS = ['speaking', 'writing', 'reading', 'listening'] as const;

export function TaskDialog({ task, day, onSave, onClose }: { task: DraftTask | null; day: string; onSave: (t: Omit<DraftTask, 'key'>) => void; onClose: () => void }) {
  const { t } = useStudyPlanTranslation();
  const typeName = useQuestionTypeNames(PTE_TYPES.map((x) => x.slug));
  const [v, setV] = useState({
    day: task?.day ?? day,
    kind: task?.kind ?? 'practice',
    title: task?.title ?? '',
    target_ref: task?.target_ref ?? '',
    target_id: task?.target_id ? String(task.target_id) : '',
    section: task?.section ?? '',
    minutes: task?.minutes ? String(task.minutes) : '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof v) => (value: string) => setV((s) => ({ ...s, [k]: value }));
  const needsId = v.kind === 'question' || v.kind === 'test' || v.kind === 'material';

  const submit = () => {
    const e: Record<string, string> = {};
    if (!isDay(v.day)) e.day = t('task.badDay');
    if (v.kind === 'practice' && !v.target_ref) e.target_ref = t('task.required');
    if (needsId && !/^[1-9]\d{0,9}$/.test(v.target_id)) e.target_id = t('task.badId');
    const title = v.title.trim() || (v.kind === 'practice' && v.target_ref ? typeName(v.target_ref, v.target_ref) : '');
    if (!title) e.title = t('task.required');
    setErrors(e);
    if (Object.keys(e).length) return;
    const section = v.kind === 'practice' ? (PTE_TYPES.find((x) => x.slug === v.target_ref)?.section ?? null) : ((v.section || null) as DraftTask['section']);
    onSave({
      id: task?.id, day: v.day, kind: v.kind as StudyTask['kind'], title,
      target_ref: v.kind === 'practice' || v.kind === 'class' ? v.target_ref : '', target_id: needsId ? Number(v.target_id) : null,
      section, minutes: /^\d{1,3}$/.test(v.minutes) && Number(v.minutes) > 0 ? Number(v.minutes) : null,
    });
  };

  return (
    <Dialog open title={task ? t('task.editTitle') : t('task.addTitle')} onClose={onClose} testId="task-dialog">
      <form className="flex flex-col gap-3" noValidate onSubmit={(e) => { e.preventDefault(); submit(); }}>
        <IsoDateField label={t('task.day')} name="day" value={v.day} error={errors.day} onChange={set('day')} />
        <SelectField label={t('task.kind')} name="kind" value={v.kind} options={KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} onChange={set('kind')} />
        {v.kind === 'practice' && (
          <SelectField label={t('task.type')} name="target_ref" value={v.target_ref} placeholder={t('task.typePlaceholder')} error={errors.target_ref}
            options={PTE_TYPES.map((x) => ({ value: x.slug, label: `${t(`sections.${x.section}`)}: ${typeName(x.slug, x.slug)}` }))} onChange={set('target_ref')} />
        )}
        {needsId && <TextField label={t('task.targetId')} name="target_id" inputMode="numeric" value={v.target_id} error={errors.target_id} onChange={(e) => set('target_id')(e.target.value)} />}
        {v.kind === 'class' && <TextField label={t('task.link')} name="target_ref" maxLength={500} value={v.target_ref} onChange={(e) => set('target_ref')(e.target.value)} />}
        <TextField label={t('task.title')} name="title" maxLength={200} value={v.title} error={errors.title} onChange={(e) => set('title')(e.target.value)} />
        {v.kind !== 'practice' && (
          <SelectField label={t('task.section')} name="section" value={v.section} placeholder={t('sections.none')} options={SECTIONS.map((s) => ({ value: s, label: t(`sections.${s}`) }))} onChange={set('section')} />
        )}
        <TextField label={t('task.minutes')} name="minutes" inputMode="numeric" maxLength={3} value={v.minutes} onChange={(e) => set('minutes')(e.target.value)} />
        <div className="flex justify-end gap-2 border-t border-line pt-4">
          <Button variant="secondary" onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" data-testid="save-task">{t('common.save')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
