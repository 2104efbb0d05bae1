/** The links between the communication pages (the menu has one item per portal), the current page marked. */
import { Link, useLocation } from 'react-router';
import { LEAD_PAGES } from '../../lib/lead-sources';
import { contactPaths, contactPortalOf } from '../../lib/contact-paths';
import { useContactsTranslation } from '../../locales/contacts-texts';

export function ContactsNav() {
  const { t } = useContactsTranslation();
  const { pathname } = useLocation();
  const paths = contactPaths(contactPortalOf(pathname));
  const links = [
    { to: paths.home, label: t('contacts.nav.home') },
    { to: paths.lists, label: t('contacts.nav.lists') },
    { to: paths.importExport, label: t('contacts.nav.importExport') },
    { to: paths.forms, label: t('contacts.nav.forms') },
    { to: paths.deals, label: t('contacts.nav.deals') },
    ...LEAD_PAGES.map((p) => ({ to: paths.leads(p.segment), label: t(`contacts.nav.leads.${p.segment}`) })),
    ...(paths.campaigns ? [{ to: paths.campaigns, label: t('contacts.nav.campaigns') }] : []),
  ];
  return (
    <nav aria-label={t('contacts.nav.label')} data-testid="communication-nav">
      <ul className="flex flex-wrap gap-2">
        {links.map((l) => {
          const current = pathname.replace(/\/+$/, '') === l.to;
          return (
            <li key={l.to}>
              <Link
                to={l.to}
                aria-current={current ? 'page' : undefined}
                className={`inline-block rounded-full border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-primary-600 ${current ? 'border-primary-600 bg-primary-50 text-primary-800' : 'border-line text-ink hover:bg-canvas'}`}
              >
                {l.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
