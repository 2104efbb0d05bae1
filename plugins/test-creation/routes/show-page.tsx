/**
 * practice-test/show/{id} (`?exam=mock-tests` for a mock): the test's details and each item as the student sees it
 * (the type's Player, read-only), with its answer (the type's Review) on demand. GET {examType}/review/questions/{id}.
 */
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@ui/button';
import { EmptyState } from '@ui/empty-state';
import { PageSpinner } from '@ui/spinner';
import { ListLoadError } from '@ui/table-states';
import { QuestionTypeName } from '@question-types/type-texts';
import { testReviewQuery, type PreviewItem } from '../api/authoring-api';
import { useAuthoringPaths } from '../lib/paths';
import { ItemAnswer, ItemPlayer } from '../components/student-preview';
import { useTcTranslation } from '../locales/texts';

export default function ShowPage() {
  const { t } = useTcTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const examType = params.get('exam') === 'mock-tests' ? 'mock-tests' : 'practice-tests';
  const paths = useAuthoringPaths();
  const query = useQuery(testReviewQuery(examType, id));
  if (query.isError) return <ListLoadError message={t('show.loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} busy={query.isFetching} />;
  if (query.isPending) return <PageSpinner label={t('loading')} />;
  const { test, items } = query.data;
  const details: Array<[string, string]> = [
    [t('table.id'), test.t_id],
    [t('fields.examType'), t(`examType.${test.exam_type}`)],
    [t('fields.category'), test.category ? t(`category.${test.category}`, { defaultValue: test.category }) : '—'],
    [t('show.time'), test.duration_minutes ? t('preview.minutes', { count: test.duration_minutes }) : t('preview.officialTime')],
    [t('fields.createType'), test.create_type ? t(`createType.${test.create_type}`) : '—'],
    [t('table.questions'), String(test.no_of_questions ?? items.length)],
    [t('table.status'), `${t(`status.${test.status}`, { defaultValue: test.status })} · ${t(`approval.${test.approval}`, { defaultValue: test.approval })}`],
  ];
  return (
    <div className="flex max-w-5xl flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-ink" data-testid="show-title">{test.title}</h1>
          {!test.completed && <p className="text-sm text-warning-800">{t('show.draft')}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.list(examType)} className="inline-flex min-h-10 items-center rounded-md border border-line px-4 py-2 text-sm hover:bg-canvas">{t('show.back')}</Link>
          {!test.is_platform && (
            <Link to={paths.wizard('test', 'test-information', { id: test.id, exam: examType })} className="inline-flex min-h-10 items-center rounded-md border border-line px-4 py-2 text-sm hover:bg-canvas">{t('actions.edit')}</Link>
          )}
          <Link to={paths.preview(examType, test.id)} className="inline-flex min-h-10 items-center rounded-md bg-primary-600 px-4 py-2 text-sm font-medium text-white hover:bg-primary-700">{t('actions.preview')}</Link>
        </div>
      </header>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-card border border-line bg-surface p-5 text-sm sm:grid-cols-2 lg:grid-cols-3" data-testid="test-details">
        {details.map(([k, v]) => (
          <div key={k} className="flex gap-2">
            <dt className="text-muted">{k}:</dt>
            <dd className="font-medium text-ink">{v}</dd>
          </div>
        ))}
        {test.description && (
          <div className="sm:col-span-2 lg:col-span-3">
            <dt className="text-muted">{t('fields.description')}:</dt>
            <dd className="whitespace-pre-line text-ink">{test.description}</dd>
          </div>
        )}
      </dl>
      {items.length === 0 ? (
        <EmptyState title={t('preview.empty')} />
      ) : (
        <ol className="flex flex-col gap-4">
          {items.map((item, i) => (
            <ShowItem key={item.id} item={item} n={i + 1} />
          ))}
        </ol>
      )}
    </div>
  );
}

function ShowItem({ item, n }: { item: PreviewItem; n: number }) {
  const { t } = useTcTranslation();
  // one at a time on demand: an audio item's Player counts down and plays as soon as it shows
  const [question, setQuestion] = useState(false);
  const [answer, setAnswer] = useState(false);
  const section = (item.question_type.group || item.question_type.section || '').toLowerCase();
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5" data-testid="show-item" data-id={item.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold text-ink">
          <span className="mr-2 tabular-nums text-muted">{n}.</span>
          {item.title}
        </h2>
        <span className="text-xs text-muted">
          {t(`sections.${section}`, { defaultValue: section })} · <QuestionTypeName slug={item.question_type.slug} fallback={item.question_type.name} />
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" aria-expanded={question} onClick={() => setQuestion((q) => !q)} data-testid="show-question">
          {question ? t('show.hideQuestion') : t('show.showQuestion')}
        </Button>
        <Button variant="secondary" aria-expanded={answer} onClick={() => setAnswer((a) => !a)} data-testid="show-answer">
          {answer ? t('show.hideAnswer') : t('show.showAnswer')}
        </Button>
      </div>
      {question && <ItemPlayer item={item} disabled />}
      {answer && <ItemAnswer item={item} />}
    </li>
  );
}
