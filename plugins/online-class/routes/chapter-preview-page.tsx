/**
 * The authors' preview of a chapter as a student meets it (preview/module/{id}/chapter/{chapterId}?id={classId}),
 * from what the server holds (the wizard saves before it links here), with the chapters before and after it.
 */
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { ListLoadError } from '@ui/table-states';
import { PageSpinner } from '@ui/spinner';
import { classQuery } from '../api/authoring';
import { AuthorChapterPreview } from '../components/author-chapter-preview';
import { useStaffPaths } from '../components/staff';
import { useOnlineClassTranslation } from '../locales/texts';

export default function ChapterPreviewPage() {
  const { t } = useOnlineClassTranslation();
  const { paths } = useStaffPaths();
  const { id, chapterId } = useParams();
  const [params] = useSearchParams();
  const classId = Number(params.get('id'));
  const valid = Number.isInteger(classId) && classId > 0;
  const query = useQuery({ ...classQuery(classId), enabled: valid, refetchOnMount: 'always' });
  // the student's part views take their texts from the student namespace: they register it themselves
  if (!valid) return <Alert variant="warning">{t('chapterPage.noClass')}</Alert>;
  if (query.isPending) return <PageSpinner label={t('common.loading')} />;
  if (query.isError)
    return <ListLoadError message={t('details.loadFailed')} retryLabel={t('common.retry')} onRetry={() => void query.refetch()} busy={query.isFetching} />;
  const c = query.data;
  const flat = c.modules.flatMap((m) => m.chapters.map((ch) => ({ m, ch })));
  const at = flat.findIndex((x) => String(x.m.id) === id && String(x.ch.id) === chapterId);
  const here = flat[at];
  const before = at > 0 ? flat[at - 1] : undefined;
  const after = at >= 0 ? flat[at + 1] : undefined;
  return (
    <div className="flex flex-col gap-4" data-testid="chapter-preview">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-ink">{t('preview.title', { title: c.title })}</h1>
        <Link to={paths.step('review', c.id)} className="rounded-md border border-line px-3 py-2 text-sm text-ink hover:bg-canvas" data-testid="back-to-wizard">
          {t('preview.back')}
        </Link>
      </div>
      <Alert variant="info">{t('preview.note')}</Alert>
      {here ? (
        <article className="flex flex-col gap-4" data-testid="chapter-view">
          <header className="flex flex-col gap-1">
            <p className="text-sm text-muted">{here.m.title}</p>
            <h2 className="text-xl font-semibold text-ink">{here.ch.title}</h2>
            {here.ch.description && <p className="text-sm text-muted">{here.ch.description}</p>}
          </header>
          <AuthorChapterPreview key={here.ch.id} chapter={here.ch} minQuizPercent={here.m.rules.min_quiz_percent} />
        </article>
      ) : (
        <Alert variant="warning">{t('chapterPage.notFound')}</Alert>
      )}
      <nav aria-label={t('preview.chapters')} className="flex flex-wrap justify-between gap-2">
        {before ? (
          <Link to={paths.preview(before.m.id, before.ch.id, c.id)} className="text-sm text-primary-700 underline">
            ← {before.ch.title}
          </Link>
        ) : (
          <span />
        )}
        {after && (
          <Link to={paths.preview(after.m.id, after.ch.id, c.id)} className="text-sm text-primary-700 underline">
            {after.ch.title} →
          </Link>
        )}
      </nav>
    </div>
  );
}
