/**
 * /student/online-class/short-result/evaluation/{id}?class=&module=&chapter=: the short result of a chapter quiz
 * (an answer sheet, read with GET quiz-test/evaluation/{id}): the score, pass or fail against the module's minimum
 * (GET oc/{classId}: the module's rule), and the way back to the chapter and the class.
 */
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { PageSpinner } from '@ui/spinner';
import { useOcClass } from '../api/student';
import { quizEvaluationQuery } from '../api/student-extra';
import { ProgressBar } from '../components/student/progress-bar';
import { chapterPath, classDetailsPath, classListPath } from '../lib/student-paths';
import { useStudentClassTranslation } from '../locales/student-texts';

const num = (v: string | null | undefined) => (v && /^\d+$/.test(v) ? Number(v) : 0);

export default function StudentShortResultPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const classId = num(search.get('class'));
  const moduleId = num(search.get('module'));
  const chapterId = num(search.get('chapter'));
  const { t } = useStudentClassTranslation();
  const evaluation = useQuery({ ...quizEvaluationQuery(id), enabled: /^\d+$/.test(id) });
  const oc = useOcClass(classId);

  if (!/^\d+$/.test(id)) return <Alert variant="error">{t('student.result.notFound')}</Alert>;
  if (evaluation.isPending || (classId > 0 && oc.isPending)) return <PageSpinner label={t('student.loading')} />;
  if (evaluation.isError) return <Alert variant="error">{t('student.result.loadFailed')}</Alert>;
  const e = evaluation.data;
  const module = oc.data?.modules.find((m) => m.id === moduleId);
  const min = module?.rules.min_quiz_percent ?? null;
  const submitted = e.submitted_at !== null;
  const passed = submitted && e.percent >= (min ?? 0);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5" data-testid="oc-short-result" data-passed={passed ? 'true' : 'false'}>
      <header className="flex flex-col gap-1">
        <p className="text-sm text-muted">{t('student.result.kicker')}</p>
        <h1 className="break-words text-2xl font-semibold text-ink">{e.title}</h1>
      </header>
      <section className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4" aria-labelledby="score-title">
        <h2 id="score-title" className="text-lg font-semibold text-ink">
          {t('student.result.score')}
        </h2>
        <p className="text-3xl font-semibold text-ink" data-testid="result-percent">
          {t('student.result.percent', { percent: Math.round(e.percent) })}
        </p>
        <ProgressBar percent={e.percent} label={t('student.result.score')} />
        <p className="text-sm text-muted">{t('student.result.points', { score: e.score, max: e.max, correct: e.correct, total: e.total })}</p>
        <p className="text-sm text-muted">{min !== null ? t('student.quiz.minScore', { percent: min }) : t('student.quiz.anyScore')}</p>
        {!submitted ? (
          <Alert variant="info">{t('student.result.notSubmitted')}</Alert>
        ) : passed ? (
          <Alert variant="success">
            <span data-testid="result-verdict">{t('student.result.passed')}</span>
          </Alert>
        ) : (
          <Alert variant="warning">
            <span data-testid="result-verdict">{t('student.result.failed', { percent: min ?? 0 })}</span>
          </Alert>
        )}
      </section>
      <div className="flex flex-wrap gap-4">
        {classId > 0 && moduleId > 0 && chapterId > 0 && (
          <Link to={chapterPath(classId, moduleId, chapterId)} className="inline-flex min-h-10 items-center rounded-md bg-primary-600 px-4 text-sm font-medium text-white hover:bg-primary-700" data-testid="back-to-chapter">
            {t('student.result.backToChapter')}
          </Link>
        )}
        <Link to={classId > 0 ? classDetailsPath(classId) : classListPath()} className="inline-flex min-h-10 items-center text-sm font-medium text-primary-700 underline underline-offset-2" data-testid="back-to-class">
          {t('student.backToClass')}
        </Link>
      </div>
    </div>
  );
}
