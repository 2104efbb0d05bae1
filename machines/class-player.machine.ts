/**
 * The online-class chapter player (issue 16): a student plays one chapter's parts in order (video, text, material,
 * quiz, PTE item), marks them complete, and moves on to the next chapter or, when the class is complete, to the
 * congratulations page. No fetch here: the page supplies `load` (GET the chapter), `markComplete` (POST
 * oc/mark-as-complete or, for several parts, oc/mark-as-complete-bulk) and the `savePosition` action (the video
 * position) with `.provide()`.
 *
 * loading --ok, chapter open--> ready | --ok, chapter locked / 403 chapter_locked--> locked | --other--> loadFailed
 * loadFailed --user.retry--> loading;  locked --user.retry--> loading (after the quiz that unlocks it was passed)
 * ready (parallel):
 *   flow: idle --user.complete / media.ended (current part incomplete and not a quiz)--> marking
 *         idle --user.markAllRead (incomplete text parts)--> marking (one bulk call)
 *         idle --server.quizResult (score >= the part's minimum)--> marking;  (below: the part stays incomplete, held)
 *         marking --ok--> advancing (the current part was completed, more parts follow, autoAdvance)
 *                        | chapterComplete (every part complete) | idle
 *                 --403 chapter_locked--> #locked;  --other--> idle with `error`
 *         advancing --after `advance` / user.next--> idle on the next part not done;  --user.stay--> idle
 *         checking (on entry) --a quiz part passed but not yet complete (back from the quiz)--> marking
 *         user.continue (every part complete) --> done (output: the next chapter when it is open, the
 *         congratulations when the class is complete, else `none`: the page goes back to the class)
 *   position: every `positionEvery` ms, on media.pause and user.leave the changed video positions go to savePosition
 * user.next / user.previous / user.goTo move between parts: a part is reachable when every part before it is
 * complete (the first incomplete part is the furthest one can go), so an unpassed quiz holds the student.
 *
 * Resume: the machine opens on the first incomplete part (the first part when all are complete) and keeps each
 * video's stored position in `positions`, which the page seeks to.
 * Idempotent on the client: a part that is complete or already being sent is never sent again.
 */
import { assign, fromPromise, setup } from 'xstate';

export type PartKind = 'video' | 'text' | 'material' | 'quiz' | 'pte';

/** One part of a chapter as the player needs it. `key` is unique within the chapter. */
export interface PlayerPart {
  key: string;
  kind: PartKind;
  completed: boolean;
  /** video: the stored position in seconds */
  position?: number | null;
  /** quiz: the rule's minimum score (percent; null = any hand-in passes) and the best result so far */
  quiz?: { minScore: number | null; score: number | null; answerSheetId?: string | number | null };
}

/** Why a chapter is locked (from the server's refusal, `data.reason`, or the chapter's own answer). */
export interface LockInfo {
  message?: string;
  /** e.g. `previous_chapter_incomplete`, `quiz_not_passed` */
  reason?: string | null;
}

export interface NextChapter {
  id: string | number;
  locked: boolean;
}

/** What `load` answers. */
export interface ChapterLoad {
  parts: PlayerPart[];
  nextChapter: NextChapter | null;
  /** the class was complete already (every chapter done) */
  classCompleted?: boolean;
  /** set when the server says the chapter is locked without refusing it */
  locked?: LockInfo | null;
}

export interface PlayerInput {
  chapterId: string | number;
  /** move on by itself after a part is completed (default true) */
  autoAdvance?: boolean;
}

export interface MarkCompleteInput {
  chapterId: string | number;
  partKeys: string[];
  bulk: boolean;
}
/** What the server says after a part is marked complete (all optional). */
export interface MarkCompleteOutput {
  classCompleted?: boolean;
  nextChapterUnlocked?: boolean;
}

export interface PlayerContext {
  chapterId: string | number;
  parts: PlayerPart[];
  /** the current part */
  index: number;
  /** keys of the parts known complete */
  completed: string[];
  /** keys in the call in flight */
  sending: string[];
  /** video positions (s) by part key: what the page seeks to, and what was last sent */
  positions: Record<string, number>;
  sentPositions: Record<string, number>;
  nextChapter: NextChapter | null;
  classCompleted: boolean;
  lock: LockInfo | null;
  /** a failed load or mark-complete, shown beside the part */
  error: string | null;
  autoAdvance: boolean;
}

