import { TabLinks } from '@ui/data-list/tab-links';
import { LIVE_PAGES, livePathOf, type LivePage, type LivePortal } from '../lib/views';
import { useLiveTranslation } from '../locales/texts';

/** The four live-class pages as tabs, each its own address. */
export function LiveTabs({ portal, current }: { portal: LivePortal; current: LivePage }) {
  const { t } = useLiveTranslation();
  return (
    <TabLinks
      label={t('tabs.label')}
      testId="live-tabs"
      dataName="view"
      current={current}
      tabs={LIVE_PAGES.map((p) => ({ id: p, to: livePathOf(portal, p), label: t(`tabs.${p}`) }))}
    />
  );
}
