/**
 * A sitting driven by the exam session machine (machines/exam-session.machine.ts): the page gives how to enroll
 * (or resume) and how to submit; the runner supplies the autosave (PUT answer-sheets/{id}), sends the position on
 * every move (PUT answer-sheets/{id} {current_index}, fire and forget), feeds the browser's online/offline events to
 * the machine, and shows the frame, the item, the confirmation before submitting and the submission's progress.
 */
import { useEffect, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Dialog } from '@ui/dialog';
import { PageSpinner } from '@ui/spinner';
import { examSessionMachine, type EnrollInput, type EnrollResult, type ExamItem, type SittingMode, type SaveAnswerInput, type SubmitInput, type SubmitReason } from '@machines/exam-session.machine';
import { questionType } from '@question-types/registry';
import { QuestionTypeName } from '@question-types/type-texts';
import { PlayerFrame, TestBottomBar, TopBar } from '@question-types/kit/ui/player-frame';
import { saveAnswer, savePosition, type SessionPayload } from '../api/exams-api';
import { ItemView } from './item-view';
import { questionIdOf, toEnrollResult, type SessionItem } from '../lib/session-mapping';
import { useExamsTranslation } from '../locales/texts';

export interface ExamRunnerProps {
  mode: SittingMode;
  allowBack: boolean;
  /** the sheet to resume (?sheet=), or null to enroll anew */
  sheetId: string | null;
  /** the session payload: enroll anew (sheetId null) or resume */
  load(sheetId: string | null): Promise<SessionPayload>;
  /** submits and answers the id the result page takes */
  submit(sheetId: string, reason: SubmitReason): Promise<string>;
  /** the sheet is known (keep it in the URL) */
  onEnrolled?(sheetId: string, payload: SessionPayload): void;
  /** the sheet was already submitted when loaded */
  onAlreadySubmitted?(sheetId: string): void;
  onSubmitted(resultId: string): void;
}

class AlreadySubmitted extends Error {}

