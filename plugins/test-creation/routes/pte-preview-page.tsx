/** {slug}/pte-preview/{id}: a test (slug practice-tests or mock-tests) or a quiz set (quiz-set) as a student would see it. */
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { PageSpinner } from '@ui/spinner';
import { ListLoadError } from '@ui/table-states';
import { isExamType, quizSetReviewQuery, testReviewQuery } from '../api/authoring-api';
import { useAuthoringPaths } from '../lib/paths';
import { StudentPreview } from '../components/student-preview';
import { useTcTranslation } from '../locales/texts';

export default function PtePreviewPage() {
  const { t } = useTcTranslation();
  const { slug = '', id = '' } = useParams();
  const paths = useAuthoringPaths();
  const quiz = slug === 'quiz-set';
  const examType = isExamType(slug) ? slug : 'practice-tests';
  const testQuery = useQuery({ ...testReviewQuery(examType, id), enabled: !quiz && isExamType(slug) });
  const quizQuery = useQuery({ ...quizSetReviewQuery(id), enabled: quiz });
  if (!quiz && !isExamType(slug)) return <Alert variant="error">{t('preview.unknownKind')}</Alert>;
  const query = quiz ? quizQuery : testQuery;
  if (query.isError) return <ListLoadError message={t('preview.loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} busy={query.isFetching} />;
  if (query.isPending || !query.data) return <PageSpinner label={t('loading')} />;
  const record = quiz ? quizQuery.data!.quiz_set : testQuery.data!.test;
  const items = query.data.items;
  return (
    <div className="flex max-w-5xl flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-ink">{t('preview.title', { title: record.title })}</h1>
          <p className="text-sm text-muted">{t('preview.asStudent')}</p>
        </div>
        <Link to={quiz ? paths.quizList : paths.list(examType)} className="inline-flex min-h-10 items-center rounded-md border border-line px-4 py-2 text-sm hover:bg-canvas">
          {t('show.back')}
        </Link>
      </header>
      <StudentPreview title={record.title} items={items} minutes={record.duration_minutes} />
    </div>
  );
}
