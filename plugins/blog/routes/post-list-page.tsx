/**
 * The blog's management list (teacher, admin, coaching owner: the centre's posts; master: the platform's): search and
 * status, row actions edit, preview, open the public page, publish or unpublish, and delete after a confirmation.
 */
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { withListParam } from '@ui/data-list/list-math';
import { FilterForm } from '@ui/data-list/filter-form';
import { FilterPills } from '@ui/data-list/filter-pills';
import { useSearchDraft } from '@ui/data-list/search-draft';
import { Button } from '@ui/button';
import { Badge } from '@ui/badge';
import { TextField } from '@ui/text-field';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { formatDisplayDate } from '@kernel/dates/format';
import { pushToast } from '@kernel/notify/toasts';
import { deletePost, invalidatePosts, postListQuery, setPostStatus, type BlogPostSummary } from '../api/blog';
import { useBlogPortal } from '../components/blog-portal';
import { useDateLocale } from '@kernel/dates/use-date-locale';
import { publicUrl } from '../lib/paths';
import { useBlogTranslation } from '../locales/texts';

export default function PostListPage() {
  const { t } = useBlogTranslation();
  const locale = useDateLocale();
  const { paths, can, platform } = useBlogPortal();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const search = useSearchDraft(params.get('search') ?? '', (v) => setParams(withListParam(params, 'search', v)));
  const status = params.get('status') ?? '';
  const filters = { search: params.get('search') || undefined, status: status || undefined, page: Number(params.get('page')) || 1, per_page: 15 };
  const query = useQuery(postListQuery(filters));
  const [deleting, setDeleting] = useState<BlogPostSummary | null>(null);

  const toggle = useMutation({
    mutationFn: (p: BlogPostSummary) => setPostStatus(p.id, p.status === 'published' ? 'draft' : 'published'),
    onSuccess: (p) => {
      pushToast('success', t(p.status === 'published' ? 'list.published' : 'list.unpublished', { title: p.title }));
      void invalidatePosts(client);
    },
  });
  const remove = useMutation({
    mutationFn: (p: BlogPostSummary) => deletePost(p.id),
    onSuccess: (_r, p) => {
      pushToast('success', t('list.deleted', { title: p.title }));
      setDeleting(null);
      void invalidatePosts(client);
    },
  });

  const columns: DataListColumn<BlogPostSummary>[] = [
    {
      key: 'title',
      header: t('list.columns.title'),
      className: 'font-medium text-ink',
      cell: (p) =>
        can.update ? (
          <Link to={paths.edit(p.id)} className="text-primary-700 underline-offset-2 hover:underline">
            {p.title}
          </Link>
        ) : (
          <Link to={paths.preview(p.id)} className="text-primary-700 underline-offset-2 hover:underline">
            {p.title}
          </Link>
        ),
    },
    { key: 'status', header: t('list.columns.status'), testId: 'post-status', cell: (p) => <Badge tone={p.status === 'published' ? 'primary' : 'warning'}>{t(`status.${p.status}`)}</Badge> },
    { key: 'updated', header: t('list.columns.updated'), className: 'whitespace-nowrap', cell: (p) => formatDisplayDate(p.updated_at, locale) },
    { key: 'author', header: t('list.columns.author'), cell: (p) => p.author?.name || t('list.unknownAuthor') },
  ];

  const rowMenu = (p: BlogPostSummary): RowMenuItem[] => [
    ...(can.update ? [{ key: 'edit', label: t('list.edit'), to: paths.edit(p.id) }] : []),
    { key: 'preview', label: t('list.preview'), to: paths.preview(p.id) },
    // the public page is the server's (outside the app): a whole-page navigation
    ...(p.status === 'published' ? [{ key: 'public', label: t('list.viewPublic'), onSelect: () => window.open(publicUrl(p.slug), '_blank', 'noopener') }] : []),
    ...(can.publish ? [{ key: p.status === 'published' ? 'unpublish' : 'publish', label: t(p.status === 'published' ? 'list.unpublish' : 'list.publish'), onSelect: () => toggle.mutate(p) }] : []),
    ...(can.destroy ? [{ key: 'delete', label: t('list.delete'), danger: true, onSelect: () => setDeleting(p) }] : []),
  ];

  const create = can.store ? (
    <Button onClick={() => navigate(paths.create)} data-testid="create-post">
      {t('list.create')}
    </Button>
  ) : undefined;
  const actions = (
    <div className="flex flex-wrap gap-2">
      {create}
      <a href="/blog" target="_blank" rel="noopener" className="inline-flex items-center rounded-md border border-line px-3 py-2 text-sm text-ink hover:bg-canvas focus-visible:outline-2 focus-visible:outline-primary-600">
        {t('list.publicBlog')}
      </a>
    </div>
  );

  return (
    <>
      <DataList
        title={platform ? t('list.titlePlatform') : t('list.title')}
        intro={platform ? t('list.introPlatform') : t('list.intro')}
        primaryAction={actions}
        filters={
          <FilterForm label={t('list.search')} columns={3} onSearch={search.commit}>
            <TextField label={t('list.search')} {...search.field} />
            <FilterPills
              label={t('list.columns.status')}
              allLabel={t('status.all')}
              options={[
                { value: 'draft', label: t('status.draft') },
                { value: 'published', label: t('status.published') },
              ]}
              value={status}
              onChange={(v: string) => setParams(withListParam(params, 'status', v))}
            />
          </FilterForm>
        }
        query={query}
        columns={columns}
        rowKey={(p) => p.id}
        rowName={(p) => p.title}
        rowTestId="post-row"
        rowMenu={rowMenu}
        caption={t('list.title')}
        loadFailed={t('list.loadFailed')}
        total={(count) => t('list.total', { count })}
        empty={{ title: t('list.emptyTitle'), description: t('list.emptyDescription'), action: create }}
        filtered={Boolean(filters.search || filters.status)}
        onClearFilters={() => {
          search.clear();
          setParams(withListParam(withListParam(params, 'search', ''), 'status', ''));
        }}
        onPage={(p) => setParams(withListParam(params, 'page', String(p)))}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('list.deleteTitle')}
        body={t('list.deleteBody', { title: deleting?.title ?? '' })}
        confirmLabel={t('list.delete')}
        cancelLabel={t('list.cancel')}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
