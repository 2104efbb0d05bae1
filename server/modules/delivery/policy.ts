// The delivery policy: what of an item a caller may see, decided in one place for every route that returns item
// content (Moodle's "question behaviour"). A question type says what an item is; the delivery mode and the
// sitting's state say when its key, explanation, sample and model answers and a trainer's feedback show.
// Pure: no I/O, no clock. The rules are written out in ./README.md.
import type { Actor } from '../../kernel/context.ts';

/** Who asks. Staff is every signed-in role but STUDENT: a student never gets the author view, whatever keys the role holds. */
export type Viewer = 'anonymous' | 'student' | 'staff';

/** How the item reaches the student. */
export type DeliveryMode = 'single-practice' | 'practice-test' | 'pte-practice' | 'mock' | 'quiz';

/**
 * Where the student's answer stands. `not-started`: no answer handed in (browsing, or before answering);
 * `open`: inside a sitting still running; `handed-in`: answered or the sheet submitted, scored by the server;
 * `evaluated`: a trainer scored it but has not released it; `released`: the trainer's evaluation is visible.
 */
export type SittingState = 'not-started' | 'open' | 'handed-in' | 'evaluated' | 'released';

/** What may be shown. `authorView`: the item as stored (with its attributes) instead of through its content schema. */
export interface Reveal {
  content: boolean;
  authorView: boolean;
  key: boolean;
  explanation: boolean;
  sampleAnswer: boolean;
  modelAnswer: boolean;
  score: boolean;
  feedback: boolean;
}

export interface DeliveryInput {
  viewer: Viewer;
  mode: DeliveryMode;
  state: SittingState;
  /** the item sits in a sitting of this student that is still open (any test, mock or quiz) */
  heldInOpenSitting?: boolean;
}

/** Staff sees what it authors; a signed-in student the student view; nobody signed in, the public view. */
export function viewerOf(actor: Pick<Actor, 'role'> | null): Viewer {
  if (!actor) return 'anonymous';
  return actor.role === 'STUDENT' ? 'student' : 'staff';
}

const NOTHING: Reveal = { content: false, authorView: false, key: false, explanation: false, sampleAnswer: false, modelAnswer: false, score: false, feedback: false };

/** Every delivery mode reveals after the answer is handed in; they differ in what counts as handed in (see README). */
const ANSWERED: ReadonlySet<SittingState> = new Set(['handed-in', 'evaluated', 'released']);

/**
 * What `viewer` may see of an item delivered in `mode` with the answer in `state`.
 *
 * @example
 *   reveal({ viewer: 'student', mode: 'mock', state: 'open' }).key            // false
 *   reveal({ viewer: 'student', mode: 'single-practice', state: 'handed-in' }).key // true
 *   reveal({ viewer: 'student', mode: 'single-practice', state: 'handed-in', heldInOpenSitting: true }).key // false
 */
export function reveal({ viewer, state, heldInOpenSitting = false }: DeliveryInput): Reveal {
  if (viewer === 'staff') return { content: true, authorView: true, key: true, explanation: true, sampleAnswer: true, modelAnswer: true, score: true, feedback: true };
  if (viewer === 'anonymous') return { ...NOTHING, content: true };
  const answered = ANSWERED.has(state);
  // an item of an open sitting gives nothing away anywhere until that sitting is handed in: no key, no model
  // answer, and no score or feedback of an older attempt either (a 1/1 beside "B" is the key)
  const revealed = answered && !heldInOpenSitting;
  return {
    content: true,
    authorView: false,
    key: revealed,
    explanation: revealed,
    sampleAnswer: revealed,
    modelAnswer: revealed,
    score: revealed,
    feedback: revealed && state === 'released',
  };
}

/** The state of a stored attempt: scored by the server; with a trainer's evaluation, released at once (README). */
export function attemptState(a: { evaluatedAt: Date | null }): SittingState {
  return a.evaluatedAt ? 'released' : 'handed-in';
}

/** The state of a sitting's item for its student. */
export function sheetState(sheet: { status: string }): SittingState {
  return sheet.status === 'submitted' ? 'handed-in' : 'open';
}

/** The delivery mode of an answer sheet's mode column. */
export function sheetMode(mode: string): DeliveryMode {
  return mode === 'mock' ? 'mock' : mode === 'quiz' ? 'quiz' : 'practice-test';
}
