/** The test wizard: test-information, time-set, create-type, number-of-question, choose-question, review, test-preview. */
import { WizardPage } from '../components/wizard-page';

export default function TestWizardPage() {
  return <WizardPage kind="test" />;
}
