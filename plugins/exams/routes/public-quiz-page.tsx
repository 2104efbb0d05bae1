/**
 * /quiz-test/{id} (open layout): a visitor gets a sign-in prompt (to /login with a redirect back); a signed-in
 * student sits the quiz as on /student/quiz-test/{id}; another role is told quizzes are for students.
 */
import '../../../src/styles/app.css';
import { Link, useLocation, useParams } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { queryClient } from '@kernel/http/query-client';
import { getUserType, hasToken, portalPath } from '@kernel/auth/session';
import { pathTo } from '@kernel/router/route-refs';
import { links } from '../links';
import { QuizRunner } from '../components/quiz-runner';
import { useExamsTranslation } from '../locales/texts';
import { WidePublicFrame } from '../components/wide-public-frame';

const linkClass = 'inline-flex min-h-10 items-center rounded-md bg-primary-600 px-4 py-2 text-sm font-medium text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';

export default function PublicQuizPage() {
  const { t } = useExamsTranslation();
  const { id = '' } = useParams();
  const { pathname, search } = useLocation();
  const userType = getUserType();

  let body;
  if (!hasToken()) {
    body = (
      <section className="mx-auto flex max-w-md flex-col items-start gap-3 rounded-card border border-line bg-surface p-6" data-testid="quiz-sign-in">
        <h1 className="text-xl font-semibold text-ink">{t('quiz.signInTitle')}</h1>
        <p className="text-sm text-muted">{t('quiz.signInBody')}</p>
        <Link to={pathTo(links.login, undefined, { redirect: pathname + search })} className={linkClass} data-testid="quiz-sign-in-link">
          {t('quiz.signIn')}
        </Link>
        <Link to="/quiz-test" className="text-sm text-primary-700 hover:underline">
          {t('quiz.back')}
        </Link>
      </section>
    );
  } else if (userType !== 'STUDENT') {
    body = (
      <div className="mx-auto flex max-w-md flex-col items-start gap-3">
        <Alert variant="info">{t('quiz.studentsOnly')}</Alert>
        <Link to={portalPath(userType)} className="text-sm text-primary-700 hover:underline">
          {t('quiz.toPortal')}
        </Link>
      </div>
    );
  } else {
    body = <QuizRunner key={id} quizSetId={id} backTo="/quiz-test" />;
  }
  return (
    <QueryClientProvider client={queryClient}>
      <WidePublicFrame>{body}</WidePublicFrame>
    </QueryClientProvider>
  );
}
