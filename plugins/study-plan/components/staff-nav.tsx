/** The staff pages' tabs (list, calendar, achievements) and the portal they run in (teacher or master). */
import { useLocation } from 'react-router';
import { TabLinks } from '@ui/data-list/tab-links';
import { useStudyPlanTranslation } from '../locales/texts';

export function useStaffBase(): { base: string; master: boolean } {
  const { pathname } = useLocation();
  const master = pathname.startsWith('/master/');
  return { base: master ? '/master/study-plan' : '/teacher/study-plan', master };
}

export function StaffNav({ current }: { current: 'list' | 'calendar' | 'achieves' }) {
  const { t } = useStudyPlanTranslation();
  const { base } = useStaffBase();
  return (
    <TabLinks
      label={t('list.title')}
      testId="study-plan-tabs"
      dataName="tab"
      current={current}
      tabs={[
        { id: 'list', to: `${base}/list`, label: t('list.title') },
        { id: 'calendar', to: `${base}/calendar`, label: t('calendar.title') },
        { id: 'achieves', to: `${base}/achieves`, label: t('achieves.title') },
      ]}
    />
  );
}
