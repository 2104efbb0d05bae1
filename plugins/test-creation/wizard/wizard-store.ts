/**
 * One running wizard actor per kind, kept outside React: every step is its own route (docs/routes.md), so the page
 * remounts on each step and takes the same actor back. A reload loses it; the page then starts a new actor with the
 * record id of the address and the machine loads the record (resume, docs/product-spec.md §4), with the questions
 * picked since the last save (unsaved.ts) over the saved ones.
 */
import { createActor, fromPromise, type Actor } from 'xstate';
import { createWizardMachine, type WizardCreateOutput, type WizardLoadOutput } from '@machines/wizard.machine';
import { isExamType, type ExamType } from '../api/authoring-api';
import { createQuizSet, createTest, fetchQuizSetReview, fetchTestReview, updateQuizSet, updateTest } from '../api/authoring-api';
import { QUIZ_RULES, TEST_RULES } from './validate';
import { quizSetToDraft, resumeStep, testToDraft, toBody, visitedOf } from './record';
import { stepsOf, type Draft, type WizardKind } from './draft';
import { forgetUnsaved, keepUnsaved, readUnsaved, tabStorage } from './unsaved';

function machineOf(kind: WizardKind) {
  const rules = kind === 'quiz' ? QUIZ_RULES : TEST_RULES;
  return createWizardMachine<Draft>({
    id: kind === 'quiz' ? 'quiz-wizard' : 'test-wizard',
    steps: stepsOf(kind).map((id) => ({ id, validate: rules[id] })),
  });
}

export type WizardActor = Actor<ReturnType<typeof machineOf>>;

export interface StartOptions {
  kind: WizardKind;
  /** `?id=` of the address: an existing record */
  recordId: string | null;
  /** `?exam=` of the address (tests) */
  examType: string | null;
  /** the step segment of the address, opened after a load when it can be reached */
  urlStep: string | undefined;
  /** a new wizard's preset fields (exam type and category from the "create" links) */
  presets: Partial<Draft>;
}

const running = new Map<WizardKind, WizardActor>();

function start(o: StartOptions): WizardActor {
  const steps = stepsOf(o.kind);
  const examOf = (d: Partial<Draft>): ExamType => d.exam_type ?? (isExamType(o.examType) ? o.examType : 'practice-tests');
  const machine = machineOf(o.kind).provide({
    actors: {
      create: fromPromise(async ({ input }): Promise<WizardCreateOutput<Draft>> => {
        const body = toBody(o.kind, input.step, input.data);
        const record = o.kind === 'quiz' ? await createQuizSet(body) : await createTest(examOf(input.data), body);
        return { id: record.id };
      }),
      update: fromPromise(async ({ input }): Promise<void> => {
        const body = toBody(o.kind, input.step, input.data);
        if (o.kind === 'quiz') await updateQuizSet(input.recordId, body);
        else await updateTest(examOf(input.data), input.recordId, body);
      }),
      load: fromPromise(async ({ input }): Promise<WizardLoadOutput<Draft>> => {
        const id = String(input.recordId);
        const unsaved = readUnsaved(tabStorage(), o.kind, id);
        const withUnsaved = (d: Partial<Draft>): Partial<Draft> => (unsaved ? { ...d, items: unsaved } : d);
        if (o.kind === 'quiz') {
          const { quiz_set, items } = await fetchQuizSetReview(id);
          const visited = visitedOf(steps, quiz_set.step, quiz_set.visited);
          return { data: withUnsaved(quizSetToDraft(quiz_set, items)), step: resumeStep(steps, o.urlStep, visited), visited };
        }
        const { test, items } = await fetchTestReview(isExamType(o.examType) ? o.examType : 'practice-tests', id);
        const visited = visitedOf(steps, test.step, test.visited);
        return { data: withUnsaved(testToDraft(test, items)), step: resumeStep(steps, o.urlStep, visited), visited };
      }),
    },
  });
  const recordId = o.recordId && /^\d+$/.test(o.recordId) ? Number(o.recordId) : null;
  const actor = createActor(machine, { input: recordId !== null ? { recordId } : { data: o.presets } });
  keepCartUntilSaved(o.kind, actor);
  return actor.start();
}

/**
 * Writes the cart to the tab's storage whenever it differs from what the server last got (loaded or saved), and
 * drops it once a save succeeds.
 */
function keepCartUntilSaved(kind: WizardKind, actor: WizardActor): void {
  let savedAt: number | null = null;
  let saved: Draft['items'] | 'unknown' = 'unknown';
  actor.subscribe((snapshot) => {
    const { recordId, data, lastSavedAt } = snapshot.context;
    if (recordId === null || snapshot.matches('loading') || snapshot.matches('saving')) return;
    if (lastSavedAt !== savedAt) {
      savedAt = lastSavedAt;
      saved = data.items;
      forgetUnsaved(tabStorage(), kind, recordId);
    } else if (saved === 'unknown') {
      // just loaded: what the server holds, or the unsaved cart restored over it (still unsaved, so still kept)
      saved = data.items;
    } else if (data.items !== saved && data.items) {
      keepUnsaved(tabStorage(), kind, recordId, data.items);
    }
  });
}

/** The running actor of this record (a step change remounted the page), or a new one. */
export function obtainWizard(o: StartOptions): WizardActor {
  const current = running.get(o.kind);
  if (current && o.recordId) {
    const s = current.getSnapshot();
    if (s.status === 'active' && String(s.context.recordId) === o.recordId) return current;
  }
  current?.stop();
  const actor = start(o);
  running.set(o.kind, actor);
  return actor;
}

/** What a reload does to the running wizards: gone (the next page loads its record). For component tests. */
export function dropRunningWizards(): void {
  for (const actor of running.values()) actor.stop();
  running.clear();
}

/** Forgets a finished wizard (the next "create" starts fresh). */
export function releaseWizard(kind: WizardKind, actor: WizardActor): void {
  if (running.get(kind) === actor) running.delete(kind);
  actor.stop();
}
