/** The test-creation index: create a practice test, a mock test or a quiz set, and the practice tests per section (GET practice-tests/section-wise-count). */
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Skeleton } from '@ui/spinner';
import { useAuth } from '@kernel/auth/auth-provider';
import { hasAnyPermission } from '@kernel/permissions/check';
import { sectionCountsQuery } from '../api/authoring-api';
import { PRACTICE_TABS, useAuthoringPaths } from '../lib/paths';
import { useTcTranslation } from '../locales/texts';

const cardLink = 'flex flex-col gap-2 rounded-card border border-line bg-surface p-5 hover:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';

export default function IndexPage() {
  const { t } = useTcTranslation();
  const paths = useAuthoringPaths();
  const counts = useQuery(sectionCountsQuery);
  const { user } = useAuth();
  const can = (k: string) => hasAnyPermission(user, [k]);
  const cards = [
    { key: 'practice', to: paths.wizard('test', 'test-information', { exam: 'practice-tests' }), allowed: can('TEST_STORE') },
    { key: 'mock', to: paths.wizard('test', 'test-information', { exam: 'mock-tests' }), allowed: can('MOCK_TEST_STORE') },
    { key: 'quiz', to: paths.wizard('quiz', 'quiz-information'), allowed: can('QUIZ_SET_STORE') },
  ];
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          {/* the owner reaches this page as "Test list" (menu coachingCenter.test.testList): the title says the same */}
          <h1 className="text-2xl font-semibold text-ink">{t(paths.index.startsWith('/coaching-owner/') ? 'index.titleOwner' : 'index.title')}</h1>
          <p className="text-muted">{t('index.subtitle')}</p>
        </div>
        <nav aria-label={t('index.listsLabel')} className="flex flex-wrap gap-2 text-sm">
          <Link to={paths.list()} className="rounded-md border border-line px-3 py-2 hover:bg-canvas" data-testid="open-list">{t('index.allTests')}</Link>
          <Link to={paths.quizList} className="rounded-md border border-line px-3 py-2 hover:bg-canvas">{t('index.quizSets')}</Link>
          <Link to={paths.fullMock} className="rounded-md border border-line px-3 py-2 hover:bg-canvas">{t('index.fullMocks')}</Link>
        </nav>
      </header>
      <section aria-labelledby="create-title" className="flex flex-col gap-3">
        <h2 id="create-title" className="text-lg font-semibold text-ink">{t('index.create')}</h2>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {cards.filter((c) => c.allowed).map((c) => (
            <Link key={c.key} to={c.to} className={cardLink} data-testid="create-card" data-kind={c.key}>
              <span className="text-lg font-semibold text-ink">{t(`index.cards.${c.key}.title`)}</span>
              <span className="text-sm text-muted">{t(`index.cards.${c.key}.body`)}</span>
            </Link>
          ))}
        </div>
      </section>
      <section aria-labelledby="counts-title" className="flex flex-col gap-3">
        <h2 id="counts-title" className="text-lg font-semibold text-ink">{t('index.practiceTests')}</h2>
        {counts.isError && (
          <div className="flex flex-col items-start gap-3">
            <Alert variant="error">{t('index.loadFailed')}</Alert>
            <Button variant="secondary" onClick={() => void counts.refetch()} busy={counts.isFetching}>{t('retry')}</Button>
          </div>
        )}
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {PRACTICE_TABS.map((tab) => (
            <li key={tab}>
              <Link to={paths.practice(tab)} className={cardLink} data-testid="section-count" data-key={tab}>
                <span className="text-sm text-muted">{t(`tabs.${tab}`)}</span>
                {counts.isPending ? <Skeleton className="h-7 w-10" /> : <span className="text-2xl font-semibold tabular-nums text-ink">{counts.data?.[tab] ?? 0}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