export type PlayerEvent =
  | { type: 'user.next' }
  | { type: 'user.previous' }
  | { type: 'user.goTo'; index: number }
  | { type: 'user.stay' }
  /** mark the current part (or the part `key`) complete */
  | { type: 'user.complete'; key?: string }
  /** mark every incomplete text part read, in one bulk call */
  | { type: 'user.markAllRead' }
  | { type: 'user.continue' }
  | { type: 'user.retry' }
  | { type: 'user.leave' }
  | { type: 'media.progress'; key: string; seconds: number }
  | { type: 'media.pause'; key: string; seconds: number }
  | { type: 'media.ended'; key: string }
  /** the result of the quiz part `key` (percent), e.g. after coming back from the quiz */
  | { type: 'server.quizResult'; key: string; score: number; answerSheetId?: string | number | null };

export type PlayerOutput = { next: 'chapter'; chapterId: string | number } | { next: 'congratulations' } | { next: 'none' };

/** The code of the server's refusal of a locked chapter's parts (403). */
export const CHAPTER_LOCKED = 'chapter_locked';

/** The lock a rejected call carries when it is the server's 403 chapter_locked (the kernel's HttpError or alike), else null. */
export function chapterLockOf(error: unknown): LockInfo | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as { status?: unknown; code?: unknown; body?: unknown };
  const body = (typeof e.body === 'object' && e.body !== null ? e.body : {}) as { code?: unknown; message?: unknown; data?: unknown };
  const code = e.code ?? body.code;
  if (e.status !== 403 || code !== CHAPTER_LOCKED) return null;
  const data = (typeof body.data === 'object' && body.data !== null ? body.data : {}) as { reason?: unknown };
  return { message: typeof body.message === 'string' ? body.message : undefined, reason: typeof data.reason === 'string' ? data.reason : null };
}

const messageOf = (e: unknown): string => (e instanceof Error ? e.message || e.name : typeof e === 'string' ? e : 'Request failed');

/** A quiz part passes when it has a result at or above its minimum. */
export const quizPassed = (part: PlayerPart): boolean =>
  part.kind === 'quiz' && part.quiz?.score != null && part.quiz.score >= (part.quiz.minScore ?? 0);

const isDone = (ctx: Pick<PlayerContext, 'completed'>, key: string) => ctx.completed.includes(key);
/** the first part not complete; parts.length when all are */
export const firstIncomplete = (ctx: Pick<PlayerContext, 'parts' | 'completed'>): number => {
  const i = ctx.parts.findIndex((p) => !isDone(ctx, p.key));
  return i < 0 ? ctx.parts.length : i;
};
/** a part one may open: every part before it is complete */
export const isReachable = (ctx: Pick<PlayerContext, 'parts' | 'completed'>, index: number): boolean =>
  Number.isInteger(index) && index >= 0 && index < ctx.parts.length && index <= firstIncomplete(ctx);

const current = (ctx: PlayerContext): PlayerPart | undefined => ctx.parts[ctx.index];
const unsent = (ctx: PlayerContext, key: string) => !isDone(ctx, key) && !ctx.sending.includes(key);
const allComplete = (ctx: Pick<PlayerContext, 'parts' | 'completed'>) => ctx.parts.every((p) => isDone(ctx, p.key));

/** quiz parts whose result passes but which are not complete yet */
const passedUnrecorded = (ctx: PlayerContext) => ctx.parts.filter((p) => quizPassed(p) && unsent(ctx, p.key)).map((p) => p.key);

/** the positions not sent yet */
export const changedPositions = (ctx: Pick<PlayerContext, 'positions' | 'sentPositions'>) =>
  Object.entries(ctx.positions)
    .filter(([key, s]) => ctx.sentPositions[key] !== s)
    .map(([key, seconds]) => ({ key, seconds }));

/** which part keys an event asks to complete (none when nothing is to be sent) */
function keysToSend(ctx: PlayerContext, event: PlayerEvent): string[] {
  if (event.type === 'user.markAllRead') return ctx.parts.filter((p) => p.kind === 'text' && unsent(ctx, p.key)).map((p) => p.key);
  if (event.type === 'user.complete' || event.type === 'media.ended') {
    const key = event.key ?? current(ctx)?.key;
    const part = ctx.parts.find((p) => p.key === key);
    // a quiz part completes by its result only; an unreachable part cannot be completed out of order
    if (!part || part.kind === 'quiz' || !isReachable(ctx, ctx.parts.indexOf(part))) return [];
    return unsent(ctx, part.key) ? [part.key] : [];
  }
  if (event.type === 'server.quizResult') {
    const part = ctx.parts.find((p) => p.key === event.key && p.kind === 'quiz');
    if (!part || !unsent(ctx, part.key)) return [];
    return quizPassed({ ...part, quiz: { minScore: part.quiz?.minScore ?? null, score: event.score } }) ? [part.key] : [];
  }
  return [];
}

