import { Link } from 'react-router';
import { SECTIONS, type BankPaths } from './paths';
import { useBankTranslation } from './texts';

/** The four sections as tabs (links: each section has its own route). */
export function SectionTabs({ current, paths }: { current: string; paths: BankPaths }) {
  const { t } = useBankTranslation();
  return (
    <nav aria-label={t('list.sectionsLabel')} className="border-b border-line">
      <ul className="-mb-px flex flex-wrap gap-1">
        {SECTIONS.map((s) => (
          <li key={s}>
            <Link
              to={paths.list(s)}
              aria-current={s === current ? 'page' : undefined}
              data-testid="section-tab"
              data-section={s}
              className={`inline-block border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary-600 ${s === current ? 'border-primary-600 text-primary-700' : 'border-transparent text-muted hover:text-ink'}`}
            >
              {t(`sections.${s}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
