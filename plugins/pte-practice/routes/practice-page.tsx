/**
 * Practise one item in the exam-player frame (UI.md): a top bar with the section, "Item N of M" within the type's
 * list and the time left where the type has a timer; the type's Player (only that type's chunk loads); Submit
 * -> POST question-test -> the score with its traits and the type's Review (the answer carries the key); Redo
 * and Next item.
 */
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PageSpinner } from '@ui/spinner';
import { questionType } from '@question-types/registry';
import { mediaUrl, mediaUrlWith, useQuestionTypeUi } from '@question-types/ui-registry';
import { useProtectedFileUrl } from '@kernel/http/protected-file';
import { uploadFile } from '@kernel/http/upload';
import { practiceListQuery, practiceQuestionQuery, SEQUENCE_SIZE, submitAnswer, type PracticeResult } from '../api/practice-api';
import { clearDraft, readDraft, writeDraft } from '../components/draft';
import { formatClock, useCountdown } from '../components/countdown';
import { ScorePanel } from '../components/score-panel';
import { usePracticeTranslation } from '../components/texts';

export const itemPath = (slug: string, id: number | string) => `/student/pte-practice/${slug}/pte/${id}`;

/** A new item is a new page: its state (response, result, timer) starts afresh. */
export default function PracticePage() {
  const { slug = '', pteId = '' } = useParams();
  return <PracticeItem key={`${slug}/${pteId}`} slug={slug} pteId={pteId} />;
}