const player = setup({
  types: {
    context: {} as PlayerContext,
    events: {} as PlayerEvent,
    input: {} as PlayerInput,
    output: {} as PlayerOutput,
  },
  actors: {
    load: fromPromise<ChapterLoad, { chapterId: string | number }>(async () => {
      throw new Error('load is supplied with .provide()');
    }),
    markComplete: fromPromise<MarkCompleteOutput, MarkCompleteInput>(async () => {
      throw new Error('markComplete is supplied with .provide()');
    }),
  },
  actions: {
    /** the page's effect: send the changed video positions (fire and forget; a lost one goes again with the next) */
    savePositions: (_, _params: { changed: Array<{ key: string; seconds: number }> }) => {},
    markPositionsSent: assign(({ context }) => ({ sentPositions: { ...context.positions } })),
    trackPosition: assign(({ context, event }) => {
      if (event.type !== 'media.progress' && event.type !== 'media.pause') return {};
      const seconds = Math.max(0, Math.floor(event.seconds));
      return { positions: { ...context.positions, [event.key]: seconds } };
    }),
    /** the event's parts go out: they join `sending` (and a quiz result is kept) */
    startSending: assign(({ context, event }) => {
      const keys = keysToSend(context, event);
      const parts =
        event.type === 'server.quizResult'
          ? context.parts.map((p) =>
              p.key === event.key ? { ...p, quiz: { minScore: p.quiz?.minScore ?? null, score: event.score, answerSheetId: event.answerSheetId ?? null } } : p,
            )
          : context.parts;
      return { sending: keys, parts, error: null };
    }),
    sendPassedQuizzes: assign(({ context }) => ({ sending: passedUnrecorded(context), error: null })),
    /** a result below the minimum: kept, the part stays incomplete and the next chapter locked */
    keepQuizResult: assign(({ context, event }) => {
      if (event.type !== 'server.quizResult') return {};
      return {
        parts: context.parts.map((p) =>
          p.key === event.key ? { ...p, quiz: { minScore: p.quiz?.minScore ?? null, score: event.score, answerSheetId: event.answerSheetId ?? null } } : p,
        ),
      };
    }),
    goNext: assign(({ context }) => ({ index: isReachable(context, context.index + 1) ? context.index + 1 : context.index, error: null })),
    /** after a completion: the next part not done (parts marked together are skipped), else simply the next */
    goAhead: assign(({ context }) => {
      const first = firstIncomplete(context);
      const target = first > context.index && first < context.parts.length ? first : context.index + 1;
      return { index: isReachable(context, target) ? target : context.index, error: null };
    }),
    goPrevious: assign(({ context }) => ({ index: Math.max(0, context.index - 1), error: null })),
    goTo: assign(({ event }) => (event.type === 'user.goTo' ? { index: event.index, error: null } : {})),
  },
  guards: {
    isLockedOnLoad: ({ event }) => Boolean((event as { output?: ChapterLoad }).output?.locked),
    isChapterLocked: ({ event }) => chapterLockOf((event as { error?: unknown }).error) !== null,
    hasSomethingToSend: ({ context, event }) => keysToSend(context, event).length > 0,
    isQuizBelowMinimum: ({ context, event }) => {
      if (event.type !== 'server.quizResult') return false;
      const part = context.parts.find((p) => p.key === event.key && p.kind === 'quiz');
      return !!part && !quizPassed({ ...part, quiz: { minScore: part.quiz?.minScore ?? null, score: event.score } });
    },
    hasPassedQuizToRecord: ({ context }) => passedUnrecorded(context).length > 0,
    hasNext: ({ context }) => isReachable(context, context.index + 1),
    hasPrevious: ({ context }) => context.index > 0,
    isReachableTarget: ({ context, event }) => event.type === 'user.goTo' && isReachable(context, event.index),
    isChapterComplete: ({ context }) => allComplete(context),
    shouldAdvance: ({ context }) => {
      const part = current(context);
      return context.autoAdvance && !!part && isDone(context, part.key) && isReachable(context, context.index + 1);
    },
  },
  delays: {
    /** how often a playing video's position is sent */
    positionEvery: 5000,
    /** the pause after a completed part before the next opens */
    advance: 1200,
  },
});

/** send what changed, then remember it as sent (only when something changed) */
const flush = [
  { type: 'savePositions', params: ({ context }: { context: PlayerContext }) => ({ changed: changedPositions(context) }) },
  'markPositionsSent',
] as const;

