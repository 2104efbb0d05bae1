/** The quiz-set wizard: quiz-information, time-set, create-type, number-of-question, choose-question, review, quiz-set-preview. */
import { WizardPage } from '../components/wizard-page';

export default function QuizWizardPage() {
  return <WizardPage kind="quiz" />;
}