export function ExamRunner(props: ExamRunnerProps) {
  const { t } = useExamsTranslation();
  const ref = useRef(props);
  ref.current = props;
  const [title, setTitle] = useState('');
  const itemsRef = useRef<readonly ExamItem[]>([]);

  const [machine] = useState(() =>
    examSessionMachine.provide({
      actors: {
        enroll: fromPromise<EnrollResult, EnrollInput>(async ({ input }) => {
          const payload = await ref.current.load(input.enrollmentId);
          const result = toEnrollResult(payload);
          if (payload.status === 'submitted') {
            ref.current.onAlreadySubmitted?.(result.enrollmentId);
            throw new AlreadySubmitted('submitted');
          }
          setTitle(payload.test?.title ?? payload.quiz_set?.title ?? '');
          ref.current.onEnrolled?.(result.enrollmentId, payload);
          return result;
        }),
        saveAnswer: fromPromise<unknown, SaveAnswerInput>(({ input }) => saveAnswer(input.enrollmentId, questionIdOf(itemsRef.current, input.itemId), input.response, input.revision)),
        submit: fromPromise<string, SubmitInput>(({ input }) => ref.current.submit(input.enrollmentId, input.reason)),
      },
    }),
  );
  const [snapshot, send, actor] = useMachine(machine, { input: { mode: props.mode, allowBack: props.allowBack, enrollmentId: props.sheetId ?? undefined } });
  const c = snapshot.context;
  itemsRef.current = c.items;
  const [confirming, setConfirming] = useState(false);

  // the browser's connection state
  useEffect(() => {
    const online = () => send({ type: 'network.online' });
    const offline = () => send({ type: 'network.offline' });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) offline();
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [send]);

  // where the student is, for a reload or a second device; the first position is the server's own
  const inSession = snapshot.matches('session');
  const sentIndex = useRef<number | null>(null);
  useEffect(() => {
    if (!inSession || !c.enrollmentId || c.items.length === 0) return;
    if (sentIndex.current === null) {
      sentIndex.current = c.index;
      return;
    }
    if (sentIndex.current === c.index || c.index >= c.items.length) return;
    sentIndex.current = c.index;
    savePosition(c.enrollmentId, c.index).catch(() => {
      /* fire and forget: the next move sends it again */
    });
  }, [inSession, c.enrollmentId, c.index, c.items.length]);

  const resultId = snapshot.status === 'done' ? snapshot.output?.resultId : snapshot.matches('submitted') ? c.resultId : null;
  useEffect(() => {
    if (resultId) ref.current.onSubmitted(resultId);
  }, [resultId]);

  // PTE: a speaking item moves on by itself once its recording is final (tests and mocks; a quiz waits for Next).
  // Only from the item that completed, and only while it is still the one on screen (a timer may have moved on).
  const autoAdvance = props.mode !== 'quiz';
  // Next while a speaking item records (or uploads its recording) keeps the answer, as the PTE test does: the Player
  // is asked to finish (finishRequest), Next waits, and its onComplete moves on. Without an upload to wait for
  // (a failed one), Next is free again.
  const [busyItem, setBusyItem] = useState<string | null>(null);
  // `submit`: the student confirmed handing in while recording: the sheet goes in once the recording is kept
  const [finishing, setFinishing] = useState<{ itemId: string; request: number; submit?: boolean }>({ itemId: '', request: 0 });
  const finishingRef = useRef(finishing);
  finishingRef.current = finishing;
  const onBusyChange = (itemId: string) => (busy: boolean) => setBusyItem((cur) => (busy ? itemId : cur === itemId ? null : cur));
  const advanceFrom = (itemId: string) => {
    const now = actor.getSnapshot();
    const { items: all, index: at } = now.context;
    if (!now.matches({ session: { flow: 'inItem' } }) || all[at]?.id !== itemId) return;
    const handIn = finishingRef.current.itemId === itemId && finishingRef.current.submit === true;
    send({ type: handIn || at >= all.length - 1 ? 'user.submit' : 'user.next' });
  };

  if (snapshot.matches('enrolling')) return <PageSpinner label={t('player.starting')} />;
  if (snapshot.matches('enrollFailed')) {
    if (c.error === 'submitted') return <PageSpinner label={t('player.openingResult')} />;
    return (
      <div className="flex flex-col items-start gap-3" data-testid="enroll-failed">
        <Alert variant="error">{t('player.startFailed')}</Alert>
        <Button variant="secondary" onClick={() => send({ type: 'user.retry' })}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (snapshot.matches('submitted') || snapshot.status === 'done') return <PageSpinner label={t('player.openingResult')} />;

  const items = c.items as SessionItem[];
  const total = items.length;
  const index = Math.min(c.index, Math.max(0, total - 1));
  const item = items[index];
  const submitting = snapshot.matches({ session: { flow: 'submitting' } }) || snapshot.matches({ session: { flow: 'expired' } });
  const submitFailed = snapshot.matches({ session: { flow: { submitting: 'failed' } } }) || snapshot.matches({ session: { flow: { expired: 'failed' } } });
  const expired = snapshot.matches({ session: { flow: 'expired' } });
  const answered = items.filter((it) => c.answers[it.id] !== undefined).length;
  const def = item ? questionType(item.slug) : undefined;
  const itemId = item?.id ?? null;
  const itemBusy = autoAdvance && itemId !== null && busyItem === itemId;
  const saving = itemBusy && finishing.itemId === itemId;
  const next = () => {
    if (itemBusy && itemId !== null) setFinishing((f) => ({ itemId, request: f.request + 1 }));
    else send({ type: 'user.next' });
  };

  if (total === 0) {
    return <Alert variant="warning">{t('player.noItems')}</Alert>;
  }

  return (
    <>
      <PlayerFrame
        data-mode={c.mode}
        data-sheet={c.enrollmentId ?? ''}
        top={<TopBar section={item?.section ?? ''} part={c.mode === 'mock' ? item?.part : null} title={title} index={index} total={total} timeLeft={c.timeLeftMs} />}
        bottom={
          <TestBottomBar
            saveStatus={c.saveStatus}
            online={c.online}
            canBack={c.allowBack && index > 0}
            isLast={index >= total - 1}
            busy={submitting || saving}
            onBack={() => send({ type: 'user.back' })}
            onNext={next}
            onFinish={() => setConfirming(true)}
            extra={
              saving && (
                <span role="status" className="self-center text-sm text-muted" data-testid="saving-recording">
                  {t('player.savingRecording')}
                </span>
              )
            }
          />
        }
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-lg font-semibold text-ink" data-testid="item-title">
            {item?.title || (def ? <QuestionTypeName slug={def.slug} /> : '')}
          </h1>
          {def && (
            <span className="text-sm text-muted">
              <QuestionTypeName slug={def.slug} />
            </span>
          )}
        </div>
        {expired && <Alert variant="warning">{t('player.expired')}</Alert>}
        {submitting && !submitFailed && (
          <p role="status" className="text-sm text-muted" data-testid="submitting">
            {t('player.submitting')}
          </p>
        )}
        {submitFailed && (
          <div className="flex flex-col items-start gap-2" data-testid="submit-failed">
            <Alert variant="error">{t('player.submitFailed')}</Alert>
            <Button variant="secondary" onClick={() => send({ type: 'user.retry' })}>
              {t('retry')}
            </Button>
          </div>
        )}
        {c.error && !submitting && <Alert variant="warning">{t('player.answerRefused')}</Alert>}
        {item && (
          <ItemView
            key={item.id}
            item={item}
            response={c.answers[item.id]}
            onChange={(r) => send({ type: 'user.answer', itemId: item.id, response: r })}
            onComplete={autoAdvance ? () => advanceFrom(item.id) : undefined}
            onBusyChange={autoAdvance ? onBusyChange(item.id) : undefined}
            finishRequest={finishing.request}
            disabled={submitting}
            mode={c.mode === 'quiz' ? 'practice' : 'test'}
          />
        )}
      </PlayerFrame>
      <Dialog open={confirming} title={t('confirm.title')} onClose={() => setConfirming(false)} testId="confirm-submit">
        <div className="flex flex-col gap-4">
          <p className="text-sm text-ink">{t('confirm.body', { answered, total })}</p>
          {c.pending.length > 0 && <p className="text-sm text-muted">{t('confirm.pending')}</p>}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)} data-testid="confirm-cancel">
              {t('confirm.cancel')}
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                // a recording in progress is kept first (as Next does), then the sheet goes in from its onComplete
                if (itemBusy && itemId !== null) setFinishing((f) => ({ itemId, request: f.request + 1, submit: true }));
                else send({ type: 'user.submit' });
              }}
              data-testid="confirm-submit-button"
            >
              {t('confirm.submit')}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
