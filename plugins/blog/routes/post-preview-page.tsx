/** A post as readers will see it (the stored, sanitised body), drafts included: for staff before they publish. */
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatDisplayDate } from '@kernel/dates/format';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PageSpinner } from '@ui/spinner';
import { postQuery } from '../api/blog';
import { useBlogPortal } from '../components/blog-portal';
import { useDateLocale } from '@kernel/dates/use-date-locale';
import { PostBody } from '../components/post-body';
import { publicUrl } from '../lib/paths';
import { useBlogTranslation } from '../locales/texts';

export default function PostPreviewPage() {
  const { t } = useBlogTranslation();
  const locale = useDateLocale();
  const { paths, can } = useBlogPortal();
  const { id } = useParams();
  const postId = id && /^\d+$/.test(id) ? Number(id) : 0;
  const query = useQuery({ ...postQuery(postId), enabled: postId > 0 });
  if (postId > 0 && query.isPending) return <PageSpinner label={t('editor.loading')} />;
  if (!query.data)
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error">{t('editor.loadFailed')}</Alert>
        {postId > 0 && (
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('editor.retry')}
          </Button>
        )}
      </div>
    );
  const p = query.data;
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to={paths.list} className="text-sm text-primary-700 underline-offset-2 hover:underline">
          ← {t('preview.back')}
        </Link>
        <div className="flex flex-wrap gap-2">
          {can.update && (
            <Link to={paths.edit(p.id)} className="inline-flex items-center rounded-md border border-line px-3 py-2 text-sm text-ink hover:bg-canvas focus-visible:outline-2 focus-visible:outline-primary-600">
              {t('preview.edit')}
            </Link>
          )}
          {p.status === 'published' && (
            <a href={publicUrl(p.slug)} target="_blank" rel="noopener" className="inline-flex items-center rounded-md border border-line px-3 py-2 text-sm text-ink hover:bg-canvas focus-visible:outline-2 focus-visible:outline-primary-600">
              {t('preview.openPublic')}
            </a>
          )}
        </div>
      </div>
      {p.status === 'draft' && <Alert variant="warning">{t('preview.draftNotice')}</Alert>}
      <article className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-6" aria-labelledby="post-title">
        <p className="text-xs font-medium uppercase tracking-wide text-muted">{t('preview.title')}</p>
        <h1 id="post-title" className="text-3xl font-semibold text-ink">
          {p.title}
        </h1>
        <p className="text-sm text-muted">
          {p.published_at ? t('preview.publishedOn', { date: formatDisplayDate(p.published_at, locale) }) : t('preview.notPublished')}
          {p.author?.name ? ` · ${t('preview.by', { name: p.author.name })}` : ''}
        </p>
        {p.cover_image && <img src={p.cover_image} alt="" className="w-full rounded-md" />}
        {p.excerpt && <p className="text-lg text-muted">{p.excerpt}</p>}
        <PostBody html={p.body_html} />
      </article>
    </div>
  );
}
