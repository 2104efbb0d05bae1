/** One chapter, read-only (chapter/details/{id}?class={classId}): its parts in order, with its module and class. */
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { ListLoadError } from '@ui/table-states';
import { PageSpinner } from '@ui/spinner';
import { classQuery } from '../api/authoring';
import { ChapterView } from '../components/chapter-view';
import { useStaffPaths } from '../components/staff';
import { useOnlineClassTranslation } from '../locales/texts';

export default function ChapterDetailsPage() {
  const { t } = useOnlineClassTranslation();
  const { paths } = useStaffPaths();
  const { id } = useParams();
  const [params] = useSearchParams();
  const chapterId = Number(id);
  const classId = Number(params.get('class'));
  const valid = Number.isInteger(classId) && classId > 0 && Number.isInteger(chapterId) && chapterId > 0;
  const query = useQuery({ ...classQuery(classId), enabled: valid });
  if (!valid)
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="warning">{t('chapterPage.noClass')}</Alert>
        <Link to={paths.list} className="text-sm text-primary-700 underline">
          {t('details.backToList')}
        </Link>
      </div>
    );
  if (query.isPending) return <PageSpinner label={t('common.loading')} />;
  if (query.isError)
    return <ListLoadError message={t('details.loadFailed')} retryLabel={t('common.retry')} onRetry={() => void query.refetch()} busy={query.isFetching} />;
  const c = query.data;
  const module = c.modules.find((m) => m.chapters.some((ch) => ch.id === chapterId));
  const chapter = module?.chapters.find((ch) => ch.id === chapterId);
  return (
    <div className="flex flex-col gap-4" data-testid="chapter-details">
      <nav aria-label={t('chapterPage.breadcrumb')} className="text-sm">
        <Link to={paths.modules(c.id)} className="text-primary-700 underline-offset-2 hover:underline">
          {c.title}
        </Link>
      </nav>
      {module && chapter ? <ChapterView chapter={chapter} moduleTitle={module.title} /> : <Alert variant="warning">{t('chapterPage.notFound')}</Alert>}
    </div>
  );
}
