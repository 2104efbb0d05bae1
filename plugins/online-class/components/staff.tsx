/** The portal an online-class page runs in (its paths; the coaching owner only views) and the class details' tabs. */
import { useLocation } from 'react-router';
import { TabLinks } from '@ui/data-list/tab-links';
import { canAuthor, pathsFor, portalOf } from '../lib/paths';
import { useOnlineClassTranslation } from '../locales/texts';

export function useStaffPaths() {
  const { pathname } = useLocation();
  const portal = portalOf(pathname);
  return { portal, paths: pathsFor(portal), author: canAuthor(portal) };
}

export type DetailsTab = 'modules' | 'class-description' | 'why-importants';

/** modules, description, why it matters: the owner has the modules page only (docs/routes.md), so no tabs there */
export function DetailsTabs({ classId, current }: { classId: number; current: DetailsTab }) {
  const { t } = useOnlineClassTranslation();
  const { paths, author } = useStaffPaths();
  if (!author) return null;
  return (
    <TabLinks
      label={t('details.tabs')}
      testId="class-tabs"
      dataName="tab"
      current={current}
      tabs={[
        { id: 'modules', to: paths.modules(classId), label: t('details.modules') },
        { id: 'class-description', to: paths.description(classId), label: t('details.description') },
        { id: 'why-importants', to: paths.whyImportants(classId), label: t('details.whyImportants') },
      ]}
    />
  );
}
