/**
 * The blog tab: the published posts of the centre and the platform (GET blog/public?scope=all, the blog module), newest
 * first, searchable and paged. A post opens on its public page: a centre's on this address, the platform's on the
 * platform's domain.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { EmptyState } from '@ui/empty-state';
import { Pagination } from '@ui/pagination';
import { PageSpinner } from '@ui/spinner';
import { ListLoadError } from '@ui/table-states';
import { TextField } from '@ui/text-field';
import { formatDisplayDate } from '@kernel/dates/format';
import { platformDomain } from '@kernel/http/tenant';
import { useHelpBlog, type PublicPostSummary } from '../api/blog';
import { useDateLocale } from '@kernel/dates/use-date-locale';
import { useHelpTranslation } from '../locales/texts';

const postHref = (p: PublicPostSummary) => (p.is_platform ? `${window.location.protocol}//${platformDomain()}${p.url}` : p.url);

export function BlogList() {
  const { t } = useHelpTranslation();
  const locale = useDateLocale();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const [draft, setDraft] = useState(search);
  const blog = useHelpBlog(page, search);
  const set = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) if (v) next.set(k, v); else next.delete(k);
    setParams(next, { replace: true });
  };

  return (
    <section aria-labelledby="help-blog-title" className="flex flex-col gap-4" data-testid="help-blog">
      <div>
        <h2 id="help-blog-title" className="text-lg font-semibold text-ink">{t('blog.title')}</h2>
        <p className="text-sm text-muted">{t('blog.intro')}</p>
      </div>
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          set({ search: draft.trim() || null, page: null });
        }}
      >
        <div className="min-w-0 flex-1 sm:max-w-sm">
          <TextField label={t('blog.search')} name="blog-search" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </div>
        <Button type="submit" variant="secondary">{t('blog.searchButton')}</Button>
      </form>
      {blog.isPending ? (
        <PageSpinner label={t('loading')} />
      ) : blog.isError ? (
        <ListLoadError message={t('blog.failed')} retryLabel={t('retry')} onRetry={() => void blog.refetch()} busy={blog.isFetching} />
      ) : blog.data.items.length === 0 ? (
        search ? (
          <EmptyState title={t('blog.noMatch')} action={<Button variant="secondary" onClick={() => { setDraft(''); set({ search: null, page: null }); }}>{t('blog.clear')}</Button>} />
        ) : (
          <EmptyState title={t('blog.empty')} description={t('blog.emptyHint')} />
        )
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {blog.data.items.map((p) => (
              <li key={`${p.is_platform ? 'p' : 'c'}-${p.slug}`} className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4">
                {p.cover_image && <img src={p.cover_image} alt="" className="h-36 w-full rounded-md object-cover" loading="lazy" />}
                <h3 className="font-semibold text-ink">
                  <a href={postHref(p)} className="text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600">{p.title}</a>
                  {p.is_platform && <Badge tone="primary">{t('blog.platform')}</Badge>}
                </h3>
                <p className="text-xs text-muted">
                  {t('blog.published', { date: formatDisplayDate(p.published_at, locale) })}
                  {p.author_name ? ` · ${t('blog.by', { name: p.author_name })}` : ''}
                </p>
                {p.excerpt && <p className="text-sm text-ink">{p.excerpt}</p>}
              </li>
            ))}
          </ul>
          <Pagination
            page={blog.data.meta.current_page}
            last={blog.data.meta.last_page}
            onPage={(n) => set({ page: n > 1 ? String(n) : null })}
            labels={{
              label: t('blog.pages'),
              total: t('blog.total', { count: blog.data.meta.total }),
              page: t('blog.page', { page: blog.data.meta.current_page, last: blog.data.meta.last_page }),
              previous: t('blog.previous'),
              next: t('blog.next'),
            }}
          />
        </>
      )}
    </section>
  );
}
