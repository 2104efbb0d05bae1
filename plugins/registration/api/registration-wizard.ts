/**
 * The registration wizard for the kernel's wizard page (src/kernel/wizard): steps with their rules, the fields each
 * owns and the three calls. The record id is "<draft id>.<secret>" (lib/draft.ts recordKey), so the address alone
 * resumes the draft on a reload or another device.
 */
import type { WizardDefinition } from '@kernel/wizard/definition';
import { resumeStep, visitedOf } from '@kernel/wizard/resume';
import { recordKey, rememberDraft, splitKey, stepPayload, STEP_FIELDS, STEPS, toDraft, validateStep, type Draft, type Step } from '../lib/draft';
import { createDraft, readDraft, saveStep } from './registration-api';

function keyOf(recordId: string | number): { id: string; token: string } {
  const k = splitKey(recordId);
  // an address edited by hand: the server would answer 404 to anything else
  if (!k) throw Object.assign(new Error('Registration not found.'), { status: 404 });
  return k;
}

export const registrationWizard: WizardDefinition<Draft> = {
  id: 'registration-wizard',
  steps: STEPS.map((id) => ({ id, validate: (d: Partial<Draft>) => validateStep(id, d) })),
  stepFields: STEP_FIELDS,
  async create({ step, data }) {
    const r = await createDraft(step, stepPayload(step as Step, data));
    const key = recordKey(r.id, r.token ?? '');
    rememberDraft(key);
    // the password leaves the page's memory once it is saved (only its hash is kept, on the server)
    return { id: key, data: { has_password: true, password: '', password_confirmation: '' } };
  },
  async update({ recordId, step, data }) {
    const { id, token } = keyOf(recordId);
    await saveStep(id, token, step, stepPayload(step as Step, data));
  },
  async load(recordId, urlStep) {
    const { id, token } = keyOf(recordId);
    const r = await readDraft(id, token);
    rememberDraft(String(recordId));
    const visited = visitedOf(STEPS, r.step, r.visited);
    return { data: toDraft(r), visited, step: resumeStep(STEPS, urlStep, visited) };
  },
};
