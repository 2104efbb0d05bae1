/** practice-test/{all,reading,writing,speaking,listening,combo}: the practice tests of one category (GET practice-tests?category=), in the one list. */
import { Link, useLocation, useSearchParams } from 'react-router';
import { DataList } from '@ui/data-list/data-list';
import { TabLinks } from '@ui/data-list/tab-links';
import { useAuth } from '@kernel/auth/auth-provider';
import { hasAnyPermission } from '@kernel/permissions/check';
import { isFiltered, testFiltersFromParams, withFilter } from '../lib/filters';
import { PRACTICE_TABS, useAuthoringPaths, type PracticeTab } from '../lib/paths';
import { useTestList } from '../components/test-rows';
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
  const { list, dialogs } = useTestList('practice-tests', testFiltersFromParams(params, tab));
  return (
    <>
      <DataList
        {...list}
        title={t('practice.title', { tab: t(`tabs.${tab}`) })}
        primaryAction={create}
        nav={
          <TabLinks
            label={t('practice.tabsLabel')}
            tabs={PRACTICE_TABS.map((s) => ({ id: s, to: paths.practice(s), label: t(`tabs.${s}`) }))}
            current={tab}
            testId="practice-tab"
            dataName="tab"
          />
        }
        empty={{ title: t('list.emptyTitle'), description: t('list.emptyDescription'), action: create }}
        filtered={isFiltered(params)}
        onClearFilters={() => setParams(new URLSearchParams())}
        onPage={(p) => setParams(withFilter(params, 'page', String(p)))}
      />
      {dialogs}
    </>
  );
}
