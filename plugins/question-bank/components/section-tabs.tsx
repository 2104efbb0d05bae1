import { TabLinks } from '@ui/data-list/tab-links';
import { SECTIONS, type BankPaths } from '../lib/paths';
import { useBankTranslation } from '../locales/texts';

/** The four sections and, where the portal has them, the quiz items as tabs (links: each has its own route). */
export function SectionTabs({ current, paths }: { current: string; paths: BankPaths }) {
  const { t } = useBankTranslation();
  const tabs = [
    ...SECTIONS.map((s) => ({ id: s as string, to: paths.list(s), label: t(`sections.${s}`) })),
    ...(paths.quiz ? [{ id: 'quiz', to: paths.quiz.list, label: t('quiz.tab') }] : []),
  ];
  return <TabLinks label={t('list.sectionsLabel')} tabs={tabs} current={current} testId="section-tab" dataName="section" />;
}