function PracticeItem({ slug, pteId }: { slug: string; pteId: string }) {
  const { t } = usePracticeTranslation();
  const def = questionType(slug);
  const item = useQuery(practiceQuestionQuery(pteId));
  const sequence = useQuery({ ...practiceListQuery(slug, 1, SEQUENCE_SIZE), enabled: !!def });
  const ui = useQuestionTypeUi(def?.slug);
  const [response, setResponse] = useState<unknown>(() => readDraft(pteId));
  const [result, setResult] = useState<PracticeResult | null>(null);
  const [attempt, setAttempt] = useState(0);
  const submitted = useRef(false);

  const submit = useMutation({
    mutationFn: (r: unknown) => submitAnswer(Number(pteId), r),
    onSuccess: (data) => {
      clearDraft(pteId);
      setResult(data);
    },
    onError: () => {
      submitted.current = false;
    },
  });

  const content = item.data && def ? def.schemas.content.safeParse(item.data.content) : null;
  const current = response !== undefined ? response : content?.success ? def!.emptyResponse(content.data) : undefined;

  const doSubmit = useCallback(() => {
    if (submitted.current || current === undefined) return;
    submitted.current = true;
    submit.mutate(current);
  }, [current, submit]);

  // a speaking item's response window belongs to its recorder (preparation first, then recording): no page timer
  const responseSec = def?.section === 'speaking' ? null : (def?.timing.responseSec ?? null);
  const left = useCountdown(responseSec, !!content?.success && ui.status === 'ready' && result === null, `${pteId}:${attempt}`);
  useEffect(() => {
    if (left === 0 && result === null) doSubmit();
  }, [left, result, doSubmit]);

  // after submission the Review replays the student's recording, which only the session may read
  const recording = result ? ((current as { recording?: unknown } | undefined)?.recording ?? null) : null;
  const recordingFile = useProtectedFileUrl(typeof recording === 'string' ? recording : null);
  const reviewMediaUrl = mediaUrlWith(typeof recording === 'string' ? recording : null, recordingFile.url);

  const redo = () => {
    clearDraft(pteId);
    setResponse(undefined);
    setResult(null);
    submit.reset();
    submitted.current = false;
    setAttempt((n) => n + 1);
  };

  if (!def) return <Alert variant="error">{t('player.unknownType')}</Alert>;
  if (item.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error">{t('player.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => void item.refetch()} busy={item.isFetching}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (item.isPending || ui.status === 'loading') return <PageSpinner label={t('player.loading')} />;
  if (ui.status === 'error' || !content?.success) return <Alert variant="error">{t('player.loadFailed')}</Alert>;

  const ids = sequence.data?.items.map((q) => q.id) ?? [];
  const index = ids.indexOf(Number(pteId));
  const total = sequence.data?.meta.total ?? 0;
  const next = index >= 0 ? ids[index + 1] : undefined;
  const previous = index > 0 ? ids[index - 1] : undefined;
  const { Player, Review } = ui.ui;
  const timeUp = left === 0;

  return (
    <div className="mx-auto flex max-w-5xl flex-col overflow-hidden rounded-card border border-line bg-surface" data-testid="exam-player">
      <header className="flex flex-wrap items-center justify-between gap-3 bg-primary-800 px-5 py-3 text-white" data-testid="player-top-bar">
        <div className="flex flex-col">
          <span className="text-xs uppercase tracking-wide opacity-80">{t(`sections.${def.section}`)}</span>
          <span className="font-semibold">{def.shortName}</span>
        </div>
        <div className="flex items-center gap-4 text-sm">
          {index >= 0 && total > 0 && (
            <span data-testid="item-position">{t('player.position', { n: index + 1, m: total })}</span>
          )}
          {left !== null && (
            <span role="timer" aria-live="off" aria-label={t('player.timeLeft')} data-testid="time-left" className={`rounded px-2 py-1 tabular-nums ${left <= 60 ? 'bg-danger-700' : 'bg-primary-900/40'}`}>
              {formatClock(left)}
            </span>
          )}
        </div>
      </header>

      <main className="flex flex-col gap-5 p-5">
        <h1 className="text-lg font-semibold text-ink">{item.data.title}</h1>
        {timeUp && result === null && <Alert variant="warning">{t('player.timeUp')}</Alert>}
        <Suspense fallback={<PageSpinner label={t('player.loading')} />}>
          <div data-testid="player-body">
            <Player
              key={attempt}
              content={content.data}
              response={current}
              onChange={(r) => {
                setResponse(r);
                writeDraft(pteId, r);
              }}
              mode="practice"
              disabled={result !== null || submit.isPending || timeUp}
              mediaUrl={mediaUrl}
              upload={uploadFile}
            />
          </div>
          {submit.isError && <Alert variant="error">{t('player.submitFailed')}</Alert>}
          {result && (
            <section aria-labelledby="practice-result" className="flex flex-col gap-4 border-t border-line pt-5" data-testid="practice-result">
              <h2 id="practice-result" className="sr-only">
                {t('result.title')}
              </h2>
              <ScorePanel def={def} result={result} />
              <Link to={`/student/pte-practice/result/${result.attempt_id}`} className="self-start text-sm font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800" data-testid="full-result">
                {t('result.fullResult')}
              </Link>
              <Review content={content.data} itemKey={result.key} response={current} result={result} mediaUrl={reviewMediaUrl} />
            </section>
          )}
        </Suspense>
      </main>

      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-line bg-canvas px-5 py-3" data-testid="player-bottom-bar">
        <div className="flex gap-2">
          {previous !== undefined && (
            <Link to={itemPath(slug, previous)} className="inline-flex min-h-10 items-center rounded-md border border-line bg-surface px-4 py-2 text-sm hover:bg-canvas" data-testid="previous-item">
              {t('player.previous')}
            </Link>
          )}
          <Link to={`/student/pte-practice/list/${def.section}/${slug}`} className="inline-flex min-h-10 items-center rounded-md px-4 py-2 text-sm text-muted hover:text-ink">
            {t('player.backToList')}
          </Link>
        </div>
        <div className="flex gap-2">
          {result === null ? (
            <Button onClick={doSubmit} busy={submit.isPending} data-testid="submit-answer">
              {t('player.submit')}
            </Button>
          ) : (
            <>
              <Button variant="secondary" onClick={redo} data-testid="redo">
                {t('player.redo')}
              </Button>
              {next !== undefined && (
                <Link to={itemPath(slug, next)} className="inline-flex min-h-10 items-center rounded-md bg-primary-600 px-4 py-2 text-sm font-medium text-white hover:bg-primary-700" data-testid="next-item">
                  {t('player.next')}
                </Link>
              )}
            </>
          )}
        </div>
      </footer>
    </div>
  );
}
