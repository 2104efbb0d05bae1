/**
 * The online-class wizard (issue 16) on the kernel's wizard page: the class id rides in the address (`?id=`), so a
 * reload or another device resumes it; several addresses open one step (lib/paths.ts). New classes start from the
 * class information cached under `class-basic-info`; finishing publishes and opens the success page.
 */
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { WizardPage } from '@kernel/wizard/wizard-page';
import { pushToast } from '@kernel/notify/toasts';
import { invalidateClasses } from '../api/authoring';
import { classWizard } from '../wizard/definition';
import { emptyDraft, splitRuleMessage, type ClassDraft } from '../lib/draft';
import { addressStep, canAuthor, pathsFor, portalOf } from '../lib/paths';
import { clearBasicInfo, readBasicInfo } from '../lib/basic-cache';
import { ClassWizardStep } from '../components/wizard-steps';
import { useOnlineClassTranslation } from '../locales/texts';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

export default function ClassWizardPage() {
  const { t, i18n } = useOnlineClassTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const portal = portalOf(pathname);
  const paths = pathsFor(portal);
  const address = addressStep(pathname);
  const recordId = params.get('id');
  if (!canAuthor(portal)) return <Navigate to={paths.list} replace />;
  const ruleText = (m: string) => {
    const { key, at } = splitRuleMessage(m);
    if (!i18n.exists(`online-class:rules.${key}`)) return m;
    const where = at.map((a) => t(`where.${a.list}`, { n: a.n, defaultValue: `${a.list} ${a.n}` })).join(' › ');
    return where ? `${where}: ${t(`rules.${key}`)}` : t(`rules.${key}`);
  };
  return (
    <WizardPage<ClassDraft>
      definition={classWizard}
      recordId={recordId}
      urlStep={address?.step}
      addressOf={(step, id) => paths.step(step, id)}
      presets={{ ...emptyDraft(), ...(readBasicInfo(storage(), null) ?? {}) }}
      title={recordId ? t('wizard.editTitle') : t('wizard.title')}
      subtitle={(d) => d.title}
      stepLabel={(s) => t(`wizard.steps.${s}`)}
      messageText={ruleText}
      finishLabel={t('wizard.publish')}
      renderStep={(p) => <ClassWizardStep {...p} address={address} paths={paths} />}
      onDone={({ recordId: id }) => {
        clearBasicInfo(storage());
        pushToast('success', t('wizard.published'));
        void invalidateClasses(client);
        navigate(paths.success(id));
      }}
    />
  );
}
