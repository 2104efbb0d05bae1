/** Target-score rules of docs/product-spec.md §5 and docs/product-spec.md §9. Pure: the form and the tests use them. */
import { addYears, format, isValid, parseISO, startOfDay } from 'date-fns';

export const SCORE_MIN = 10;
export const SCORE_MAX = 90;
export const SCORE_STEP = 1;
export const SCORE_DEFAULT = 50;
export const SKILLS = ['speaking', 'listening', 'writing', 'reading'] as const;
export type Skill = (typeof SKILLS)[number];

/** A whole number from 10 to 90. Accepts the text of a number input. */
export function isValidScore(value: number | string): boolean {
  if (typeof value === 'string' && value.trim() === '') return false;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n >= SCORE_MIN && n <= SCORE_MAX;
}

export function allScoresValid(scores: Record<Skill, number | string>): boolean {
  return SKILLS.every((s) => isValidScore(scores[s]));
}

const ISO = 'yyyy-MM-dd';

/** The exam-date window: today to two years ahead, as yyyy-MM-dd. */
export function examDateWindow(today: Date = new Date()): { min: string; max: string } {
  const start = startOfDay(today);
  return { min: format(start, ISO), max: format(addYears(start, 2), ISO) };
}

export type ExamDateProblem = 'required' | 'invalid' | 'out-of-range';

/** null when the date is acceptable. */
export function examDateProblem(value: string | null | undefined, today: Date = new Date()): ExamDateProblem | null {
  if (!value || !value.trim()) return 'required';
  const d = parseISO(value);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !isValid(d)) return 'invalid';
  const { min, max } = examDateWindow(today);
  return value < min || value > max ? 'out-of-range' : null;
}
