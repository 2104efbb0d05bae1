/**
 * One chapter part as the student meets it, by kind: a video that resumes at the stored position and reports where
 * it is, plain paragraphs (never HTML), a material to open, a quiz to sit through the exams flow with its best
 * result, PTE items played by their type's player and checked through POST question-test. Pure views: what happens
 * on complete, on progress or where a link leads is the host's (the student's player, or the authors' preview).
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Spinner } from '@ui/spinner';
import { uploadFile } from '@kernel/http/upload';
import { questionType } from '@question-types/registry';
import { mediaUrl, useQuestionTypeUi } from '@question-types/ui-registry';
import type { OcPart } from '../../api/student';
import { chapterQuestionQuery, checkAnswer, type CheckResult } from '../../api/student-extra';
import { useStudentClassTranslation } from '../../locales/student-texts';

/** What a host does with a part; all optional (the preview passes none: nothing is recorded). */
export interface PartHandlers {
  /** the student marks the part done (text read, material seen, PTE items tried) */
  onComplete?: (part: OcPart) => void;
  onVideoProgress?: (part: OcPart, seconds: number) => void;
  onVideoPause?: (part: OcPart, seconds: number) => void;
  onVideoEnded?: (part: OcPart) => void;
  /** the address that starts (or resumes) the part's quiz in the exams flow */
  quizTo?: (part: OcPart) => string | null;
  /** the address of a quiz sheet's short result */
  resultTo?: (part: OcPart, sheetId: number) => string | null;
}

export interface PartViewProps extends PartHandlers {
  part: OcPart;
  completed: boolean;
  /** a mark of this part is on its way */
  busy?: boolean;
  /** where a video starts (s) */
  startAt?: number;
  /** the authors' preview: nothing is recorded */
  preview?: boolean;
}

export function PartView(props: PartViewProps) {
  switch (props.part.kind) {
    case 'video':
      return <VideoPart {...props} />;
    case 'text':
      return <TextPart {...props} />;
    case 'material':
      return <MaterialPart {...props} />;
    case 'quiz':
      return <QuizPart {...props} />;
    case 'pte':
      return <PtePart {...props} />;
    default:
      return null;
  }
}

function DoneButton({ part, completed, busy, preview, onComplete, label }: PartViewProps & { label: string }) {
  const { t } = useStudentClassTranslation();
  if (completed) {
    return (
      <p className="text-sm font-medium text-success-700" data-testid="part-done">
        {t('student.part.done')}
      </p>
    );
  }
  if (preview || !onComplete) return null;
  return (
    <Button className="self-start" busy={busy} onClick={() => onComplete(part)} data-testid="mark-complete">
      {label}
    </Button>
  );
}

function VideoPart(props: PartViewProps) {
  const { part, startAt = 0, onVideoProgress, onVideoPause, onVideoEnded, preview } = props;
  const { t } = useStudentClassTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const seeked = useRef(false);
  const src = part.video_url ?? part.material?.file_url ?? null;
  if (!src) return <Alert variant="warning">{t('student.part.missing')}</Alert>;
  return (
    <div className="flex flex-col gap-3">
      <video
        ref={ref}
        controls
        preload="metadata"
        src={src}
        className="aspect-video w-full max-w-3xl rounded-md bg-black"
        aria-label={part.title || t('student.kinds.video')}
        data-testid="part-video"
        data-start={startAt}
        onLoadedMetadata={(e) => {
          // resume where the student stopped (the server keeps it); not at the very end
          const v = e.currentTarget;
          if (!seeked.current && startAt > 0 && (!Number.isFinite(v.duration) || startAt < v.duration - 1)) v.currentTime = startAt;
          seeked.current = true;
        }}
        onTimeUpdate={(e) => !preview && onVideoProgress?.(part, e.currentTarget.currentTime)}
        onPause={(e) => !preview && !e.currentTarget.ended && onVideoPause?.(part, e.currentTarget.currentTime)}
        onEnded={() => !preview && onVideoEnded?.(part)}
      />
      {startAt > 0 && !props.completed && (
        <p className="text-xs text-muted" data-testid="video-resume">
          {t('student.part.resumeAt', { time: clock(startAt) })}
        </p>
      )}
      <DoneButton {...props} label={t('student.part.markWatched')} />
    </div>
  );
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

function TextPart(props: PartViewProps) {
  const { t } = useStudentClassTranslation();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex max-w-3xl flex-col gap-3 text-base leading-relaxed text-ink" data-testid="part-text">
        {props.part.paragraphs.map((p, i) => (
          <p key={i} className="whitespace-pre-line break-words">
            {p}
          </p>
        ))}
      </div>
      <DoneButton {...props} label={t('student.part.markRead')} />
    </div>
  );
}

