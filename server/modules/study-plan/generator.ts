/**
 * The plan generator: spreads practice over the days from the start to the day before the exam, more of it on the
 * weakest sections. Pure (the caller passes today and the weak sections), so the same input always gives the same
 * plan; dates are yyyy-MM-dd calendar days handled with date-fns in UTC-free string form.
 */
import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { PTE_TYPES } from '@question-types/pte-types.ts';
import { SECTIONS, type Section } from './achievements.ts';

export interface GeneratorInput {
  /** yyyy-MM-dd */
  today: string;
  /** yyyy-MM-dd; without one the plan covers DEFAULT_DAYS */
  examDate: string | null;
  /** yyyy-MM-dd, not before today; today when absent */
  startOn?: string | null;
  targets: Partial<Record<Section, number>>;
  /** weakest first (from practice results, or from the gaps to the targets); may be empty */
  weakest: readonly Section[];
  tasksPerDay?: number;
  maxDays?: number;
}

export interface GeneratedTask {
  day: string;
  position: number;
  kind: 'practice' | 'free';
  /** the question type's slug for practice; MOCK_REF for the weekly full mock */
  target_ref: string;
  title: string;
  section: Section | null;
  minutes: number;
}

export const DEFAULT_DAYS = 28;
export const MAX_DAYS = 120;
/** a free task the client names in its own language */
export const MOCK_REF = 'generator:mock-test';

const ymd = (d: Date) => format(d, 'yyyy-MM-dd');
const titleOf = (slug: string) => slug.split('-').map((w, i) => (i === 0 ? w[0]!.toUpperCase() + w.slice(1) : w)).join(' ');

/** Weight per section: 1, plus 3/2/1 for the first three weakest, plus 1 for a target of 65 or more. */
export function sectionWeights(targets: GeneratorInput['targets'], weakest: readonly Section[]): Record<Section, number> {
  const out = {} as Record<Section, number>;
  for (const s of SECTIONS) {
    const rank = weakest.indexOf(s);
    out[s] = 1 + (rank >= 0 && rank < 3 ? 3 - rank : 0) + ((targets[s] ?? 0) >= 65 ? 1 : 0);
  }
  return out;
}

/** The days covered: [start, end] inclusive, or null when the exam is today or past. */
export function planWindow(input: Pick<GeneratorInput, 'today' | 'examDate' | 'startOn' | 'maxDays'>): { start: string; end: string } | null {
  const today = parseISO(input.today);
  const start = input.startOn && differenceInCalendarDays(parseISO(input.startOn), today) > 0 ? parseISO(input.startOn) : today;
  const cap = Math.min(Math.max(input.maxDays ?? MAX_DAYS, 1), MAX_DAYS);
  let end = input.examDate ? addDays(parseISO(input.examDate), -1) : addDays(start, DEFAULT_DAYS - 1);
  if (differenceInCalendarDays(end, start) >= cap) end = addDays(start, cap - 1);
  if (differenceInCalendarDays(end, start) < 0) return null;
  return { start: ymd(start), end: ymd(end) };
}

export function generatePlan(input: GeneratorInput): GeneratedTask[] {
  const window = planWindow(input);
  if (!window) return [];
  const perDay = Math.min(Math.max(Math.trunc(input.tasksPerDay ?? 3), 1), 6);
  const weights = sectionWeights(input.targets, input.weakest);
  const total = SECTIONS.reduce((n, s) => n + weights[s], 0);
  // smooth weighted round robin: deterministic, and each section's share follows its weight without bunching
  const current: Record<Section, number> = { speaking: 0, writing: 0, reading: 0, listening: 0 };
  const nextType: Record<Section, number> = { speaking: 0, writing: 0, reading: 0, listening: 0 };
  const typesOf = (s: Section) => PTE_TYPES.filter((t) => t.section === s).map((t) => t.slug);
  const pick = (): Section => {
    let best: Section = SECTIONS[0];
    for (const s of SECTIONS) {
      current[s] += weights[s];
      if (current[s] > current[best]) best = s;
    }
    current[best] -= total;
    return best;
  };

  const out: GeneratedTask[] = [];
  const start = parseISO(window.start);
  const days = differenceInCalendarDays(parseISO(window.end), start) + 1;
  for (let i = 0; i < days; i++) {
    const day = ymd(addDays(start, i));
    let position = 0;
    // every seventh day, and the last day before the exam, opens with a full mock test
    const mockDay = (i % 7 === 6 || (input.examDate !== null && i === days - 1)) && days > 1;
    if (mockDay) out.push({ day, position: position++, kind: 'free', target_ref: MOCK_REF, title: 'Full mock test', section: null, minutes: 120 });
    const practice = mockDay ? Math.max(perDay - 2, 0) : perDay;
    for (let k = 0; k < practice; k++) {
      const section = pick();
      const slugs = typesOf(section);
      const slug = slugs[nextType[section]++ % slugs.length]!;
      out.push({ day, position: position++, kind: 'practice', target_ref: slug, title: titleOf(slug), section, minutes: 20 });
    }
  }
  return out;
}

/**
 * Weakest sections first: by the student's practice results (average percent per section) where there are any,
 * else by the gap to the targets (the higher target needs more work). Sections without results come first when
 * others have results: nothing practised is the weakest.
 */
export function weakestSections(results: Partial<Record<Section, number>>, targets: Partial<Record<Section, number>>): Section[] {
  const score = (s: Section) => {
    const r = results[s];
    return r === undefined ? -1 : r;
  };
  const anyResults = SECTIONS.some((s) => results[s] !== undefined);
  return [...SECTIONS].sort((a, b) => (anyResults ? score(a) - score(b) : 0) || (targets[b] ?? 0) - (targets[a] ?? 0) || SECTIONS.indexOf(a) - SECTIONS.indexOf(b));
}
