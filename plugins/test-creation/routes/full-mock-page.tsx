/**
 * mock-exam/full-mock: the full mock tests and "Create a full mock" (the test wizard with mock-tests, category full).
 * A full mock keeps the official PTE order (Part 1 speaking and writing, Part 2 reading, Part 3 listening) and timing.
 */
import { Link, useSearchParams } from 'react-router';
import { DataList } from '@ui/data-list/data-list';
import { useAuth } from '@kernel/auth/auth-provider';
import { hasAnyPermission } from '@kernel/permissions/check';
import { testFiltersFromParams, withFilter } from '../lib/filters';
import { useAuthoringPaths } from '../lib/paths';
import { useTestList } from '../components/test-rows';
import { useTcTranslation } from '../locales/texts';

export default function FullMockPage() {
  const { t } = useTcTranslation();
  const paths = useAuthoringPaths();
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const create = hasAnyPermission(user, ['MOCK_TEST_STORE']) ? (
    <Link to={paths.wizard('test', 'test-information', { exam: 'mock-tests', category: 'full' })} data-testid="create-full-mock" className="inline-flex min-h-10 items-center rounded-md bg-primary-600 px-4 py-2 text-sm font-medium text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600">
      {t('fullMock.create')}
    </Link>
  ) : undefined;
  const { list, dialogs } = useTestList('mock-tests', testFiltersFromParams(params, 'full'));
  return (
    <>
      <DataList
        {...list}
        title={t('fullMock.title')}
        primaryAction={create}
        nav={
          <section className="rounded-card border border-line bg-surface p-4 text-sm text-ink" aria-labelledby="full-mock-rules">
            <h2 id="full-mock-rules" className="mb-2 font-semibold">{t('fullMock.rulesTitle')}</h2>
            <ol className="list-decimal pl-5 text-muted">
              <li>{t('fullMock.part1')}</li>
              <li>{t('fullMock.part2')}</li>
              <li>{t('fullMock.part3')}</li>
            </ol>
            <p className="mt-2 text-muted">{t('fullMock.timing')}</p>
          </section>
        }
        empty={{ title: t('list.emptyTitle'), description: t('list.emptyDescription'), action: create }}
        onPage={(p) => setParams(withFilter(params, 'page', String(p)))}
      />
      {dialogs}
    </>
  );
}