function MaterialPart(props: PartViewProps) {
  const { t } = useStudentClassTranslation();
  const m = props.part.material;
  if (!m) return <Alert variant="warning">{t('student.part.missing')}</Alert>;
  return (
    <div className="flex flex-col gap-3">
      {m.kind === 'image' && <img src={m.file_url} alt={m.title} className="max-h-96 max-w-full self-start rounded-md" />}
      {m.kind === 'audio' && <audio controls src={m.file_url} aria-label={m.title} className="w-full max-w-md" />}
      {m.kind === 'video' && <video controls preload="metadata" src={m.file_url} aria-label={m.title} className="w-full max-w-3xl rounded-md bg-black" />}
      <a
        href={m.file_url}
        target="_blank"
        rel="noreferrer noopener"
        className="self-start break-all text-sm font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800"
        data-testid="part-material"
      >
        {t('student.part.openMaterial', { title: m.title })}
      </a>
      <DoneButton {...props} label={t('student.part.markSeen')} />
    </div>
  );
}

function QuizPart({ part, completed, quizTo, resultTo, preview }: PartViewProps) {
  const { t } = useStudentClassTranslation();
  const q = part.quiz;
  if (!q) return <Alert variant="warning">{t('student.part.missing')}</Alert>;
  const start = preview ? null : (quizTo?.(part) ?? null);
  const result = q.best_sheet_id !== null && !preview ? (resultTo?.(part, q.best_sheet_id) ?? null) : null;
  const state = q.passed || completed ? 'passed' : q.best_percent !== null ? 'failed' : 'none';
  return (
    <div className="flex flex-col gap-3" data-testid="part-quiz" data-state={state}>
      <p className="text-base font-medium text-ink">{q.title}</p>
      <ul className="flex flex-col gap-1 text-sm text-muted">
        <li>{t('student.quiz.questions', { count: q.no_of_questions })}</li>
        <li>{q.min_percent !== null ? t('student.quiz.minScore', { percent: q.min_percent }) : t('student.quiz.anyScore')}</li>
        {q.best_percent !== null && <li data-testid="quiz-best">{t('student.quiz.best', { percent: q.best_percent })}</li>}
      </ul>
      {state === 'passed' && <Alert variant="success">{t('student.quiz.passed')}</Alert>}
      {state === 'failed' && <Alert variant="warning">{t('student.quiz.failed', { percent: q.min_percent ?? 0 })}</Alert>}
      <div className="flex flex-wrap gap-3">
        {start && (
          <Link to={start} className="inline-flex min-h-10 items-center rounded-md bg-primary-600 px-4 text-sm font-medium text-white hover:bg-primary-700" data-testid="start-quiz">
            {q.open_sheet_id !== null ? t('student.quiz.resume') : q.best_percent !== null ? t('student.quiz.retake') : t('student.quiz.start')}
          </Link>
        )}
        {result && (
          <Link to={result} className="inline-flex min-h-10 items-center text-sm font-medium text-primary-700 underline underline-offset-2" data-testid="quiz-result-link">
            {t('student.quiz.seeResult')}
          </Link>
        )}
      </div>
    </div>
  );
}

