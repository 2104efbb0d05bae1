/**
 * /quiz-test (open layout): the tenant's published quiz sets, readable without signing in (GET quiz-set/list is
 * public on a tenant). Outside the role layout: it brings the query client and the page stylesheet itself.
 */
import '../../../src/styles/app.css';
import { Link, useSearchParams } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@kernel/http/query-client';
import { hasToken } from '@kernel/auth/session';
import { pathTo } from '@kernel/router/route-refs';
import { links } from '../links';
import { QuizSetList } from '../components/quiz-set-list';
import { useExamsTranslation } from '../locales/texts';
import { WidePublicFrame } from '../components/wide-public-frame';

export default function PublicQuizListPage() {
  const { t } = useExamsTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const signedIn = hasToken();
  return (
    <QueryClientProvider client={queryClient}>
      <WidePublicFrame>
        <div className="flex flex-col gap-5" data-testid="public-quiz-list">
          <header className="flex flex-col gap-1">
            <h1 className="text-2xl font-semibold text-ink">{t('quiz.publicTitle')}</h1>
            <p className="text-muted">{t('quiz.publicIntro')}</p>
            {!signedIn && (
              <p className="text-sm">
                <Link to={pathTo(links.login, undefined, { redirect: '/quiz-test' })} className="font-medium text-primary-700 hover:underline">
                  {t('quiz.signInToStart')}
                </Link>
              </p>
            )}
          </header>
          <QuizSetList base="/quiz-test" signedIn={signedIn} page={page} onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})} />
        </div>
      </WidePublicFrame>
    </QueryClientProvider>
  );
}
