/** The wizard's steps: the one the address names, with the server's new ids merged in after a save. */
import { useEffect } from 'react';
import type { WizardStepProps } from '@kernel/wizard/wizard-page';
import type { ClassDraft } from '../lib/draft';
import type { ClassPaths, WizardAddress } from '../lib/paths';
import { mergeIds } from '../lib/record';
import { takeSaved } from '../wizard/definition';
import { ClassInformationStep } from './class-information-step';
import { WhyImportantStep } from './why-important-step';
import { FaqStep } from './faq-step';
import { MappingStep } from './mapping-step';
import { ModulesStep } from './modules-step';
import { ChaptersStep } from './chapters-step';
import { RulesStep } from './rules-step';
import { ReviewStep } from './review-step';

export interface StepProps extends WizardStepProps<ClassDraft> {
  address: WizardAddress | undefined;
  paths: ClassPaths;
}

export function ClassWizardStep(props: StepProps) {
  const { step, recordId, data, change } = props;
  useEffect(() => {
    const saved = takeSaved(recordId);
    if (!saved) return;
    const merged = mergeIds(data, saved);
    change({ faqs: merged.faqs, modules: merged.modules });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, recordId]);
  switch (step) {
    case 'class-information':
      return <ClassInformationStep {...props} />;
    case 'why-important':
      return <WhyImportantStep {...props} />;
    case 'faq':
      return <FaqStep {...props} />;
    case 'class-mapping':
      return <MappingStep {...props} />;
    case 'module-information':
      return <ModulesStep {...props} />;
    case 'chapter-details':
      return <ChaptersStep {...props} />;
    case 'rules':
      return <RulesStep {...props} />;
    default:
      return <ReviewStep {...props} />;
  }
}
