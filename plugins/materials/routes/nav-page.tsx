/** The material landing page of a staff portal (`material/nav`): a tile per list, by source and kind, group, course, special. */
import { Link, useLocation } from 'react-router';
import { KINDS, dashboardPath, staffViewOf } from '../lib/paths';
import { useMaterialsTranslation } from '../locales/texts';

const tile = 'flex min-h-20 flex-col justify-center rounded-card border border-line bg-surface p-4 hover:border-primary-600 focus-visible:outline-2 focus-visible:outline-primary-600';

export default function MaterialNavPage() {
  const { t } = useMaterialsTranslation();
  const { base } = staffViewOf(useLocation().pathname);
  const sections = [
    { id: 'platform', title: t('sources.platform'), links: [null, ...KINDS].map((k) => ({ to: dashboardPath(base, 'platform', k), label: k ? t(`kinds.${k}`) : t('kinds.all') })) },
    { id: 'student', title: t('sources.student'), links: [null, ...KINDS].map((k) => ({ to: dashboardPath(base, 'student', k), label: k ? t(`kinds.${k}`) : t('kinds.all') })) },
    {
      id: 'grouped',
      title: t('nav.grouped'),
      links: [
        { to: `${base}/group`, label: t('pages.group') },
        { to: `${base}/course-wise`, label: t('pages.course-wise') },
        { to: `${base}/special`, label: t('pages.special') },
      ],
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-ink">{t('nav.title')}</h1>
        <p className="text-muted">{t('nav.intro')}</p>
      </header>
      {sections.map((s) => (
        <section key={s.id} aria-labelledby={`nav-${s.id}`} className="flex flex-col gap-2">
          <h2 id={`nav-${s.id}`} className="text-lg font-semibold text-ink">
            {s.title}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {s.links.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={tile} data-testid="material-tile">
                  <span className="font-medium text-ink">{l.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
