/**
 * Practise one item in the exam player (UI.md): the kit's player frame, driven by the exam session machine in
 * practice mode (machines/exam-session.machine.ts): load the item -> answer under the type's timer (the machine's,
 * on the server's clock) -> Submit or time up -> POST question-test -> the score with its traits and the type's
 * Review with the revealed key -> Redo. Previous and Next item walk the type's list (each item has its own
 * address, so a new item is a new page and a new session). An item of a test the student has open cannot be
 * practised: the page names that test and links back to it.
 */
import { Suspense, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PageSpinner } from '@ui/spinner';
import { examSessionMachine, type CheckInput, type EnrollInput, type EnrollResult, type ExamItem } from '@machines/exam-session.machine';
import { questionType } from '@question-types/registry';
import { mediaUrl, mediaUrlWith, useQuestionTypeUi } from '@question-types/ui-registry';
import { useQuestionTypeName } from '@question-types/type-texts';
import { PlayerFrame, PracticeBottomBar, TopBar } from '@question-types/kit/ui/player-frame';
import { useProtectedFileUrl } from '@kernel/http/protected-file';
import { uploadFile } from '@kernel/http/upload';
import { practiceListQuery, practiceQuestionQuery, SEQUENCE_SIZE, submitAnswer, type PracticeResult } from '../api/practice-api';
import { clearDraft, readDraft, writeDraft } from '../lib/draft';
import { pathTo } from '@kernel/router/route-refs';
import { links } from '../links';
import { resumePathOf } from '../lib/open-sitting';
import { ScorePanel } from '../components/score-panel';
import { usePracticeTranslation } from '../locales/texts';

export const itemPath = (slug: string, id: number | string) => `/student/pte-practice/${slug}/pte/${id}`;

/** the item with its parsed content, as the session holds it */
interface PracticeItem extends ExamItem {
  title: string;
  content: unknown;
}

class ItemUnavailable extends Error {}

/** A new item is a new page: its session (response, review, timer) starts afresh. */
export default function PracticePage() {
  const { slug = '', pteId = '' } = useParams();
  return <PracticeItemPage key={`${slug}/${pteId}`} slug={slug} pteId={pteId} />;
}

