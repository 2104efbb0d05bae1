/**
 * The trainer application wizard for the kernel's wizard page (src/kernel/wizard): steps with their rules, the fields
 * each owns and the calls. The record id is "<application id>.<secret>" (lib/application.ts recordKey), so the
 * address alone (a reload, the mailed link) resumes the draft. The last step, review, submits (PUT step `submit`).
 */
import type { WizardDefinition } from '@kernel/wizard/definition';
import { resumeStep, visitedOf } from '@kernel/wizard/resume';
import {
  ownAnswers,
  recordKey,
  rememberApplication,
  resumeTarget,
  splitKey,
  stepPayload,
  STEP_FIELDS,
  STEPS,
  toDraft,
  validateStep,
  type Draft,
  type QuestionRef,
  type Step,
} from '../lib/application';
import { readApplication, saveApplicationStep, startApplication, submitApplication } from './application-api';

/** The questions of the circular being applied to: the page sets them once it has read the circular. */
let questions: readonly QuestionRef[] = [];
export function setWizardQuestions(list: readonly QuestionRef[]): void {
  questions = list;
  ownAnswers(list.map((q) => q.id));
}

function keyOf(recordId: string | number): { id: string; token: string } {
  const k = splitKey(recordId);
  // an address edited by hand: the server would answer 404 to anything else
  if (!k) throw Object.assign(new Error('Application not found.'), { status: 404 });
  return k;
}

export const applicationWizard: WizardDefinition<Draft> = {
  id: 'job-application-wizard',
  steps: STEPS.map((id) => ({ id, validate: (d: Partial<Draft>) => validateStep(id, d, questions) })),
  stepFields: STEP_FIELDS,
  async create({ step, data }) {
    const r = await startApplication(Number(data.job_circular_id), stepPayload(step as Step, data));
    const key = recordKey(r.id, r.token ?? '');
    rememberApplication(key);
    return { id: key };
  },
  async update({ recordId, step, data }) {
    const { id, token } = keyOf(recordId);
    if (step === 'review') await submitApplication(id, token);
    else await saveApplicationStep(id, token, step, stepPayload(step as Step, data, questions));
  },
  async load(recordId, urlStep) {
    const { id, token } = keyOf(recordId);
    const r = await readApplication(id, token);
    rememberApplication(String(recordId));
    const visited = visitedOf(STEPS, r.step === 'submit' ? 'job-questions' : r.step, r.visited);
    return { data: toDraft(r), visited, step: resumeStep(STEPS, resumeTarget(urlStep), visited) };
  },
};