export const classPlayerMachine = player.createMachine({
  id: 'class-player',
  context: ({ input }) => ({
    chapterId: input.chapterId,
    parts: [],
    index: 0,
    completed: [],
    sending: [],
    positions: {},
    sentPositions: {},
    nextChapter: null,
    classCompleted: false,
    lock: null,
    error: null,
    autoAdvance: input.autoAdvance ?? true,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ chapterId: context.chapterId }),
        onDone: [
          { guard: 'isLockedOnLoad', target: 'locked', actions: assign({ lock: ({ event }) => event.output.locked ?? {}, parts: ({ event }) => event.output.parts }) },
          {
            target: 'ready',
            actions: assign(({ event }) => {
              const { parts, nextChapter, classCompleted } = event.output;
              const completed = parts.filter((p) => p.completed).map((p) => p.key);
              const positions: Record<string, number> = {};
              for (const p of parts) if (p.kind === 'video' && p.position != null && p.position > 0) positions[p.key] = Math.floor(p.position);
              const base = { parts, completed };
              const first = firstIncomplete(base);
              return {
                parts,
                completed,
                sending: [],
                positions,
                sentPositions: { ...positions },
                nextChapter: nextChapter ?? null,
                classCompleted: classCompleted ?? false,
                index: first >= parts.length ? 0 : first,
                lock: null,
                error: null,
              };
            }),
          },
        ],
        onError: [
          { guard: 'isChapterLocked', target: 'locked', actions: assign({ lock: ({ event }) => chapterLockOf(event.error) }) },
          { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
        ],
      },
    },
    loadFailed: { on: { 'user.retry': 'loading' } },
    locked: {
      id: 'locked',
      entry: assign({ sending: [] }),
      on: { 'user.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      exit: flush,
      states: {
        flow: {
          initial: 'checking',
          states: {
            checking: {
              always: [
                { guard: 'isChapterComplete', target: 'chapterComplete' },
                // back from a passed quiz that the server has not counted yet: record it
                { guard: 'hasPassedQuizToRecord', target: 'marking', actions: 'sendPassedQuizzes' },
                { target: 'idle' },
              ],
            },
            idle: {
              on: {
                'user.complete': { guard: 'hasSomethingToSend', target: 'marking', actions: 'startSending' },
                'media.ended': { guard: 'hasSomethingToSend', target: 'marking', actions: [...flush, 'startSending'] },
                'user.markAllRead': { guard: 'hasSomethingToSend', target: 'marking', actions: 'startSending' },
                'server.quizResult': [
                  { guard: 'hasSomethingToSend', target: 'marking', actions: 'startSending' },
                  { guard: 'isQuizBelowMinimum', actions: 'keepQuizResult' },
                ],
              },
            },
            marking: {
              invoke: {
                src: 'markComplete',
                input: ({ context }) => ({ chapterId: context.chapterId, partKeys: context.sending, bulk: context.sending.length > 1 }),
                onDone: {
                  target: 'settled',
                  actions: assign(({ context, event }) => ({
                    completed: [...context.completed, ...context.sending.filter((k) => !context.completed.includes(k))],
                    sending: [],
                    classCompleted: context.classCompleted || event.output.classCompleted === true,
                    nextChapter:
                      context.nextChapter && (event.output.nextChapterUnlocked === true || allComplete({ parts: context.parts, completed: [...context.completed, ...context.sending] }))
                        ? { ...context.nextChapter, locked: false }
                        : context.nextChapter,
                  })),
                },
                onError: [
                  { guard: 'isChapterLocked', target: '#locked', actions: assign({ lock: ({ event }) => chapterLockOf(event.error) }) },
                  { target: 'idle', actions: assign({ sending: [], error: ({ event }) => messageOf(event.error) }) },
                ],
              },
            },
            settled: {
              always: [
                { guard: 'isChapterComplete', target: 'chapterComplete' },
                { guard: 'shouldAdvance', target: 'advancing' },
                { target: 'idle' },
              ],
            },
            advancing: {
              after: { advance: { target: 'idle', actions: 'goAhead' } },
              on: {
                'user.next': { target: 'idle', actions: 'goAhead' },
                'user.stay': 'idle',
              },
            },
            chapterComplete: {},
          },
          on: {
            'user.next': { guard: 'hasNext', actions: 'goNext' },
            'user.continue': { guard: 'isChapterComplete', target: '#done' },
            'user.previous': { guard: 'hasPrevious', actions: 'goPrevious' },
            'user.goTo': { guard: 'isReachableTarget', actions: 'goTo' },
          },
        },
        position: {
          initial: 'ticking',
          states: {
            ticking: {
              after: { positionEvery: { target: 'ticking', reenter: true, actions: flush } },
            },
          },
          on: {
            'media.progress': { actions: 'trackPosition' },
            'media.pause': { actions: ['trackPosition', ...flush] },
            'user.leave': { actions: flush },
          },
        },
      },
    },
    done: { id: 'done', type: 'final' },
  },
  output: ({ context }): PlayerOutput => {
    if (context.classCompleted) return { next: 'congratulations' };
    if (context.nextChapter && !context.nextChapter.locked) return { next: 'chapter', chapterId: context.nextChapter.id };
    return { next: 'none' };
  },
});