function PracticeItemPage({ slug, pteId }: { slug: string; pteId: string }) {
  const { t } = usePracticeTranslation();
  const def = questionType(slug);
  const typeName = useQuestionTypeName(def?.slug);
  const queryClient = useQueryClient();
  const sequence = useQuery({ ...practiceListQuery(slug, 1, SEQUENCE_SIZE), enabled: !!def });
  const ui = useQuestionTypeUi(def?.slug, { player: true });
  // purely visual: whether the revealed answer (the Review) is open
  const [answerShown, setAnswerShown] = useState(true);
  // the loaded item, for the check's empty response when the student gave none
  const loaded = useRef<PracticeItem | null>(null);

  const [machine] = useState(() =>
    examSessionMachine.provide({
      actors: {
        enroll: fromPromise<EnrollResult, EnrollInput>(async () => {
          if (!def) throw new ItemUnavailable('unknown type');
          const q = await queryClient.fetchQuery(practiceQuestionQuery(pteId));
          const content = def.schemas.content.safeParse(q.content);
          if (!content.success) throw new ItemUnavailable('content');
          const id = String(q.id);
          const item: PracticeItem = { id, slug: def.slug, section: def.section, part: def.testPart, timing: { prepSec: def.timing.prepSec, responseSec: def.timing.responseSec }, title: q.title, content: content.data };
          loaded.current = item;
          const draft = readDraft(pteId);
          // single practice has no deadline: the item's timer is counted on the server's clock when the server
          // sends its time, else on the client's (the offset is then 0)
          return { enrollmentId: id, serverNow: q.server_now ?? Date.now(), deadline: null, items: [item], answers: draft === undefined ? {} : { [id]: draft } };
        }),
        check: fromPromise<unknown, CheckInput>(async ({ input }) => {
          const item = loaded.current;
          const response = input.response !== undefined ? input.response : def && item ? def.emptyResponse(item.content as never) : undefined;
          return submitAnswer(Number(input.itemId), response);
        }),
      },
      actions: {
        keepDraft: (_, p) => writeDraft(p.itemId, p.response),
        dropDraft: (_, p) => clearDraft(p.itemId),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { mode: 'practice', allowBack: false } });
  const c = snapshot.context;
  const item = c.items[0] as PracticeItem | undefined;
  const response = item ? c.answers[item.id] : undefined;
  const review = (c.review as PracticeResult | null) ?? null;

  // after submission the Review replays the student's recording, which only the session may read
  const recording = review ? ((response as { recording?: unknown } | undefined)?.recording ?? null) : null;
  const recordingFile = useProtectedFileUrl(typeof recording === 'string' ? recording : null);
  const reviewMediaUrl = mediaUrlWith(typeof recording === 'string' ? recording : null, recordingFile.url);

  if (!def) return <Alert variant="error">{t('player.unknownType')}</Alert>;
  if (snapshot.matches('enrollFailed')) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error">{t('player.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => send({ type: 'user.retry' })} data-testid="load-retry">
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (snapshot.matches('enrolling') || !item || ui.status === 'loading') return <PageSpinner label={t('player.loading')} />;
  if (ui.status === 'error') return <Alert variant="error">{t('player.loadFailed')}</Alert>;

  const flow = snapshot.matches({ session: { flow: 'reviewing' } })
    ? 'reviewing'
    : snapshot.matches({ session: { flow: 'blocked' } })
      ? 'blocked'
      : snapshot.matches({ session: { flow: 'checkFailed' } }) || snapshot.matches({ session: { flow: 'inItem' } })
        ? 'answering'
        : 'checking';
  const failed = snapshot.matches({ session: { flow: 'checkFailed' } });
  const timeUp = c.timeLeftMs.item === 0 && flow !== 'reviewing';
  const ids = sequence.data?.items.map((q) => q.id) ?? [];
  const index = ids.indexOf(Number(pteId));
  const total = sequence.data?.meta.total ?? 0;
  const next = index >= 0 ? ids[index + 1] : undefined;
  const previous = index > 0 ? ids[index - 1] : undefined;
  const current = response !== undefined ? response : def.emptyResponse(item.content as never);
  const { Player, Review } = ui.ui;
  const sitting = c.openSitting;

  return (
    <PlayerFrame
      data-mode="practice"
      top={<TopBar section={def.section} title={typeName} index={index} total={index >= 0 ? total : 0} timeLeft={c.timeLeftMs} />}
      bottom={
        <PracticeBottomBar
          phase={flow}
          Link={Link}
          previousTo={previous !== undefined ? itemPath(slug, previous) : undefined}
          nextTo={next !== undefined ? itemPath(slug, next) : undefined}
          listTo={`/student/pte-practice/list/${def.section}/${slug}`}
          answerShown={answerShown}
          onSubmit={() => send({ type: 'user.submit' })}
          onRedo={() => {
            setAnswerShown(true);
            send({ type: 'user.retry' });
          }}
          onToggleAnswer={() => setAnswerShown((v) => !v)}
        />
      }
    >
      <h1 className="text-lg font-semibold text-ink">{item.title}</h1>
      {timeUp && flow === 'checking' && <Alert variant="warning">{t('player.timeUp')}</Alert>}
      {flow === 'blocked' && (
        <div className="flex flex-col items-start gap-2" data-testid="open-sitting">
          <Alert variant="warning">{sitting?.testTitle ? t('player.openSitting', { title: sitting.testTitle }) : t('player.openSittingUnnamed')}</Alert>
          <Link to={resumePathOf(sitting)} className="text-sm font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800" data-testid="resume-open-sitting">
            {sitting?.testId != null ? t('player.resumeTest', { title: sitting.testTitle ?? '' }) : t('player.openResults')}
          </Link>
        </div>
      )}
      <Suspense fallback={<PageSpinner label={t('player.loading')} />}>
        <div data-testid="player-body">
          <Player
            key={c.attempt}
            content={item.content as never}
            response={current}
            onChange={(r) => send({ type: 'user.answer', itemId: item.id, response: r })}
            mode="practice"
            disabled={flow !== 'answering' || timeUp}
            mediaUrl={mediaUrl}
            upload={uploadFile}
          />
        </div>
        {failed && (
          <Alert variant="error">
            <span data-testid="submit-failed">{t('player.submitFailed')}</span>
            {c.error && <span className="block text-sm">{c.error}</span>}
          </Alert>
        )}
        {review && (
          <section aria-labelledby="practice-result" className="flex flex-col gap-4 border-t border-line pt-5" data-testid="practice-result">
            <h2 id="practice-result" className="sr-only">
              {t('result.title')}
            </h2>
            <ScorePanel def={def} result={review} />
            <Link to={pathTo(links.practiceResult, { id: review.attempt_id })} className="self-start text-sm font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800" data-testid="full-result">
              {t('result.fullResult')}
            </Link>
            {answerShown && <Review content={item.content as never} itemKey={review.key} response={current} result={review} mediaUrl={reviewMediaUrl} />}
          </section>
        )}
      </Suspense>
    </PlayerFrame>
  );
}
