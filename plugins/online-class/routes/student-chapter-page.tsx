/**
 * /student/online-class-chapter-details/{id}?class=&module=: the chapter player. The class player machine
 * (machines/class-player.machine.ts) loads the chapter (GET oc/{classId}/{moduleId}/chapters/{id}), opens the first
 * part not done (a video at the position the server keeps), marks parts complete (one, or every text part at once),
 * sends the video position every few seconds, on pause and on leaving, and goes on to the next chapter or the
 * congratulations. A locked chapter (the server's 403 `chapter_locked`) shows why and what opens it, not an error.
 * A quiz part is sat through the exams flow; coming back here reloads the chapter with its best result.
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Alert } from '@ui/alert';
import { ListLoadError } from '@ui/table-states';
import { Button } from '@ui/button';
import { PageSpinner } from '@ui/spinner';
import { pathTo } from '@kernel/router/route-refs';
import { classPlayerMachine, isReachable, type ChapterLoad, type MarkCompleteInput, type MarkCompleteOutput, type PlayerPart } from '@machines/class-player.machine';
import {
  invalidateOc, markComplete, markCompleteBulk, ocChapterQuery, ocClassQuery, saveVideoPosition, setBookmark, useOcChapterList,
  type OcChapter, type OcPart,
} from '../api/student';
import { links } from '../links';
import { ChapterParts } from '../components/student/chapter-parts';
import { LockNotice } from '../components/student/lock-notice';
import { ProgressBar } from '../components/student/progress-bar';
import { chapterPath, classDetailsPath, congratulationsPath, shortResultPath } from '../lib/student-paths';
import { useStudentClassTranslation } from '../locales/student-texts';

const num = (v: string | null | undefined) => (v && /^\d+$/.test(v) ? Number(v) : 0);

export default function StudentChapterPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const chapterId = num(id);
  const classId = num(search.get('class'));
  const list = useOcChapterList(classId);
  // the module comes with the link; without it, from the class's chapter list
  const moduleId = num(search.get('module')) || list.data?.find((c) => c.id === chapterId)?.module_id || 0;
  const { t } = useStudentClassTranslation();
  if (!chapterId || !classId) return <Alert variant="error">{t('student.chapter.notFound')}</Alert>;
  if (!moduleId) return list.isError ? <Alert variant="error">{t('student.chapter.notFound')}</Alert> : <PageSpinner label={t('student.loading')} />;
  return <ChapterPlayer key={`${classId}/${moduleId}/${chapterId}`} classId={classId} moduleId={moduleId} chapterId={chapterId} />;
}

const toPlayerPart = (p: OcPart): PlayerPart => ({
  key: String(p.id),
  kind: p.kind,
  completed: p.is_completed,
  position: p.position_sec,
  quiz: p.quiz ? { minScore: p.quiz.min_percent, score: p.quiz.best_percent, answerSheetId: p.quiz.best_sheet_id } : undefined,
});

function ChapterPlayer({ classId, moduleId, chapterId }: { classId: number; moduleId: number; chapterId: number }) {
  const { t } = useStudentClassTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = useOcChapterList(classId);
  const [chapter, setChapter] = useState<OcChapter | null>(null);
  const [bookmarked, setBookmarked] = useState<boolean | null>(null);

  const [machine] = useState(() =>
    classPlayerMachine.provide({
      actors: {
        load: fromPromise(async (): Promise<ChapterLoad> => {
          const data = await queryClient.fetchQuery({ ...ocChapterQuery(classId, moduleId, chapterId), staleTime: 0 });
          setChapter(data);
          // the last chapter: whether the whole class is done decides between the congratulations and the class
          const classCompleted = data.next_chapter === null ? (await queryClient.fetchQuery({ ...ocClassQuery(classId), staleTime: 0 })).is_completed : false;
          return {
            parts: data.parts.map(toPlayerPart),
            nextChapter: data.next_chapter ? { id: data.next_chapter.id, locked: data.next_chapter.locked } : null,
            classCompleted,
          };
        }),
        markComplete: fromPromise(async ({ input }: { input: MarkCompleteInput }): Promise<MarkCompleteOutput> => {
          const ids = input.partKeys.map(Number);
          const r = input.bulk ? await markCompleteBulk(ids) : await markComplete(ids[0]!);
          void invalidateOc(queryClient);
          return { classCompleted: r.class_completed };
        }),
      },
      actions: {
        savePositions: (_, { changed }: { changed: Array<{ key: string; seconds: number }> }) => {
          for (const c of changed) void saveVideoPosition(Number(c.key), c.seconds).catch(() => undefined);
        },
      },
    }),
  );
  const [snapshot, send, actorRef] = useMachine(machine, { input: { chapterId } });
  const c = snapshot.context;

  // leaving (another page, a closed tab, a hidden tab): the video's last position goes to the server
  useEffect(() => {
    const hidden = () => document.visibilityState === 'hidden' && actorRef.send({ type: 'user.leave' });
    document.addEventListener('visibilitychange', hidden);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      actorRef.send({ type: 'user.leave' });
    };
  }, [actorRef]);

  useEffect(() => {
    if (snapshot.status !== 'done' || !snapshot.output) return;
    const out = snapshot.output;
    if (out.next === 'congratulations') navigate(congratulationsPath(classId));
    else if (out.next === 'chapter' && chapter?.next_chapter) navigate(chapterPath(classId, chapter.next_chapter.module_id, chapter.next_chapter.id));
    else navigate(classDetailsPath(classId));
  }, [snapshot.status, snapshot.output, navigate, classId, chapter]);

  const brief = list.data?.find((x) => x.id === chapterId);
  const title = chapter?.title ?? brief?.title ?? '';

  if (snapshot.matches('loading')) return <PageSpinner label={t('student.loading')} />;
  if (snapshot.matches('loadFailed')) {
    return <ListLoadError message={t('student.chapter.loadFailed')} retryLabel={t('student.retry')} onRetry={() => send({ type: 'user.retry' })} />;
  }
  if (snapshot.matches('locked')) {
    const index = list.data?.findIndex((x) => x.id === chapterId) ?? -1;
    const previous = index > 0 ? list.data![index - 1] : undefined;
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        <BackToClass classId={classId} />
        <h1 className="break-words text-2xl font-semibold text-ink">{title}</h1>
        <LockNotice
          reason={brief?.lock_reason ?? c.lock?.reason ?? null}
          previous={previous ? { title: previous.title, to: chapterPath(classId, previous.module_id, previous.id) } : null}
          onRetry={() => send({ type: 'user.retry' })}
        />
      </div>
    );
  }
  if (!chapter) return <PageSpinner label={t('student.loading')} />;

  const completedIds = c.completed.map(Number);
  const textParts = chapter.parts.filter((p) => p.kind === 'text');
  const unreadText = textParts.filter((p) => !completedIds.includes(p.id));
  const done = chapter.parts.filter((p) => completedIds.includes(p.id)).length;
  const percent = chapter.parts.length ? Math.floor((100 * done) / chapter.parts.length) : 0;
  const flow = snapshot.matches({ ready: { flow: 'chapterComplete' } }) ? 'complete' : snapshot.matches({ ready: { flow: 'advancing' } }) ? 'advancing' : 'playing';
  const isBookmarked = bookmarked ?? chapter.bookmarked;
  const positions = Object.fromEntries(Object.entries(c.positions).map(([k, v]) => [Number(k), v]));
  const at = { classId, moduleId, chapterId };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="chapter-player" data-state={flow}>
      <BackToClass classId={classId} />
      <header className="flex flex-col gap-2">
        <p className="text-sm text-muted">{chapter.module_title}</p>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="min-w-0 break-words text-2xl font-semibold text-ink">{chapter.title}</h1>
          <Button
            variant="secondary"
            aria-pressed={isBookmarked}
            data-testid="bookmark-chapter"
            onClick={async () => {
              const next = !isBookmarked;
              setBookmarked(next);
              try {
                await setBookmark({ chapter_id: chapterId, bookmarked: next });
                void invalidateOc(queryClient);
              } catch {
                setBookmarked(!next);
              }
            }}
          >
            {isBookmarked ? t('student.bookmark.remove') : t('student.bookmark.add')}
          </Button>
        </div>
        {chapter.description && <p className="break-words text-sm text-muted">{chapter.description}</p>}
        <div className="flex max-w-md flex-col gap-1">
          <ProgressBar percent={percent} label={t('student.chapter.progressLabel')} testId="chapter-progress" />
          <p className="text-xs text-muted">{t('student.chapter.progress', { done, total: chapter.parts.length })}</p>
        </div>
      </header>

      {c.error && <Alert variant="error">{t('student.chapter.markFailed')}</Alert>}

      {unreadText.length > 0 && textParts.length > 1 && (
        <Button variant="secondary" className="self-start" busy={snapshot.matches({ ready: { flow: 'marking' } })} onClick={() => send({ type: 'user.markAllRead' })} data-testid="mark-all-read">
          {t('student.chapter.markAllRead', { count: unreadText.length })}
        </Button>
      )}

      <ChapterParts
        parts={chapter.parts}
        index={c.index}
        completedIds={completedIds}
        busyIds={c.sending.map(Number)}
        positions={positions}
        isReachable={(i) => isReachable(c, i)}
        onSelect={(i) => send({ type: 'user.goTo', index: i })}
        onComplete={(p) => send({ type: 'user.complete', key: String(p.id) })}
        onVideoProgress={(p, s) => send({ type: 'media.progress', key: String(p.id), seconds: s })}
        onVideoPause={(p, s) => send({ type: 'media.pause', key: String(p.id), seconds: s })}
        onVideoEnded={(p) => send({ type: 'media.ended', key: String(p.id) })}
        quizTo={(p) => (p.quiz ? pathTo(links.quiz, { id: p.quiz.quiz_set_id }, { sheet: p.quiz.open_sheet_id ?? undefined, back: chapterPath(classId, moduleId, chapterId) }) : null)}
        resultTo={(_, sheetId) => shortResultPath(sheetId, at)}
      />

      {flow === 'advancing' && (
        <div className="flex flex-wrap items-center gap-3" role="status" data-testid="advancing">
          <p className="text-sm text-muted">{t('student.chapter.advancing')}</p>
          <Button variant="ghost" onClick={() => send({ type: 'user.stay' })}>
            {t('student.chapter.stay')}
          </Button>
        </div>
      )}

      {flow === 'complete' ? (
        <section className="flex flex-col items-start gap-3 rounded-card border border-success-700 bg-success-50 p-4" data-testid="chapter-complete" aria-live="polite">
          <p className="font-semibold text-success-700">{t('student.chapter.complete')}</p>
          <Button onClick={() => send({ type: 'user.continue' })} data-testid="continue">
            {c.classCompleted ? t('student.chapter.finishClass') : chapter.next_chapter ? t('student.chapter.nextChapter') : t('student.chapter.backToClass')}
          </Button>
        </section>
      ) : (
        <div className="flex flex-wrap justify-between gap-3 border-t border-line pt-4">
          <Button variant="secondary" disabled={c.index === 0} onClick={() => send({ type: 'user.previous' })} data-testid="previous-part">
            {t('student.chapter.previous')}
          </Button>
          <Button variant="secondary" disabled={!isReachable(c, c.index + 1)} onClick={() => send({ type: 'user.next' })} data-testid="next-part">
            {t('student.chapter.next')}
          </Button>
        </div>
      )}
    </div>
  );
}

function BackToClass({ classId }: { classId: number }) {
  const { t } = useStudentClassTranslation();
  return (
    <Link to={classDetailsPath(classId)} className="self-start text-sm font-medium text-primary-700 underline-offset-2 hover:underline" data-testid="back-to-class">
      {t('student.backToClass')}
    </Link>
  );
}
