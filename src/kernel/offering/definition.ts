/**
 * The two wizards (package and course) on the kernel's wizard kit: one definition each (module-level, as the kit's
 * store keys the running wizard by id), the same steps, rules and server calls (docs/product-spec.md §11).
 */
import type { WizardDefinition } from '@kernel/wizard/definition';
import { resumeStep, visitedOf } from '@kernel/wizard/resume';
import { createOffering, fetchOffering, updateOffering, type OfferingKind } from './api';
import { bodyOf, OFFERING_STEPS, STEP_FIELDS, toDraft, type OfferingDraft } from './draft';
import { addonRules, basicInformationRules, durationPriceRules, typeRules } from './step-rules';

function define(kind: OfferingKind): WizardDefinition<OfferingDraft> {
  return {
    id: kind === 'PACKAGE' ? 'package-wizard' : 'course-wizard',
    steps: [
      { id: 'basic-information', validate: basicInformationRules },
      { id: 'type', validate: typeRules },
      { id: 'adons', validate: addonRules },
      { id: 'properties' },
      { id: 'duration-price', validate: durationPriceRules },
      { id: 'review', validate: (d) => ({ ...basicInformationRules(d), ...typeRules(d), ...addonRules(d), ...durationPriceRules(d) }) },
      { id: 'preview' },
    ],
    stepFields: STEP_FIELDS,
    create: async ({ step, data }) => {
      const saved = await createOffering({ kind, step, ...bodyOf(step, data) });
      return { id: saved.id, data: { currency: saved.currency, status: saved.status } };
    },
    update: async ({ recordId, step, data }) => {
      await updateOffering(recordId, { step, ...bodyOf(step, data) });
    },
    load: async (recordId, urlStep) => {
      const record = await fetchOffering(recordId);
      // the other plugin's record is not this wizard's (a course id in the package wizard): resume it as it is, the
      // server keeps the kind
      const visited = visitedOf(OFFERING_STEPS, record.step, record.visited);
      return { data: toDraft(record), visited, step: resumeStep(OFFERING_STEPS, urlStep, visited) };
    },
  };
}

export const packageWizard = define('PACKAGE');
export const courseWizard = define('COURSE');
export const wizardOf = (kind: OfferingKind) => (kind === 'PACKAGE' ? packageWizard : courseWizard);
