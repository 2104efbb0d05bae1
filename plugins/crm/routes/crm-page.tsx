/**
 * The admin's /admin/crm and the coaching owner's /coaching-owner/crm: award points and performance checking as two
 * tabs (`?tab=performance`), over every student of the centre.
 */
import { useLocation, useSearchParams } from 'react-router';
import { TabLinks } from '@ui/data-list/tab-links';
import { PerformanceView } from '../components/performance-view';
import { PointsView } from '../components/points-view';
import { useCrmTranslation } from '../locales/texts';

export default function CrmPage() {
  const { t } = useCrmTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const tab = params.get('tab') === 'performance' ? 'performance' : 'points';
  const nav = (
    <TabLinks
      label={t('crm.tabs')}
      testId="crm-tab"
      dataName="tab"
      current={tab}
      tabs={[
        { id: 'points', to: pathname, label: t('crm.points') },
        { id: 'performance', to: `${pathname}?tab=performance`, label: t('crm.performance') },
      ]}
    />
  );
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-ink">{t('crm.title')}</h1>
      {tab === 'performance' ? <PerformanceView headingLevel={2} nav={nav} /> : <PointsView headingLevel={2} nav={nav} />}
    </div>
  );
}
