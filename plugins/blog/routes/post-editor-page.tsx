/**
 * The blog editor (create and edit): title, slug, excerpt, cover image and the TipTap body; save as draft, publish
 * (or unpublish) and preview. Problems are shown on their fields: first the form's own checks, then the server's 422.
 */
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '@kernel/http/client';
import { pushToast } from '@kernel/notify/toasts';
import { Alert } from '@ui/alert';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { PageSpinner } from '@ui/spinner';
import { TextField } from '@ui/text-field';
import { createPost, invalidatePosts, postQuery, setPostStatus, updatePost, type BlogPost } from '../api/blog';
import { useBlogPortal } from '../components/blog-portal';
import { CoverField } from '../components/cover-field';
import { LazyBlogEditor } from '../components/lazy-editor';
import { EMPTY_FORM, checkForm, createBody, formOf, serverProblems, updateBody, type FieldKey, type PostForm } from '../lib/form';
import { publicUrl } from '../lib/paths';
import { useBlogTranslation } from '../locales/texts';

export default function PostEditorPage() {
  const { t } = useBlogTranslation();
  const { id } = useParams();
  const postId = id && /^\d+$/.test(id) ? Number(id) : null;
  const query = useQuery({ ...postQuery(postId ?? 0), enabled: postId !== null });
  if (id !== undefined && postId === null) return <Alert variant="error">{t('editor.loadFailed')}</Alert>;
  if (postId !== null && query.isPending) return <PageSpinner label={t('editor.loading')} />;
  if (postId !== null && query.isError)
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error">{t('editor.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('editor.retry')}
        </Button>
      </div>
    );
  const post = postId !== null ? (query.data ?? null) : null;
  return <EditorForm key={post?.id ?? 'new'} post={post} />;
}

type Action = 'draft' | 'publish' | 'unpublish' | 'preview';
type Problems = Partial<Record<FieldKey | 'form', string>>;

function EditorForm({ post }: { post: BlogPost | null }) {
  const { t } = useBlogTranslation();
  const { paths, can } = useBlogPortal();
  const navigate = useNavigate();
  const client = useQueryClient();
  const excerptId = useId();
  const [saved, setSaved] = useState<BlogPost | null>(post);
  const [form, setForm] = useState<PostForm>(post ? formOf(post) : EMPTY_FORM);
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState<Action | null>(null);
  const set = <K extends keyof PostForm>(key: K, value: PostForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setProblems((p) => ({ ...p, [key]: undefined, form: undefined }));
  };

  const run = async (action: Action) => {
    const own = checkForm(form, action === 'publish');
    if (Object.keys(own).length) {
      setProblems(Object.fromEntries(Object.entries(own).map(([k, v]) => [k, t(v)])) as Problems);
      return;
    }
    setBusy(action);
    setProblems({});
    try {
      let next: BlogPost;
      if (!saved) {
        next = await createPost(createBody(form, action === 'publish'));
      } else {
        const body = updateBody(formOf(saved), form);
        next = body ? await updatePost(saved.id, body) : saved;
        if (action === 'publish' && next.status !== 'published') next = await setPostStatus(next.id, 'published', false);
        if (action === 'unpublish' && next.status !== 'draft') next = await setPostStatus(next.id, 'draft', false);
      }
      setSaved(next);
      setForm(formOf(next));
      client.setQueryData(postQuery(next.id).queryKey, next);
      void invalidatePosts(client);
      pushToast('success', t(action === 'publish' ? 'editor.publishedToast' : action === 'unpublish' ? 'editor.unpublishedToast' : 'editor.saved'));
      if (action === 'preview') navigate(paths.preview(next.id));
      else if (!saved) navigate(paths.edit(next.id), { replace: true });
    } catch (e) {
      if (e instanceof HttpError && e.status === 422) {
        const mapped = serverProblems(e.fieldErrors);
        setProblems({ ...mapped, form: mapped.form ?? t('editor.fixErrors') });
      } else setProblems({ form: e instanceof Error && e.message ? e.message : t('editor.saveFailed') });
    } finally {
      setBusy(null);
    }
  };

  const published = saved?.status === 'published';
  const slugShown = form.slug.trim() || saved?.slug || '…';
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <Link to={paths.list} className="text-sm text-primary-700 underline-offset-2 hover:underline">
            ← {t('editor.back')}
          </Link>
          <h1 className="text-2xl font-semibold text-ink">{saved ? t('editor.editTitle') : t('editor.createTitle')}</h1>
        </div>
        {saved && (
          <span data-testid="editor-status">
            <Badge tone={published ? 'primary' : 'warning'}>{t('editor.status', { status: t(`status.${saved.status}`) })}</Badge>
          </span>
        )}
      </div>
      {problems.form && <Alert variant="error">{problems.form}</Alert>}
      <form
        className="flex flex-col gap-5"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void run('draft');
        }}
      >
        <TextField label={t('editor.fields.title')} name="title" required value={form.title} maxLength={200} onChange={(e) => set('title', e.target.value)} error={problems.title} />
        <TextField
          label={t('editor.fields.slug')}
          name="slug"
          value={form.slug}
          maxLength={120}
          onChange={(e) => set('slug', e.target.value)}
          hint={t('editor.fields.slugHint', { url: publicUrl(slugShown) })}
          error={problems.slug}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={excerptId} className="text-sm font-medium text-ink">
            {t('editor.fields.excerpt')}
          </label>
          <textarea
            id={excerptId}
            name="excerpt"
            rows={3}
            maxLength={500}
            value={form.excerpt}
            onChange={(e) => set('excerpt', e.target.value)}
            aria-describedby={`${excerptId}-hint${problems.excerpt ? ` ${excerptId}-error` : ''}`}
            aria-invalid={problems.excerpt ? true : undefined}
            className={`w-full rounded-md border bg-surface px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 ${problems.excerpt ? 'border-danger-700' : 'border-line'}`}
          />
          <p id={`${excerptId}-hint`} className="text-xs text-muted">
            {t('editor.fields.excerptHint')}
          </p>
          {problems.excerpt && (
            <p id={`${excerptId}-error`} className="text-xs font-medium text-danger-700">
              {problems.excerpt}
            </p>
          )}
        </div>
        <CoverField value={form.cover_image} onChange={(p) => set('cover_image', p)} error={problems.cover_image} />
        <LazyBlogEditor
          label={t('editor.fields.body')}
          value={form.body_html}
          onChange={(html) => set('body_html', html)}
          hint={t('editor.fields.bodyHint')}
          error={problems.body_html}
          onImageError={(m) => pushToast('error', m)}
        />
        <div className="flex flex-wrap gap-2 border-t border-line pt-4">
          {(saved ? can.update : can.store) && (
            <Button type="submit" variant={published ? 'primary' : 'secondary'} busy={busy === 'draft'} disabled={busy !== null} data-testid="save-post">
              {published ? t('editor.save') : t('editor.saveDraft')}
            </Button>
          )}
          {can.publish && !published && (
            <Button busy={busy === 'publish'} disabled={busy !== null} onClick={() => void run('publish')} data-testid="publish-post">
              {t('editor.publish')}
            </Button>
          )}
          {can.publish && published && (
            <Button variant="secondary" busy={busy === 'unpublish'} disabled={busy !== null} onClick={() => void run('unpublish')} data-testid="unpublish-post">
              {t('editor.unpublish')}
            </Button>
          )}
          <Button variant="ghost" busy={busy === 'preview'} disabled={busy !== null} onClick={() => void run('preview')} data-testid="preview-post">
            {t('editor.preview')}
          </Button>
        </div>
      </form>
    </div>
  );
}
