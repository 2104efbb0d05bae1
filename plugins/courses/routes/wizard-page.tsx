import { OfferingWizardPage } from '@kernel/offering/offering-wizard-page';

export default function WizardPage() {
  return <OfferingWizardPage kind="COURSE" />;
}
