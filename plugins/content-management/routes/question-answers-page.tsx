/**
 * /master/question-and-test-management/question-management/question-answers/{id}: one question (or quiz item, with
 * `?kind=quiz`) as stored, with its answer, its details and its conversation.
 */
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Spinner } from '@ui/spinner';
import { useQuestionTypeName } from '@question-types/type-texts';
import { itemQuery } from '../api/content-api';
import { ItemThread } from '../components/item-thread';
import { listPath } from '../lib/paths';
import { useContentTranslation } from '../locales/texts';

const json = (v: unknown) => JSON.stringify(v, null, 2);

export default function QuestionAnswersPage() {
  const { t } = useContentTranslation();
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const kind = params.get('kind') === 'quiz' ? 'quiz' : 'question';
  const valid = Number.isInteger(id) && id > 0;
  const item = useQuery({ ...itemQuery(kind, valid ? id : 0), enabled: valid });
  const typeName = useQuestionTypeName(item.data?.type?.slug);
  const back = (
    <Link to={listPath(kind, 'list')} className="text-sm text-primary-700 hover:underline">
      {t('answers.back')}
    </Link>
  );
  if (!valid || item.isError) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        <Alert variant="error">
          {t('answers.loadFailed')}{' '}
          {valid && (
            <Button variant="ghost" onClick={() => void item.refetch()}>
              {t('common.retry')}
            </Button>
          )}
        </Alert>
      </div>
    );
  }
  if (item.isPending) return <Spinner label={t('common.loading')} />;
  const q = item.data;
  return (
    <div className="flex flex-col gap-4" data-testid="question-answers">
      {back}
      <h1 className="text-2xl font-semibold text-ink">{q.title}</h1>
      <section aria-labelledby="qa-meta">
        <h2 id="qa-meta" className="mb-2 text-lg font-medium text-ink">{t('answers.meta')}</h2>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <dt className="text-muted">{t('columns.type')}</dt>
          <dd className="text-ink">{typeName || q.type?.name}</dd>
          <dt className="text-muted">{t('columns.state')}</dt>
          <dd className="text-ink">{t(`states.${q.state}`)}</dd>
          <dt className="text-muted">{t('columns.author')}</dt>
          <dd className="text-ink">{q.author?.full_name ?? t('common.none')}</dd>
          <dt className="text-muted">{t('columns.assignee')}</dt>
          <dd className="text-ink">{q.assignee?.full_name ?? t('common.none')}</dd>
          <dt className="text-muted">{t('columns.branches')}</dt>
          <dd className="text-ink">{q.branches.map((b) => b.name).join(', ') || t('common.none')}</dd>
        </dl>
      </section>
      <section aria-labelledby="qa-content">
        <h2 id="qa-content" className="mb-2 text-lg font-medium text-ink">{t('answers.content')}</h2>
        <pre className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded border border-line bg-canvas p-3 text-xs">{json(q.content)}</pre>
      </section>
      <section aria-labelledby="qa-key">
        <h2 id="qa-key" className="mb-2 text-lg font-medium text-ink">{t('answers.key')}</h2>
        <pre className="max-h-64 overflow-auto whitespace-pre-wrap break-words rounded border border-line bg-canvas p-3 text-xs" data-testid="question-key">{json(q.key)}</pre>
      </section>
      <section aria-labelledby="qa-thread">
        <h2 id="qa-thread" className="mb-2 text-lg font-medium text-ink">{t('views.communication')}</h2>
        <ItemThread kind={kind} id={q.id} />
      </section>
    </div>
  );
}
