/**
 * The help editor (docs/routes.md): `/master/help` and `/master/help/edit/{portal}/{topic}` write the platform's help;
 * `/coaching-owner/help...` and `/admin/help/edit/{portal}/{topic}` (HELP_UPDATE) write the centre's own version,
 * which replaces the platform's for the centre's users. Each page says whose text it shows; a centre's version can be
 * dropped ("Restore platform text", confirmed). Topics: the three articles and the FAQ of the student, teacher and
 * admin portals.
 */
import { lazy, Suspense, useState } from 'react';
import { NavLink, useLocation, useParams } from 'react-router';
import { HttpError } from '@kernel/http/client';
import { pushToast } from '@kernel/notify/toasts';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { PageSpinner, Skeleton } from '@ui/spinner';
import { ListLoadError } from '@ui/table-states';
import { TextField } from '@ui/text-field';
import { useArticle, useFaq, useRestore, useSaveArticle, useSaveFaq, type Article, type Faq, type HelpPortal, type HelpTopic } from '../api/help';
import { FaqEditor, newFaqDraft, type FaqDraft } from '../components/faq-editor';
import { EDIT_TOPICS, editorParams, editorPath, HELP_PORTALS, type EditorPortal, type EditTopic } from '../lib/paths';
import { useLeaveWarning } from '../lib/leave-warning';
import { useHelpTranslation } from '../locales/texts';

