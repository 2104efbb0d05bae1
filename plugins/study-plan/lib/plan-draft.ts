/**
 * The plan editor's working copy of the tasks: add, remove, move to another day, reorder within a day. Pure, so the
 * editor's rules are tested without a browser; the editor sends `toBody` whole (PUT study-plans/{id}/tasks).
 */
import type { StudyTask, TaskBody } from '../api/study-plan-api';

export interface DraftTask extends TaskBody {
  /** stable key for lists and drag and drop: the id, or a local one for a new task */
  key: string;
}

let seq = 0;
export const newKey = () => `new-${++seq}`;

export function fromTasks(tasks: readonly StudyTask[]): DraftTask[] {
  return [...tasks]
    .sort((a, b) => a.day.localeCompare(b.day) || a.position - b.position)
    .map((t) => ({ key: `t${t.id}`, id: t.id, day: t.day, kind: t.kind, target_id: t.target_id, target_ref: t.target_ref, title: t.title, section: t.section, minutes: t.minutes }));
}

/** Days in order, each with its tasks in the draft's order. */
export function draftDays(draft: readonly DraftTask[]): Array<{ day: string; tasks: DraftTask[] }> {
  const map = new Map<string, DraftTask[]>();
  for (const t of draft) map.set(t.day, [...(map.get(t.day) ?? []), t]);
  return [...map.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, tasks]) => ({ day, tasks }));
}

/** The day's tasks in `keys` order; other days untouched. Keys not of that day are ignored. */
export function reorderDay(draft: readonly DraftTask[], day: string, keys: readonly string[]): DraftTask[] {
  const of = draft.filter((t) => t.day === day);
  const ordered = keys.map((k) => of.find((t) => t.key === k)).filter((t): t is DraftTask => t !== undefined);
  const rest = of.filter((t) => !keys.includes(t.key));
  const sorted = [...ordered, ...rest];
  let i = 0;
  return draft.map((t) => (t.day === day ? sorted[i++]! : t));
}

export const addTask = (draft: readonly DraftTask[], task: Omit<DraftTask, 'key'>): DraftTask[] => [...draft, { ...task, key: newKey() }];
export const removeTask = (draft: readonly DraftTask[], key: string): DraftTask[] => draft.filter((t) => t.key !== key);
export const replaceTask = (draft: readonly DraftTask[], key: string, task: Omit<DraftTask, 'key'>): DraftTask[] =>
  // a task moved to another day goes to that day's end
  draft.some((t) => t.key === key && t.day !== task.day) ? [...draft.filter((t) => t.key !== key), { ...task, key }] : draft.map((t) => (t.key === key ? { ...task, key } : t));

/** What the server takes: days in calendar order, a day's tasks in the draft's order. */
export function toBody(draft: readonly DraftTask[]): TaskBody[] {
  return draftDays(draft).flatMap(({ tasks }) =>
    tasks.map(({ key: _key, ...t }) => ({ ...t, target_ref: t.target_ref ?? '', target_id: t.target_id ?? null, minutes: t.minutes ?? null, section: t.section ?? null })),
  );
}

/** A 422 on `tasks.N.field` names the N-th task of `toBody`: which draft key it was. */
export function errorsByKey(draft: readonly DraftTask[], errors: Record<string, string>): Record<string, string> {
  const order = draftDays(draft).flatMap(({ tasks }) => tasks.map((t) => t.key));
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const m = /^tasks\.(\d+)\./.exec(field);
    const key = m ? order[Number(m[1])] : undefined;
    if (key && !out[key]) out[key] = message;
  }
  return out;
}
