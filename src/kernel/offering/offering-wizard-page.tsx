/**
 * The package or course wizard (docs/product-spec.md §11) on the kernel's wizard page: the record id rides in the
 * address (`?id=`), so a reload or another device resumes at the saved step. Finishing publishes (status active).
 */
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { pushToast } from '@kernel/notify/toasts';
import { WizardPage } from '@kernel/wizard/wizard-page';
import { invalidateOfferings, type OfferingKind } from './api';
import { wizardOf } from './definition';
import { emptyDraft, type OfferingDraft } from './draft';
import { pathsOf } from './paths';
import { OfferingStep } from './steps';
import { useOfferingTranslation } from './texts';

export function OfferingWizardPage({ kind, listPath }: { kind: OfferingKind; /** where Finish returns (the owner's course-management, say) */ listPath?: string }) {
  const { t, i18n } = useOfferingTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const paths = pathsOf(kind);
  const recordId = params.get('id');
  const ruleText = (m: string) => (i18n.exists(`offering:rules.${m}`) ? t(`rules.${m}`) : m);
  return (
    <WizardPage<OfferingDraft>
      definition={wizardOf(kind)}
      recordId={recordId}
      addressOf={(step, id) => paths.step(step, id)}
      presets={emptyDraft(kind)}
      title={t(`wizard.${kind}.title`)}
      subtitle={(d) => d.name}
      stepLabel={(s) => t(`wizard.steps.${s}`)}
      messageText={ruleText}
      finishLabel={t(`wizard.${kind}.finish`)}
      renderStep={(p) => <OfferingStep {...p} paths={paths} />}
      onDone={() => {
        pushToast('success', t(`wizard.${kind}.done`));
        void invalidateOfferings(client);
        navigate(listPath ?? paths.list);
      }}
    />
  );
}
