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

/** The saved steps in step order; without a list from the server, every step up to the last saved one. */
export function visitedOf(steps: readonly string[], saved: string | null | undefined, visited: readonly string[] | null | undefined): string[] {
  if (visited && visited.length > 0) return steps.filter((s) => visited.includes(s));
  const at = saved ? steps.indexOf(saved) : -1;
  return at < 0 ? [] : steps.slice(0, at + 1);
}

/**
 * The step a reload opens: the one in the address when it can be reached (a saved step, or the one right after the
 * last saved), else the step after the last saved one (the last step when everything is saved).
 */
export function resumeStep(steps: readonly string[], urlStep: string | undefined, visited: readonly string[]): string {
  const last = Math.max(-1, ...visited.map((s) => steps.indexOf(s)));
  if (urlStep !== undefined && steps.includes(urlStep)) {
    const i = steps.indexOf(urlStep);
    if (visited.includes(urlStep) || i === last + 1) return urlStep;
  }
  return steps[Math.min(last + 1, steps.length - 1)] as string;
}