const ArticleEditor = lazy(() => import('../components/article-editor'));

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-block rounded-t-md px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-primary-600 ${isActive ? 'border-b-2 border-primary-600 font-medium text-primary-800' : 'text-muted hover:text-ink'}`;

export default function HelpEditorPage() {
  const { t } = useHelpTranslation();
  const { pathname } = useLocation();
  const editor = pathname.split('/')[1] as EditorPortal;
  const params = useParams();
  const { portal, topic } = editorParams(params.portal, params.topic);
  const platform = editor === 'master';

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5" data-testid="help-editor">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-ink">{t('editor.title')}</h1>
        <p className="text-sm text-muted">{platform ? t('editor.introPlatform') : t('editor.introCentre')}</p>
      </header>
      <nav aria-label={t('editor.portal')}>
        <ul className="flex flex-wrap gap-1 border-b border-line">
          {HELP_PORTALS.map((p) => (
            <li key={p}>
              <NavLink to={editorPath(editor, p, topic)} className={() => tabClass({ isActive: p === portal })} aria-current={p === portal ? 'page' : undefined}>
                {t(`editor.portals.${p}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('editor.page')}>
        <ul className="flex flex-wrap gap-1 border-b border-line">
          {EDIT_TOPICS.map((tp) => (
            <li key={tp}>
              <NavLink to={editorPath(editor, portal, tp)} className={() => tabClass({ isActive: tp === topic })} aria-current={tp === topic ? 'page' : undefined}>
                {t(`tabs.${tp}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {topic === 'faq' ? <FaqPane key={portal} portal={portal} platform={platform} /> : <ArticlePane key={`${portal}/${topic}`} portal={portal} topic={topic} platform={platform} />}
    </div>
  );
}

function SourceNote({ source, platform }: { source: Article['source']; platform: boolean }) {
  const { t } = useHelpTranslation();
  const hint = source === 'platform' && platform ? 'platformMaster' : source;
  return (
    <div className="flex flex-col gap-1 rounded-card border border-line bg-canvas p-3" data-testid="help-source" data-source={source}>
      <p className="text-sm font-medium text-ink">
        <Badge tone={source === 'centre' ? 'primary' : 'warning'}>{t(`editor.source.${source}`)}</Badge>
      </p>
      <p className="text-sm text-muted">{t(`editor.sourceHint.${hint}`)}</p>
    </div>
  );
}

const fieldErrorsOf = (e: unknown): Record<string, string[]> => (e instanceof HttpError ? e.fieldErrors : {});

function RestoreButton({ portal, topic, onDone }: { portal: HelpPortal; topic: EditTopic; onDone?: () => void }) {
  const { t } = useHelpTranslation();
  const [open, setOpen] = useState(false);
  const restore = useRestore(portal, topic);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="help-restore">
        {t('editor.restore')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('editor.restoreTitle')}
        body={t('editor.restoreBody', { page: t(`tabs.${topic}`), portal: t(`editor.portals.${portal}`) })}
        confirmLabel={t('editor.restoreConfirm')}
        cancelLabel={t('editor.cancel')}
        busy={restore.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          restore.mutate(undefined, {
            onSuccess: () => {
              setOpen(false);
              pushToast('success', t('editor.restored'));
              onDone?.();
            },
          })
        }
      />
    </>
  );
}

function ArticlePane({ portal, topic, platform }: { portal: HelpPortal; topic: HelpTopic; platform: boolean }) {
  const { t } = useHelpTranslation();
  const article = useArticle(portal, topic);
  if (article.isPending) return <PageSpinner label={t('loading')} />;
  if (article.isError) return <ListLoadError message={t('editor.loadFailed')} retryLabel={t('retry')} onRetry={() => void article.refetch()} busy={article.isFetching} />;
  return <ArticleForm key={`${article.data.source}-${article.data.updated_at}`} article={article.data} platform={platform} />;
}

function ArticleForm({ article, platform }: { article: Article; platform: boolean }) {
  const { t } = useHelpTranslation();
  const [title, setTitle] = useState(article.title);
  const [body, setBody] = useState(article.body);
  const save = useSaveArticle(article.portal, article.topic);
  const errors = fieldErrorsOf(save.error);
  const dirty = title !== article.title || body !== article.body;
  useLeaveWarning(dirty);
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ title, body }, { onSuccess: () => pushToast('success', t('editor.saved')), onError: () => pushToast('error', t('editor.saveFailed')) });
      }}
    >
      <SourceNote source={article.source} platform={platform} />
      <TextField label={t('editor.fields.title')} name="title" value={title} maxLength={200} required onChange={(e) => setTitle(e.target.value)} error={errors.title?.[0]} />
      <Suspense fallback={<Skeleton className="h-72 w-full" />}>
        <ArticleEditor label={t('editor.fields.body')} value={body} onChange={setBody} error={errors.body?.[0]} />
      </Suspense>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" busy={save.isPending} data-testid="help-save">
          {t('editor.save')}
        </Button>
        {dirty && (
          <p className="text-sm text-muted" aria-live="polite">
            {t('editor.unsaved')}
          </p>
        )}
        {!platform && article.source === 'centre' && article.platform_available && <RestoreButton portal={article.portal} topic={article.topic} />}
      </div>
    </form>
  );
}

function FaqPane({ portal, platform }: { portal: HelpPortal; platform: boolean }) {
  const { t } = useHelpTranslation();
  const faq = useFaq(portal);
  if (faq.isPending) return <PageSpinner label={t('loading')} />;
  if (faq.isError) return <ListLoadError message={t('editor.loadFailed')} retryLabel={t('retry')} onRetry={() => void faq.refetch()} busy={faq.isFetching} />;
  return <FaqForm key={`${faq.data.source}-${faq.data.updated_at}`} faq={faq.data} platform={platform} />;
}

function FaqForm({ faq, platform }: { faq: Faq; platform: boolean }) {
  const { t } = useHelpTranslation();
  const [items, setItems] = useState<FaqDraft[]>(() => faq.items.map((i) => newFaqDraft(i.question, i.answer)));
  const save = useSaveFaq(faq.portal);
  const errors = fieldErrorsOf(save.error);
  const dirty = JSON.stringify(items.map(({ question, answer }) => [question, answer])) !== JSON.stringify(faq.items.map(({ question, answer }) => [question, answer]));
  useLeaveWarning(dirty);
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { items: items.map(({ question, answer }) => ({ question, answer })) },
          { onSuccess: () => pushToast('success', t('editor.faqSaved')), onError: () => pushToast('error', t('editor.saveFailed')) },
        );
      }}
    >
      <SourceNote source={faq.source} platform={platform} />
      <FaqEditor items={items} onChange={setItems} errors={errors} />
      {!platform && <p className="text-xs text-muted">{t('editor.faq.emptyCentre')}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" busy={save.isPending} data-testid="help-save">
          {t('editor.save')}
        </Button>
        {dirty && (
          <p className="text-sm text-muted" aria-live="polite">
            {t('editor.unsaved')}
          </p>
        )}
        {!platform && faq.source === 'centre' && faq.platform_available && <RestoreButton portal={faq.portal} topic="faq" />}
      </div>
    </form>
  );
}
