/**
 * An author's preview: the type's Player as the student sees it; "Check" scores the answer with the type's own
 * score() against the key (the author holds it) and shows the Review.
 */
import { Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PageSpinner } from '@ui/spinner';
import type { ScoreResult } from '@question-types/kit/define-question-type';
import { questionType } from '@question-types/registry';
import { mediaUrl, useQuestionTypeUi } from '@question-types/ui-registry';
import { useQuestionTypeName } from '@question-types/type-texts';
import { uploadFile } from '@kernel/http/upload';
import { questionQuery } from '../api/questions-api';
import { useBankPaths } from '../lib/paths';
import { useBankTranslation } from '../locales/texts';

export default function PreviewPage() {
  const { t } = useBankTranslation();
  const { id = '', slug = '' } = useParams();
  const paths = useBankPaths();
  const query = useQuery(questionQuery(id));
  const def = questionType(query.data?.question_type.slug ?? slug);
  const ui = useQuestionTypeUi(def?.slug);
  const typeName = useQuestionTypeName(def?.slug);
  const [response, setResponse] = useState<unknown>(undefined);
  const [result, setResult] = useState<ScoreResult | null>(null);
  const [attempt, setAttempt] = useState(0);

  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error">{t('preview.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (query.isPending) return <PageSpinner label={t('preview.loading')} />;
  const q = query.data;
  if (!def) return <Alert variant="error">{t('preview.unknownType')}</Alert>;
  const content = def.schemas.content.parse(q.content);
  const current = response === undefined ? def.emptyResponse(content) : response;
  const section = q.question_type.group || def.section;

  const check = () => {
    const key = def.schemas.key.parse(q.key);
    const parsed = def.schemas.response.safeParse(current);
    setResult(def.score({ content, key, response: parsed.success ? parsed.data : def.emptyResponse(content) }));
  };
  const reset = () => {
    setResponse(undefined);
    setResult(null);
    setAttempt((n) => n + 1);
  };

  return (
    <div className="flex max-w-4xl flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-ink">{t('preview.title', { title: q.title })}</h1>
          <p className="text-sm text-muted">
            {t(`sections.${section}`)} · {typeName}
          </p>
        </div>
        <div className="flex gap-2">
          <Link to={paths.list(section)} className="inline-flex min-h-10 items-center rounded-md border border-line px-4 py-2 text-sm hover:bg-canvas">
            {t('preview.back')}
          </Link>
          <Link to={paths.edit(q.id)} className="inline-flex min-h-10 items-center rounded-md border border-line px-4 py-2 text-sm hover:bg-canvas">
            {t('preview.edit')}
          </Link>
        </div>
      </header>
      <p className="text-sm text-muted">{t('preview.intro')}</p>
      {ui.status === 'error' ? (
        <Alert variant="error">{t('form.editorFailed')}</Alert>
      ) : ui.status === 'loading' ? (
        <PageSpinner label={t('preview.loading')} />
      ) : (
        <Suspense fallback={<PageSpinner label={t('preview.loading')} />}>
          <div className="rounded-card border border-line bg-surface p-5" data-testid="preview-player">
            <ui.ui.Player key={attempt} content={content} response={current} onChange={setResponse} mode="preview" disabled={result !== null} mediaUrl={mediaUrl} upload={uploadFile} />
          </div>
          <div className="flex gap-2">
            {result === null ? (
              <Button onClick={check} data-testid="check-answer">
                {t('preview.check')}
              </Button>
            ) : (
              <Button variant="secondary" onClick={reset}>
                {t('preview.reset')}
              </Button>
            )}
          </div>
          {result && (
            <section className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5" data-testid="preview-result">
              <p className="text-lg font-semibold text-ink" data-testid="score">
                {t('preview.score', { score: result.score, max: result.max })}
              </p>
              <ui.ui.Review content={content} itemKey={def.schemas.key.parse(q.key)} response={current} result={result} mediaUrl={mediaUrl} />
            </section>
          )}
        </Suspense>
      )}
    </div>
  );
}
