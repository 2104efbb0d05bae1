/**
 * Between the wizard's draft and the server: the body a step's save sends (POST on the first save, PUT after),
 * the draft rebuilt from a stored record (resume after a reload), and the step a reload opens.
 */
import type { PreviewItem, QuizSetRecord, TestRecord } from '../api/authoring-api';
import { inOfficialOrder } from './official-order';
import { isFullMock, type CartItem, type Draft, type WizardKind } from './draft';

const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** The cart's ids in order; a full mock's in the official order (the server re-orders it on save too). */
export function questionIdsOf(d: Partial<Draft>): number[] | undefined {
  if (!d.items) return undefined;
  return (isFullMock(d) ? inOfficialOrder(d.items) : d.items).map((q) => q.id);
}

/** Only the counts above 0 (an emptied field is no count). */
export function countsOf(d: Partial<Draft>): Record<string, number> | undefined {
  if (!d.number_of_questions) return undefined;
  return Object.fromEntries(Object.entries(d.number_of_questions).filter(([, n]) => Number.isInteger(n) && n > 0));
}

/** What POST/PUT {examType} or quiz-set take for a step: every field known so far (absent ones keep theirs). */
export function toBody(kind: WizardKind, step: string, d: Partial<Draft>): Record<string, unknown> {
  const common = {
    step,
    title: d.title?.trim(),
    description: d.description === undefined ? undefined : d.description.trim(),
    duration_minutes: d.custom_time === undefined ? undefined : d.custom_time && !isFullMock(d) ? d.duration_minutes : null,
    create_type: d.create_type,
    number_of_questions: countsOf(d),
    question_ids: questionIdsOf(d),
  };
  if (kind === 'quiz') return defined({ ...common, quiz_type_id: d.quiz_type_id, template_type: d.template_type });
  return defined({ ...common, category: d.category });
}

export function toCartItem(q: PreviewItem): CartItem {
  return {
    id: q.id,
    title: q.title,
    type: q.question_type.slug,
    section: q.question_type.group,
    frequency: q.frequency,
    source: q.source,
  };
}

/** The draft of a stored test (and its items, in order). */
export function testToDraft(t: TestRecord, items: readonly PreviewItem[]): Partial<Draft> {
  return defined({
    exam_type: t.exam_type,
    title: t.title,
    description: t.description,
    category: t.category,
    custom_time: t.duration_minutes !== null,
    duration_minutes: t.duration_minutes,
    create_type: t.create_type,
    number_of_questions: t.number_of_questions,
    items: items.map(toCartItem),
  }) as Partial<Draft>;
}

export function quizSetToDraft(q: QuizSetRecord, items: readonly PreviewItem[]): Partial<Draft> {
  return defined({
    title: q.title,
    description: q.description,
    quiz_type_id: q.quiz_type_id,
    template_type: q.template_type ?? undefined,
    custom_time: q.duration_minutes !== null,
    duration_minutes: q.duration_minutes,
    create_type: q.create_type,
    number_of_questions: q.number_of_questions,
    items: items.map(toCartItem),
  }) as Partial<Draft>;
}

/** Where a wizard reopens: the kernel's rules, shared by every wizard. */
export { resumeStep, visitedOf } from '@kernel/wizard/resume';
