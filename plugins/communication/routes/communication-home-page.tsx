/**
 * The communication home (/teacher/communication, /admin/communication): counts of contacts by source and deals by
 * stage, each a link to its page, and the centre's lists.
 */
import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DataList, wholeList, type DataListColumn } from '@ui/data-list/data-list';
import { PageSpinner } from '@ui/spinner';
import { ListLoadError } from '@ui/table-states';
import { summaryQuery, type ContactListSummary } from '../api/contacts-api';
import { ContactsNav } from '../components/contacts/contacts-nav';
import { money, STAGES } from '../lib/deal-board';
import { contactPaths, contactPortalOf } from '../lib/contact-paths';
import { LEAD_PAGES } from '../lib/lead-sources';
import { useContactsTranslation } from '../locales/contacts-texts';

const card = 'rounded-lg border border-line bg-surface p-4';

export default function CommunicationHomePage() {
  const { t, i18n } = useContactsTranslation();
  const paths = contactPaths(contactPortalOf(useLocation().pathname));
  const query = useQuery(summaryQuery());
  const s = query.data;
  const columns: DataListColumn<ContactListSummary>[] = [
    { key: 'name', header: t('contacts.fields.listName'), cell: (l) => <Link className="text-primary-700 underline-offset-2 hover:underline" to={`${paths.lists}?list=${l.id}`}>{l.name}</Link> },
    { key: 'kind', header: t('contacts.fields.kind'), cell: (l) => t(`contacts.kinds.${l.kind}`) },
    { key: 'members', header: t('contacts.fields.members'), cell: (l) => l.members_count },
  ];
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-semibold text-ink">{t('contacts.home.title')}</h1>
        <p className="text-sm text-muted">{t('contacts.home.intro')}</p>
      </div>
      <ContactsNav />
      {query.isPending ? (
        <PageSpinner label={t('contacts.common.loading')} />
      ) : query.isError || !s ? (
        <ListLoadError message={t('contacts.common.loadFailed')} retryLabel={t('contacts.common.retry')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <div className={card}>
              <dt className="text-sm text-muted">{t('contacts.home.contactsTotal')}</dt>
              <dd className="text-2xl font-semibold text-ink" data-testid="contacts-total">{s.contacts_total}</dd>
            </div>
            <div className={card}>
              <dt className="text-sm text-muted">{t('contacts.home.unsubscribed')}</dt>
              <dd className="text-2xl font-semibold text-ink">{s.unsubscribed}</dd>
            </div>
            <div className={card}>
              <dt className="text-sm text-muted">{t('contacts.home.openValue')}</dt>
              <dd className="text-2xl font-semibold text-ink">{s.currency} {money(s.open_value_minor, i18n.language)}</dd>
            </div>
          </dl>
          <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
            <section className={card} aria-labelledby="by-source">
              <h2 id="by-source" className="mb-2 font-semibold text-ink">{t('contacts.home.bySource')}</h2>
              <ul className="flex flex-col gap-1 text-sm">
                {LEAD_PAGES.map((p) => {
                  const n = p.mode === 'contacts' ? p.sources.reduce((a, src) => a + (s.sources[src] ?? 0), 0) : p.mode === 'events' ? (s.sources[p.addSource] ?? 0) : (s.sources['expired-student'] ?? 0);
                  return (
                    <li key={p.segment} className="flex justify-between gap-2">
                      <Link className="text-primary-700 underline-offset-2 hover:underline" to={paths.leads(p.segment)}>{t(`contacts.nav.leads.${p.segment}`)}</Link>
                      <span data-testid={`source-count-${p.segment}`}>{n}</span>
                    </li>
                  );
                })}
                {(['manual', 'import'] as const).map((src) => (
                  <li key={src} className="flex justify-between gap-2">
                    <span>{t(`contacts.sources.${src}`)}</span>
                    <span>{s.sources[src] ?? 0}</span>
                  </li>
                ))}
              </ul>
            </section>
            <section className={card} aria-labelledby="by-stage">
              <h2 id="by-stage" className="mb-2 font-semibold text-ink">{t('contacts.home.byStage')}</h2>
              <ul className="flex flex-col gap-1 text-sm">
                {STAGES.map((st) => (
                  <li key={st} className="flex justify-between gap-2">
                    <span>{t(`contacts.stages.${st}`)}</span>
                    <span data-testid={`stage-count-${st}`}>{s.stages[st] ?? 0}</span>
                  </li>
                ))}
              </ul>
              <Link className="mt-2 inline-block text-sm text-primary-700 underline-offset-2 hover:underline" to={paths.deals}>{t('contacts.home.openBoard')}</Link>
            </section>
          </div>
          <DataList
            title={t('contacts.home.lists')}
            headingLevel={2}
            query={wholeList(s.lists)}
            columns={columns}
            rowKey={(l) => l.id}
            caption={t('contacts.home.lists')}
            empty={{ title: t('contacts.home.listsEmpty'), description: t('contacts.home.listsEmptyText') }}
            onPage={() => undefined}
          />
        </>
      )}
    </div>
  );
}
