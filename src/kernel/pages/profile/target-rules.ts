/** The target-score rules the profile checks before sending (docs/product-spec.md §5, §9); the server checks again. */
import { isIsoDate, isoDateWindow } from '../../dates/typed-date';

export const SKILLS = ['speaking', 'listening', 'writing', 'reading'] as const;
export type Skill = (typeof SKILLS)[number];
export const SCORE_MIN = 10;
export const SCORE_MAX = 90;
export const SCORE_DEFAULT = 50;
/** the exam date: today to two years ahead */
export const EXAM_WINDOW_YEARS = 2;

/** A whole number from 10 to 90, as a number input's text. */
export function isValidScore(text: string): boolean {
  if (text.trim() === '') return false;
  const n = Number(text);
  return Number.isInteger(n) && n >= SCORE_MIN && n <= SCORE_MAX;
}

/**
 * The overall target: the four skills' mean, rounded. The server keeps the four skills and the date (the spec's
 * target payload); the overall is what they add up to, not a fifth number to keep in step with them.
 */
export function overallOf(scores: Record<Skill, number>): number {
  return Math.round(SKILLS.reduce((sum, s) => sum + scores[s], 0) / SKILLS.length);
}

export type ExamDateProblem = 'required' | 'invalid' | 'out-of-range';

/** null when the date may be sent. */
export function examDateProblem(value: string, today: Date = new Date()): ExamDateProblem | null {
  if (value.trim() === '') return 'required';
  if (!isIsoDate(value)) return 'invalid';
  const { min, max } = isoDateWindow(EXAM_WINDOW_YEARS, today);
  return value < min || value > max ? 'out-of-range' : null;
}
