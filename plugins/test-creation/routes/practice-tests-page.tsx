/** practice-test/{all,reading,writing,speaking,listening,combo}: the practice tests of one category (GET practice-tests?category=). */
import { Link, useLocation, useSearchParams } from 'react-router';
import { useAuth } from '@kernel/auth/auth-provider';
import { hasAnyPermission } from '@kernel/permissions/check';
import { isFiltered, testFiltersFromParams, withFilter } from '../lib/filters';
import { PRACTICE_TABS, useAuthoringPaths, type PracticeTab } from '../lib/paths';
import { TestTable } from '../components/test-table';
import { useTcTranslation } from '../locales/texts';

export default function PracticeTestsPage() {
  const { t } = useTcTranslation();
  const paths = useAuthoringPaths();
  const { pathname } = useLocation();
  const last = pathname.replace(/\/+$/, '').split('/').pop() as PracticeTab;
  const tab: PracticeTab = PRACTICE_TABS.includes(last) ? last : 'all';
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const create = hasAnyPermission(user, ['TEST_STORE']) ? (
    <Link to={paths.practiceCreate} data-testid="create-test" className="inline-flex min-h-10 items-center rounded-md bg-primary-600 px-4 py-2 text-sm font-medium text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600">
      {t('list.createPractice')}
    </Link>
  ) : undefined;
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-ink">{t('practice.title', { tab: t(`tabs.${tab}`) })}</h1>
        {create}
      </header>
      <nav aria-label={t('practice.tabsLabel')} className="border-b border-line">
        <ul className="-mb-px flex flex-wrap gap-1">
          {PRACTICE_TABS.map((s) => (
            <li key={s}>
              <Link
                to={paths.practice(s)}
                aria-current={s === tab ? 'page' : undefined}
                data-testid="practice-tab"
                data-tab={s}
                className={`inline-block border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary-600 ${s === tab ? 'border-primary-600 text-primary-700' : 'border-transparent text-muted hover:text-ink'}`}
              >
                {t(`tabs.${s}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <TestTable
        examType="practice-tests"
        filters={testFiltersFromParams(params, tab)}
        filtered={isFiltered(params)}
        onClear={() => setParams(new URLSearchParams())}
        onPage={(p) => setParams(withFilter(params, 'page', String(p)))}
        emptyAction={create}
      />
    </div>
  );
}
