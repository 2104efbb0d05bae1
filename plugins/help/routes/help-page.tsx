/**
 * The help of the student, teacher and admin portals (docs/routes.md): one page for every tab
 * (`/{portal}/help/{how-to-use[-this-portal]|faq|blog|material|registration-process}`), with the section tabs and a
 * search across the portal's help (`?q=`). Articles and the FAQ are the centre's where it wrote its own, else the
 * platform's (GET help/{portal}/...). Staff who edit help (HELP_UPDATE, the admin portal) get an "Edit" link.
 */
import { useState } from 'react';
import { Link, NavLink, useLocation, useSearchParams } from 'react-router';
import { useAuth } from '@kernel/auth/auth-provider';
import { hasAnyPermission } from '@kernel/permissions/check';
import { formatDisplayDate } from '@kernel/dates/format';
import { Button } from '@ui/button';
import { EmptyState } from '@ui/empty-state';
import { PageSpinner } from '@ui/spinner';
import { ListLoadError } from '@ui/table-states';
import { TextField } from '@ui/text-field';
import { useArticle, useFaq, type HelpPortal, type HelpTopic } from '../api/help';
import { ArticleBody } from '../components/article-body';
import { BlogList } from '../components/blog-list';
import { useDateLocale } from '@kernel/dates/use-date-locale';
import { FaqList } from '../components/faq-list';
import { SearchResults } from '../components/search-results';
import { editorPath, READER_TABS, readerOf, readerPath, type ReaderTab } from '../lib/paths';
import { useHelpTranslation } from '../locales/texts';

export default function HelpPage() {
  const { t } = useHelpTranslation();
  const { pathname } = useLocation();
  const where = readerOf(pathname) ?? { portal: 'student' as HelpPortal, tab: 'how-to-use' as ReaderTab };
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const { user } = useAuth();
  // only the admin portal's readers edit in place; the owner and the master have their own editor pages
  const editLink = (topic: HelpTopic | 'faq') => (where.portal === 'admin' && hasAnyPermission(user, ['HELP_UPDATE']) ? editorPath('admin', where.portal, topic) : null);

  const setQ = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('q', value);
    else next.delete('q');
    setParams(next);
  };

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5" data-testid="help-page">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-ink">{t('title')}</h1>
        <p className="text-sm text-muted">{t('intro')}</p>
      </header>
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(draft.trim());
        }}
      >
        <div className="min-w-0 flex-1 sm:max-w-md">
          <TextField label={t('search.label')} name="help-search" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={100} />
        </div>
        <Button type="submit" variant="secondary">
          {t('search.button')}
        </Button>
      </form>
      <nav aria-label={t('nav')}>
        <ul className="flex flex-wrap gap-1 border-b border-line">
          {READER_TABS.map((tab) => (
            <li key={tab}>
              <NavLink
                to={readerPath(where.portal, tab)}
                end
                className={({ isActive }) =>
                  `inline-block rounded-t-md px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-primary-600 ${isActive && !q ? 'border-b-2 border-primary-600 font-medium text-primary-800' : 'text-muted hover:text-ink'}`
                }
              >
                {t(`tabs.${tab}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {q ? (
        <SearchResults
          portal={where.portal}
          q={q}
          onClear={() => {
            setDraft('');
            setQ('');
          }}
        />
      ) : where.tab === 'faq' ? (
        <FaqTab portal={where.portal} openId={Number(params.get('open')) || null} editHref={editLink('faq')} />
      ) : where.tab === 'blog' ? (
        <BlogList />
      ) : (
        <ArticleTab portal={where.portal} topic={where.tab} editHref={editLink(where.tab)} />
      )}
    </div>
  );
}

function EditLink({ href, label }: { href: string | null; label: string }) {
  if (!href) return null;
  return (
    <Link to={href} className="inline-flex min-h-10 items-center rounded-md border border-line bg-surface px-4 py-2 text-sm font-medium text-ink hover:bg-canvas focus-visible:outline-2 focus-visible:outline-primary-600" data-testid="help-edit">
      {label}
    </Link>
  );
}

function ArticleTab({ portal, topic, editHref }: { portal: HelpPortal; topic: HelpTopic; editHref: string | null }) {
  const { t } = useHelpTranslation();
  const locale = useDateLocale();
  const article = useArticle(portal, topic);
  if (article.isPending) return <PageSpinner label={t('loading')} />;
  if (article.isError) return <ListLoadError message={t('article.failed')} retryLabel={t('retry')} onRetry={() => void article.refetch()} busy={article.isFetching} />;
  const a = article.data;
  if (a.source === 'none') return <EmptyState title={t('article.empty')} description={t('article.emptyHint')} action={<EditLink href={editHref} label={t('article.edit')} />} />;
  return (
    <article className="flex flex-col gap-2" aria-labelledby="help-article-title" data-testid="help-article" data-source={a.source}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="help-article-title" className="text-xl font-semibold text-ink">{a.title}</h2>
        <EditLink href={editHref} label={t('article.edit')} />
      </div>
      {a.updated_at && <p className="text-xs text-muted">{t('article.updated', { date: formatDisplayDate(a.updated_at, locale) })}</p>}
      <ArticleBody html={a.body} />
    </article>
  );
}

function FaqTab({ portal, openId, editHref }: { portal: HelpPortal; openId: number | null; editHref: string | null }) {
  const { t } = useHelpTranslation();
  const faq = useFaq(portal);
  return (
    <section aria-labelledby="help-faq-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="help-faq-title" className="text-xl font-semibold text-ink">{t('faq.title')}</h2>
        <EditLink href={editHref} label={t('faq.edit')} />
      </div>
      {faq.isPending ? (
        <PageSpinner label={t('loading')} />
      ) : faq.isError ? (
        <ListLoadError message={t('faq.failed')} retryLabel={t('retry')} onRetry={() => void faq.refetch()} busy={faq.isFetching} />
      ) : faq.data.items.length === 0 ? (
        <EmptyState title={t('faq.empty')} description={t('faq.emptyHint')} />
      ) : (
        <FaqList items={faq.data.items} openId={openId} />
      )}
    </section>
  );
}
