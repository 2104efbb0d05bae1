import { Link } from 'react-router';
import { SECTIONS, type BankPaths } from '../lib/paths';
import { useBankTranslation } from '../locales/texts';

const tabClass = (current: boolean) =>
  `inline-block border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary-600 ${current ? 'border-primary-600 text-primary-700' : 'border-transparent text-muted hover:text-ink'}`;

/** The four sections and, where the portal has them, the quiz items as tabs (links: each has its own route). */
export function SectionTabs({ current, paths }: { current: string; paths: BankPaths }) {
  const { t } = useBankTranslation();
  const tabs = [
    ...SECTIONS.map((s) => ({ id: s as string, to: paths.list(s), label: t(`sections.${s}`) })),
    ...(paths.quiz ? [{ id: 'quiz', to: paths.quiz.list, label: t('quiz.tab') }] : []),
  ];
  return (
    <nav aria-label={t('list.sectionsLabel')} className="border-b border-line">
      <ul className="-mb-px flex flex-wrap gap-1">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link to={tab.to} aria-current={tab.id === current ? 'page' : undefined} data-testid="section-tab" data-section={tab.id} className={tabClass(tab.id === current)}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
