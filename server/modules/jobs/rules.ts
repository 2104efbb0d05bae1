/**
 * The rules of job circulars and applications, pure (README.md "Rules"): when a circular takes applications, which
 * status a reviewer may move an application to, the salary range check, the rejection template, and how an
 * applicant's name becomes a user's first and last name. rules.test.ts tests them.
 */
import { APPLICATION_STEPS, STATUS_TRANSITIONS, type ApplicationStatus, type ApplicationStep, type ReviewStatus } from './contracts.ts';

/** Today as yyyy-MM-dd in UTC (the platform's calendar day, as for package expiry). */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * A circular takes applications while it is active and its deadline (inclusive) is today or later, in UTC. A posting
 * date in the future does not close it: staff publish when they switch it active.
 */
export function circularOpen(c: { active: boolean; deadline: string }, today: string): boolean {
  return c.active && today <= c.deadline;
}

/** Why a circular takes no applications, or null while it does. */
export function closedReason(c: { active: boolean; deadline: string }, today: string): 'inactive' | 'deadline_passed' | null {
  if (!c.active) return 'inactive';
  if (today > c.deadline) return 'deadline_passed';
  return null;
}

/** Whether a reviewer may move an application from `from` to `to` (the same status is no move and always allowed). */
export function transitionAllowed(from: ApplicationStatus, to: ReviewStatus): boolean {
  if (from === 'draft') return false;
  if (from === to) return true;
  return STATUS_TRANSITIONS[from].includes(to);
}

/** The statuses a reviewer may choose next. */
export function nextStatuses(from: ApplicationStatus): ReviewStatus[] {
  return from === 'draft' ? [] : [...STATUS_TRANSITIONS[from]];
}

/** Salary range: both optional; when both are given the minimum may not exceed the maximum. */
export function salaryRangeProblem(min: number | null | undefined, max: number | null | undefined): string | null {
  if (min != null && max != null && min > max) return 'The maximum salary may not be less than the minimum salary.';
  return null;
}

/** The deadline may not be before the posting date. */
export function deadlineProblem(postingDate: string, deadline: string): string | null {
  return deadline < postingDate ? 'The deadline may not be before the posting date.' : null;
}

/**
 * Replaces `{name}` and `{position}` (any spacing inside the braces, any case) with the values; other braces are
 * left as written. The mail is plain text, so nothing is escaped.
 */
export function renderTemplate(template: string, values: { name: string; position: string }): string {
  return template.replace(/\{\s*(name|position)\s*\}/gi, (_m, key: string) => (key.toLowerCase() === 'name' ? values.name : values.position));
}

/** "Ayesha Rahman Khan" -> first "Ayesha Rahman", last "Khan"; a single word is a first name alone. */
export function splitName(full: string): { firstName: string; lastName: string } {
  const parts = full.trim().split(/\s+/).filter(Boolean);
  if (parts.length <= 1) return { firstName: parts[0] ?? '', lastName: '' };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts[parts.length - 1]! };
}

/** The steps before `step` that have not been saved yet (a step is saved only after the ones before it). */
export function missingSteps(visited: readonly string[], step: ApplicationStep): ApplicationStep[] {
  const seen = new Set(visited);
  return APPLICATION_STEPS.slice(0, APPLICATION_STEPS.indexOf(step)).filter((s) => !seen.has(s));
}

/** What the applicant sees of a status: whether it was submitted, never the reviewers' decision. */
export function applicantStatus(s: ApplicationStatus): 'draft' | 'new' {
  return s === 'draft' ? 'draft' : 'new';
}

export interface QuestionRule {
  id: number;
  required: boolean;
}

/**
 * Per-field problems of a set of answers against the circular's questions, keyed `answers.<question_id>`: a question
 * of another circular, the same question twice, and (when `complete`) a required question left empty.
 */
export function answerProblems(questions: readonly QuestionRule[], answers: ReadonlyArray<{ question_id: number; answer: string }>, complete: boolean): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const known = new Map(questions.map((q) => [q.id, q]));
  const seen = new Set<number>();
  for (const a of answers) {
    const key = `answers.${a.question_id}`;
    if (!known.has(a.question_id)) out[key] = ['This question is not part of this job circular.'];
    else if (seen.has(a.question_id)) out[key] = ['Answer each question once.'];
    seen.add(a.question_id);
  }
  if (complete) {
    for (const q of questions) {
      if (!q.required) continue;
      const given = answers.find((a) => a.question_id === q.id);
      if (!given || given.answer.trim() === '') out[`answers.${q.id}`] ??= ['This question requires an answer.'];
    }
  }
  return out;
}
