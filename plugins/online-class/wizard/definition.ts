/**
 * The online-class wizard on the kernel's wizard kit (src/kernel/wizard): its steps with their rules, the fields
 * each owns, and the saves (server/modules/online-class): the first save creates the draft (POST online-class/basic
 * without id), each later step posts what it edits (basic, faq, module, chapter, rules) and finishing publishes.
 * The server keeps no wizard step: a reload resumes at the first step the class does not hold yet (lib/record.ts).
 *
 * A save answers the whole class with the ids of new modules, chapters, parts and FAQs; the wizard machine keeps
 * what it sent, so the answer is stashed here (`takeSaved`) and the next step merges the ids into the draft.
 */
import type { WizardDefinition } from '@kernel/wizard/definition';
import { resumeStep } from '@kernel/wizard/resume';
import { fetchClass, publishClass, saveBasic, saveChapters, saveFaqs, saveModules, saveRules, type ClassDetail } from '../api/authoring';
import { CLASS_STEPS, STEP_FIELDS, STEP_RULES, type ClassDraft, type ClassStep } from '../lib/draft';
import { basicBody, chapterInputs, faqInputs, mergeIds, moduleInputs, ruleInputs, savedSteps, toDraft } from '../lib/record';

const stash = new Map<string, ClassDetail>();
/** The class the last save answered, once (the step that mounts next merges its ids). */
export function takeSaved(recordId: string | number | null): ClassDetail | undefined {
  if (recordId === null) return undefined;
  const key = String(recordId);
  const saved = stash.get(key);
  stash.delete(key);
  return saved;
}

async function saveStep(classId: number, step: ClassStep, data: Partial<ClassDraft>): Promise<ClassDetail | undefined> {
  switch (step) {
    case 'class-information':
    case 'why-important':
    case 'class-mapping':
      return saveBasic(basicBody(step, data, classId));
    case 'faq':
      return saveFaqs({ class_id: classId, faqs: faqInputs(data.faqs ?? []) });
    case 'module-information':
      return saveModules(classId, moduleInputs(data.modules ?? []));
    case 'chapter-details': {
      let modules = data.modules ?? [];
      // a module saved by an earlier step whose id the draft has not taken yet: the class knows it
      if (modules.some((m) => !m.id)) modules = mergeIds(data, await fetchClass(classId)).modules ?? [];
      let last: ClassDetail | undefined;
      for (const m of modules) if (m.id) last = await saveChapters(classId, m.id, chapterInputs(m));
      return last;
    }
    case 'rules': {
      const rules = ruleInputs(data.modules ?? []);
      return rules.length > 0 ? saveRules(classId, rules) : undefined;
    }
    case 'review':
      return publishClass(classId);
  }
}

export const classWizard: WizardDefinition<ClassDraft> = {
  id: 'online-class-wizard',
  steps: CLASS_STEPS.map((id) => ({ id, validate: STEP_RULES[id] })),
  stepFields: STEP_FIELDS,
  create: async ({ step, data }) => {
    const saved = await saveBasic(basicBody(step as ClassStep, data));
    if (step !== 'class-information') stash.set(String(saved.id), saved);
    return { id: saved.id, data: { thumbnail_url: saved.thumbnail_url, status: saved.status } };
  },
  update: async ({ recordId, step, data }) => {
    const saved = await saveStep(Number(recordId), step as ClassStep, data);
    if (saved) stash.set(String(recordId), saved);
  },
  load: async (recordId, urlStep) => {
    const record = await fetchClass(recordId);
    const visited = savedSteps(record);
    return { data: toDraft(record), visited, step: resumeStep(CLASS_STEPS, urlStep, visited) };
  },
};
