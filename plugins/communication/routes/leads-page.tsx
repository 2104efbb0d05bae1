/**
 * The six lead pages (…/leads/<segment>) are this one page, configured by its address (lib/lead-sources.ts): contacts
 * of some sources, events of a kind with their attendees, or the computed expired students.
 */
import { useLocation } from 'react-router';
import { ContactsNav } from '../components/contacts/contacts-nav';
import { LeadContacts } from '../components/contacts/lead-contacts';
import { LeadEvents } from '../components/contacts/lead-events';
import { LeadExpired } from '../components/contacts/lead-expired';
import { leadPageOf } from '../lib/lead-sources';
import { useContactsTranslation } from '../locales/contacts-texts';

export default function LeadsPage() {
  const { t } = useContactsTranslation();
  const page = leadPageOf(useLocation().pathname);
  if (!page) return null;
  const title = t(`contacts.nav.leads.${page.segment}`);
  const intro = t(`contacts.leads.intro.${page.segment}`);
  const nav = <ContactsNav />;
  // keyed by segment: moving between lead pages starts each one afresh
  if (page.mode === 'contacts') return <LeadContacts key={page.segment} title={title} intro={intro} sources={page.sources} addSource={page.addSource} nav={nav} />;
  if (page.mode === 'events') return <LeadEvents key={page.segment} title={title} intro={intro} kind={page.kind} addSource={page.addSource} nav={nav} />;
  return <LeadExpired title={title} intro={intro} nav={nav} />;
}