function PtePart(props: PartViewProps) {
  const { t } = useStudentClassTranslation();
  const [checked, setChecked] = useState<number[]>([]);
  const ids = props.part.question_ids;
  const allTried = ids.every((id) => checked.includes(id));
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col gap-4">
        {ids.map((id, i) => (
          <li key={id} className="flex flex-col gap-2 rounded-md border border-line p-3" data-testid="pte-item">
            <p className="text-xs font-medium text-muted">{t('student.pte.itemOf', { index: i + 1, total: ids.length })}</p>
            <PteItem questionId={id} preview={props.preview} onChecked={() => setChecked((c) => (c.includes(id) ? c : [...c, id]))} />
          </li>
        ))}
      </ol>
      {!props.completed && !props.preview && !allTried && <p className="text-xs text-muted">{t('student.pte.tryAll')}</p>}
      {(allTried || props.completed) && <DoneButton {...props} label={t('student.part.markDone')} />}
    </div>
  );
}

/** One PTE item: the type's player, then Check (POST question-test) shows the score and the type's review. */
function PteItem({ questionId, onChecked, preview }: { questionId: number; onChecked: () => void; preview?: boolean }) {
  const { t } = useStudentClassTranslation();
  const q = useQuery(chapterQuestionQuery(questionId));
  const slug = q.data?.question_type.slug;
  const def = slug ? questionType(slug) : undefined;
  const ui = useQuestionTypeUi(def?.slug);
  const [response, setResponse] = useState<unknown>(undefined);
  const [result, setResult] = useState<CheckResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => setResponse(undefined), [questionId]);

  if (q.isPending || (def && ui.status === 'loading')) return <Spinner size="sm" label={t('student.loading')} />;
  if (q.isError || !def || ui.status === 'error') return <Alert variant="error">{t('student.pte.loadFailed')}</Alert>;
  if (ui.status !== 'ready') return null;
  const parsed = def.schemas.content.safeParse(q.data.content);
  if (!parsed.success) return <Alert variant="error">{t('student.pte.loadFailed')}</Alert>;
  const content = parsed.data as never;
  const current = response !== undefined ? response : def.emptyResponse(content);
  const { Player, Review } = ui.ui;
  return (
    <div className="flex flex-col gap-3" data-testid="pte-player" data-slug={def.slug}>
      <p className="text-sm font-semibold text-ink">{q.data.title}</p>
      <Suspense fallback={<Spinner size="sm" label={t('student.loading')} />}>
        <Player key={attempt} content={content} response={current as never} onChange={(r: unknown) => setResponse(r)} mode={preview ? 'preview' : 'practice'} disabled={!!result || busy} mediaUrl={mediaUrl} upload={uploadFile} />
        {failed && <Alert variant="error">{t('student.pte.checkFailed')}</Alert>}
        {!preview && !result && (
          <Button
            className="self-start"
            busy={busy}
            data-testid="pte-check"
            onClick={async () => {
              setBusy(true);
              setFailed(false);
              try {
                setResult(await checkAnswer(questionId, current));
                onChecked();
              } catch {
                setFailed(true);
              } finally {
                setBusy(false);
              }
            }}
          >
            {t('student.pte.check')}
          </Button>
        )}
        {result && (
          <section className="flex flex-col gap-2 border-t border-line pt-3" data-testid="pte-result">
            <p className="text-sm font-semibold text-ink">{t('student.pte.score', { score: result.score, max: result.max })}</p>
            <Review content={content} itemKey={result.key as never} response={current as never} result={result} mediaUrl={mediaUrl} />
            <Button
              variant="secondary"
              className="self-start"
              onClick={() => {
                setResult(null);
                setResponse(undefined);
                setAttempt((a) => a + 1);
              }}
            >
              {t('student.pte.redo')}
            </Button>
          </section>
        )}
      </Suspense>
    </div>
  );
}
