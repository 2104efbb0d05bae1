/**
 * The exam session (ARCHITECTURE.md "Machines", docs/pte-rules.md §1.1): enroll, the items under PTE timing, autosave of
 * every answer, submit, the result. The server owns time: the enrollment gives `serverNow` and the deadlines, the
 * machine keeps the offset to the client clock, shows the time left and advances when a timer runs out; a save the
 * server refuses after the deadline ends the attempt. No fetch here: the page supplies the `enroll`, `saveAnswer`
 * and `submit` actors with `.provide()`.
 *
 * enrolling --ok--> session | --failed--> enrollFailed --user.retry--> enrolling
 * session (parallel)
 *   flow:     inItem --(user.next | user.back when allowed | item or part timer out)--> inItem (another item)
 *             inItem --(user.submit | the last timer out | test deadline)--> submitting.flushing (the queue empties)
 *               --> submitting.sending --submit ok--> submitted (final, output { resultId })
 *             inItem | submitting.flushing --server.deadlinePassed--> expired (the queue is dropped: the server
 *               submits what it saved) --submit ok--> submitted
 *   autosave: idle --(an answer queued)--> saving --ok--> idle | --offline--> backoff --(retryBackoff elapsed |
 *             network.online)--> saving;  --rejected--> idle (dropped, error kept);  --deadline--> closed
 *
 * Practice (mode 'practice', one item of PTE practice): the same load (`enroll` gives the item and the server's time),
 * the same item timer and submit path, but no autosave (the answer stays in the page, `keepDraft` keeps it across a
 * reload) and no sheet: submitting runs `check` (POST question-test) and lands in `reviewing` with its answer (score,
 * review, the revealed key); `user.retry` there is Redo (the answer is cleared, the timer starts over, `attempt` + 1).
 *   inItem --(user.submit | item timer out)--> submitting --> checking --ok--> reviewing --user.retry--> inItem
 *   checking --failed--> checkFailed --(user.retry | user.submit)--> checking
 *   checking --the item sits in an open test--> blocked (no retry: practising it waits until that test is handed in)
 *
 * Timers (mode 'mock' adds the part timers): an item whose type has `responseSec` (writing, SST) has its own timer;
 * speaking items are timed by the recorder, not here (it stops at the limit; the page sends user.next), unless the
 * server gives `timing.itemSec`. In a mock, the items without an own timer share their part's timer when the
 * enrollment gives that part a budget: Reading one timer for the part, Listening one for every item except SST.
 */
import { and, assign, fromPromise, not, raise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

/** 'practice': one item of PTE practice, checked at once (no sheet); the others are sittings with an answer sheet */
export type ExamMode = 'practice' | 'practice-test' | 'mock' | 'quiz';
/** the modes with an answer sheet */
export type SittingMode = Exclude<ExamMode, 'practice'>;
export type ExamSection = 'speaking' | 'writing' | 'reading' | 'listening';
/** epoch milliseconds, or an ISO date-time as the API sends it */
export type ServerTime = number | string;

/** The timing fields the session reads (a subset of the question type's Timing, plus the server's item total). */
export interface ExamItemTiming {
  prepSec?: number | null;
  responseSec: number | null;
  /** the whole item's time when the server sets it (e.g. prompt audio + preparation + response) */
  itemSec?: number | null;
}

export interface ExamItem {
  id: string;
  slug: string;
  section: ExamSection;
  /** the test part: 1 Speaking & Writing, 2 Reading, 3 Listening */
  part: number;
  timing: ExamItemTiming;
}

/** A part's shared timer (mocks): Reading's whole-part timer, Listening's timer for the items other than SST. */
export interface ExamPartTimer {
  part: number;
  durationSec: number;
  /** when the server already started it (resume) */
  deadline?: ServerTime | null;
}

export interface EnrollResult {
  enrollmentId: string;
  /** the server's clock when it answered: the machine keeps the offset to the client's */
  serverNow: ServerTime;
  /** the test deadline; null = untimed */
  deadline: ServerTime | null;
  items: ExamItem[];
  /** answers the server already holds (resume), by item id */
  answers?: Record<string, unknown>;
  /** the item to land on (resume) */
  currentIndex?: number;
  parts?: ExamPartTimer[];
  /** when the current item's own timer ends, as the server recorded it (resume) */
  itemDeadline?: ServerTime | null;
  /** the last revision the server stored: new saves continue above it */
  revision?: number;
}

export interface ExamSessionInput {
  mode: ExamMode;
  /** an attempt to resume (a reload or a second device); absent = enroll anew */
  enrollmentId?: string;
  allowBack: boolean;
  /** the client clock (ms); defaults to Date.now. Tests pass the SimulatedClock's now(). */
  now?: () => number;
}

export interface EnrollInput {
  mode: ExamMode;
  enrollmentId: string | null;
}

/** PUT answer-sheets/{enrollmentId}: the revision makes it idempotent (a retry carries the same one). */
export interface SaveAnswerInput {
  enrollmentId: string;
  itemId: string;
  response: unknown;
  revision: number;
}

export type SubmitReason = 'user' | 'timeout' | 'deadline' | 'expired';

export interface SubmitInput {
  enrollmentId: string;
  reason: SubmitReason;
}

export interface PendingSave {
  itemId: string;
  response: unknown;
  revision: number;
}

export type SaveStatus = 'saved' | 'saving' | 'offline';

/** practice: POST question-test of the item on screen; resolves with the review (score, traits, the key) */
export interface CheckInput {
  itemId: string;
  /** undefined when the student gave no answer: the page sends the type's empty response */
  response: unknown;
  /** 0 for the first answer, + 1 for each Redo */
  attempt: number;
}

/** The open test that holds a practised item (409 `item_in_open_sitting`): practising it waits for the hand-in. */
export interface OpenSitting {
  answerSheetId: number | null;
  testId: number | null;
  testTitle: string | null;
  examType: string | null;
}

/**
 * A failed practice check: the item sits in an open test (the 409 with `code: 'item_in_open_sitting'`, its `data`
 * naming the test when the server sends it), or any other failure, which may be retried.
 */
export function classifyCheckError(e: unknown): { kind: 'openSitting'; sitting: OpenSitting } | { kind: 'failed' } {
  if (typeof e !== 'object' || e === null) return { kind: 'failed' };
  const body = (e as { body?: unknown }).body;
  const b = typeof body === 'object' && body !== null ? (body as { code?: unknown; data?: unknown }) : {};
  if (b.code !== 'item_in_open_sitting') return { kind: 'failed' };
  const d = typeof b.data === 'object' && b.data !== null ? (b.data as Record<string, unknown>) : {};
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return { kind: 'openSitting', sitting: { answerSheetId: num(d.answer_sheet_id), testId: num(d.test_id), testTitle: str(d.test_title), examType: str(d.exam_type) } };
}

export interface TimeLeft {
  /** the current item's own timer */
  item: number | null;
  /** the part's shared timer, when the current item uses one */
  part: number | null;
  /** the whole test */
  test: number | null;
}

export interface ExamSessionContext {
  mode: ExamMode;
  allowBack: boolean;
  now: () => number;
  enrollmentId: string | null;
  items: ExamItem[];
  parts: ExamPartTimer[];
  index: number;
  answers: Record<string, unknown>;
  /** answers not yet acknowledged, oldest first; the head is the one in flight. An item is dirty while queued. */
  pending: PendingSave[];
  /** the last revision given out */
  revision: number;
  saveStatus: SaveStatus;
  /** what the browser last said (network.online / network.offline) */
  online: boolean;
  /** failed attempts in a row, for the backoff */
  retryCount: number;
  /** server clock - client clock */
  offsetMs: number;
  /** server time (ms) */
  deadline: number | null;
  itemDeadline: number | null;
  /** part -> server time (ms) its shared timer ends, once started */
  partDeadlines: Record<number, number>;
  timeLeftMs: TimeLeft;
  submitReason: SubmitReason | null;
  resultId: string | null;
  error: string | null;
  /** practice: the check's answer (score, traits, review, key) once submitted; null while answering */
  review: unknown;
  /** practice: how many times the item was redone (a new attempt remounts the Player) */
  attempt: number;
  /** practice: the open test that holds the item, when the check was refused for it */
  openSitting: OpenSitting | null;
}

export type ExamSessionEvent =
  | { type: 'user.answer'; itemId: string; response: unknown }
  | { type: 'user.next' }
  | { type: 'user.back' }
  | { type: 'user.submit' }
  | { type: 'user.retry' }
  | { type: 'timer.tick' }
  | { type: 'server.offline' }
  | { type: 'server.deadlinePassed' }
  | { type: 'network.offline' }
  | { type: 'network.online' };

/** How often the shown time is refreshed (a timer due sooner is met exactly). */
export const EXAM_TICK_MS = 1000;
export const SAVE_RETRY_BASE_MS = 1000;
export const SAVE_RETRY_MAX_MS = 30_000;

/** What a failed save means: retry later, the attempt is over, or this answer is refused (dropped). */
export type SaveFailure = 'offline' | 'deadlinePassed' | 'rejected';

/**
 * Classifies a failed save. The page's actor may throw `{ reason }` itself; otherwise an HttpError-like
 * `{ kind, status, body }` is read: no answer, a timeout, 408, 429 or 5xx are transient; `body.code
 * 'deadline_passed'` (or 410) is the deadline; other 4xx refuse the answer. Anything else is retried.
 */
export function classifySaveError(e: unknown): SaveFailure {
  if (typeof e !== 'object' || e === null) return 'offline';
  const err = e as { reason?: unknown; kind?: unknown; status?: unknown; body?: unknown; code?: unknown };
  if (err.reason === 'offline' || err.reason === 'deadlinePassed' || err.reason === 'rejected') return err.reason;
  const code = err.code ?? (typeof err.body === 'object' && err.body !== null ? (err.body as { code?: unknown }).code : undefined);
  if (code === 'deadline_passed') return 'deadlinePassed';
  if (err.kind === 'network' || err.kind === 'timeout' || err.kind === 'abort') return 'offline';
  if (typeof err.status === 'number') {
    if (err.status === 410) return 'deadlinePassed';
    if (err.status === 0 || err.status === 408 || err.status === 429 || err.status >= 500) return 'offline';
    if (err.status >= 400) return 'rejected';
  }
  return 'offline';
}

const errorText = (e: unknown): string => (e instanceof Error ? e.message || e.name : typeof e === 'string' ? e : 'error');

function toMs(t: ServerTime | null | undefined): number | null {
  if (t === null || t === undefined) return null;
  const ms = typeof t === 'number' ? t : Date.parse(t);
  return Number.isFinite(ms) ? ms : null;
}

/** the item's own timer in seconds, or null when it has none here */
export function ownTimerSec(item: ExamItem): number | null {
  if (item.timing.itemSec != null) return item.timing.itemSec;
  if (item.section === 'speaking') return null;
  return item.timing.responseSec;
}

function partTimerOf(c: Pick<ExamSessionContext, 'mode' | 'parts'>, item: ExamItem): ExamPartTimer | undefined {
  if (c.mode !== 'mock' || ownTimerSec(item) !== null) return undefined;
  return c.parts.find((p) => p.part === item.part);
}

const serverNow = (c: ExamSessionContext) => c.now() + c.offsetMs;

function timeLeft(c: ExamSessionContext): TimeLeft {
  const t = serverNow(c);
  const item = c.items[c.index];
  const partDeadline = item && partTimerOf(c, item) ? c.partDeadlines[item.part] : undefined;
  const left = (d: number | null | undefined) => (d == null ? null : Math.max(0, d - t));
  return { item: left(c.itemDeadline), part: left(partDeadline), test: left(c.deadline) };
}

/** lands on an item: starts its own timer (or takes the server's), and its part's shared timer the first time */
function enter(c: ExamSessionContext, index: number, serverItemDeadline: number | null = null): Partial<ExamSessionContext> {
  const t = serverNow(c);
  const item = c.items[index];
  let itemDeadline: number | null = null;
  let partDeadlines = c.partDeadlines;
  if (item) {
    const own = ownTimerSec(item);
    if (own !== null) itemDeadline = serverItemDeadline ?? t + own * 1000;
    const part = partTimerOf(c, item);
    if (part && partDeadlines[part.part] === undefined) partDeadlines = { ...partDeadlines, [part.part]: t + part.durationSec * 1000 };
  }
  const next = { ...c, index, itemDeadline, partDeadlines };
  return { index, itemDeadline, partDeadlines, timeLeftMs: timeLeft(next) };
}

/** the first item of the part after the current one, or -1 */
function nextPartIndex(c: ExamSessionContext): number {
  const part = c.items[c.index]?.part;
  return c.items.findIndex((it, i) => i > c.index && it.part !== part);
}

function tickDelay(c: ExamSessionContext): number {
  const left = timeLeft(c);
  const due = [left.item, left.part, left.test].filter((v): v is number => v !== null);
  return Math.max(1, Math.min(EXAM_TICK_MS, ...due));
}

export const examSessionMachine = setup({
  types: {
    context: {} as ExamSessionContext,
    events: {} as ExamSessionEvent,
    input: {} as ExamSessionInput,
    output: {} as { resultId: string },
  },
  actors: {
    /** POST exam-enrolls (or GET the attempt to resume) and the items without keys */
    enroll: fromPromise<EnrollResult, EnrollInput>(async () => {
      throw new Error('enroll is supplied with .provide()');
    }),
    /** PUT answer-sheets/{id}; rejects with something classifySaveError understands */
    saveAnswer: fromPromise<unknown, SaveAnswerInput>(async () => {
      throw Object.assign(new Error('saveAnswer is supplied with .provide()'), { reason: 'offline' });
    }),
    /** submits the attempt; resolves with the result id */
    submit: fromPromise<string, SubmitInput>(async () => {
      throw new Error('submit is supplied with .provide()');
    }),
    /** practice: POST question-test; resolves with the review */
    check: fromPromise<unknown, CheckInput>(async () => {
      throw new Error('check is supplied with .provide()');
    }),
  },
  actions: {
    takeEnrollment: assign(({ context }, r: EnrollResult) => {
      const offsetMs = (toMs(r.serverNow) ?? context.now()) - context.now();
      const partDeadlines: Record<number, number> = {};
      for (const p of r.parts ?? []) {
        const d = toMs(p.deadline);
        if (d !== null) partDeadlines[p.part] = d;
      }
      const base: ExamSessionContext = {
        ...context,
        enrollmentId: r.enrollmentId,
        items: r.items,
        parts: r.parts ?? [],
        answers: { ...(r.answers ?? {}) },
        revision: r.revision ?? 0,
        offsetMs,
        deadline: toMs(r.deadline),
        partDeadlines,
        error: null,
      };
      const index = Math.max(0, Math.min(r.currentIndex ?? 0, r.items.length));
      return { ...base, ...enter(base, index, toMs(r.itemDeadline)) };
    }),
    updateTime: assign(({ context }) => ({ timeLeftMs: timeLeft(context) })),
    goTo: assign(({ context }, params: { index: number }) => enter(context, params.index)),
    queueAnswer: assign(({ context, event }) => {
      if (event.type !== 'user.answer') return {};
      const revision = context.revision + 1;
      // a newer answer to the same item replaces a queued one (not the head, which may be in flight)
      const pending = context.pending.filter((p, i) => i === 0 || p.itemId !== event.itemId);
      return {
        answers: { ...context.answers, [event.itemId]: event.response },
        revision,
        pending: [...pending, { itemId: event.itemId, response: event.response, revision }],
      };
    }),
    saved: assign(({ context }) => {
      const pending = context.pending.slice(1);
      return { pending, retryCount: 0, saveStatus: pending.length ? ('saving' as const) : ('saved' as const) };
    }),
    dropHead: assign(({ context }, params: { error: string }) => ({ pending: context.pending.slice(1), error: params.error })),
    failedAttempt: assign(({ context }) => ({ retryCount: context.retryCount + 1, saveStatus: 'offline' as const })),
    markSaving: assign(({ context }) => ({ saveStatus: context.online && context.retryCount === 0 ? ('saving' as const) : ('offline' as const) })),
    wentOffline: assign({ online: false, saveStatus: 'offline' as const }),
    wentOnline: assign(({ context }) => ({ online: true, retryCount: 0, saveStatus: context.pending.length ? ('saving' as const) : ('saved' as const) })),
    dropQueue: assign({ pending: [] as PendingSave[] }),
    setReason: assign((_, params: { reason: SubmitReason }) => ({ submitReason: params.reason })),
    /** practice: the answer stays here until it is checked (no autosave) */
    keepAnswer: assign(({ context, event }) => (event.type === 'user.answer' ? { answers: { ...context.answers, [event.itemId]: event.response } } : {})),
    /** practice: keep the answer in progress across a reload (the page provides it; sessionStorage) */
    keepDraft: (_, _params: { itemId: string; response: unknown }) => {},
    /** practice: the answer was checked or is redone: its draft goes */
    dropDraft: (_, _params: { itemId: string }) => {},
    /** practice Redo: the answer and the review go, the item's timer starts over */
    redo: assign(({ context }) => {
      const item = context.items[context.index];
      const answers = { ...context.answers };
      if (item) delete answers[item.id];
      const base = { ...context, answers, review: null, error: null, submitReason: null, attempt: context.attempt + 1 };
      return { answers, review: null, error: null, submitReason: null, attempt: base.attempt, ...enter(base, context.index) };
    }),
  },
  guards: {
    isBackAllowed: ({ context }) => context.allowBack && context.index > 0,
    hasNext: ({ context }) => context.index + 1 < context.items.length,
    hasNextPart: ({ context }) => nextPartIndex(context) >= 0,
    isPastEnd: ({ context }) => context.index >= context.items.length,
    isTestOver: ({ context }) => context.timeLeftMs.test === 0,
    isItemOver: ({ context }) => context.timeLeftMs.item === 0,
    isPartOver: ({ context }) => context.timeLeftMs.part === 0,
    isAnswerable: ({ context, event }) => {
      if (event.type !== 'user.answer') return false;
      const at = context.items.findIndex((it) => it.id === event.itemId);
      return at === context.index || (at >= 0 && context.allowBack);
    },
    hasPending: ({ context }) => context.pending.length > 0,
    isOnline: ({ context }) => context.online,
    isPractice: ({ context }) => context.mode === 'practice',
    isOpenSitting: (_, params: { error: unknown }) => classifyCheckError(params.error).kind === 'openSitting',
  },
  delays: {
    tick: ({ context }) => tickDelay(context),
    retryBackoff: ({ context }) => Math.min(SAVE_RETRY_MAX_MS, SAVE_RETRY_BASE_MS * 2 ** Math.max(0, context.retryCount - 1)),
  },
}).createMachine({
  id: 'examSession',
  context: ({ input }) => ({
    mode: input.mode,
    allowBack: input.allowBack,
    now: input.now ?? (() => Date.now()),
    enrollmentId: input.enrollmentId ?? null,
    items: [],
    parts: [],
    index: 0,
    answers: {},
    pending: [],
    revision: 0,
    saveStatus: 'saved',
    online: true,
    retryCount: 0,
    offsetMs: 0,
    deadline: null,
    itemDeadline: null,
    partDeadlines: {},
    timeLeftMs: { item: null, part: null, test: null },
    submitReason: null,
    resultId: null,
    error: null,
    review: null,
    attempt: 0,
    openSitting: null,
  }),
  output: ({ context }) => ({ resultId: context.resultId ?? '' }),
  initial: 'enrolling',
  states: {
    enrolling: {
      invoke: {
        src: 'enroll',
        input: ({ context }) => ({ mode: context.mode, enrollmentId: context.enrollmentId }),
        onDone: { target: 'session', actions: { type: 'takeEnrollment', params: ({ event }) => event.output } },
        onError: { target: 'enrollFailed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    enrollFailed: {
      on: { 'user.retry': 'enrolling' },
    },
    session: {
      type: 'parallel',
      states: {
        flow: {
          initial: 'inItem',
          states: {
            inItem: {
              initial: 'running',
              states: {
                running: { after: { tick: { target: 'running', reenter: true, actions: raise({ type: 'timer.tick' }) } } },
              },
              always: [
                { guard: 'isPastEnd', target: 'submitting', actions: { type: 'setReason', params: { reason: 'user' } } },
                { guard: 'isTestOver', target: 'submitting', actions: { type: 'setReason', params: { reason: 'deadline' } } },
                { guard: and(['isItemOver', 'hasNext']), target: 'inItem', reenter: true, actions: { type: 'goTo', params: ({ context }) => ({ index: context.index + 1 }) } },
                { guard: 'isItemOver', target: 'submitting', actions: { type: 'setReason', params: { reason: 'timeout' } } },
                { guard: and(['isPartOver', 'hasNextPart']), target: 'inItem', reenter: true, actions: { type: 'goTo', params: ({ context }) => ({ index: nextPartIndex(context) }) } },
                { guard: 'isPartOver', target: 'submitting', actions: { type: 'setReason', params: { reason: 'timeout' } } },
              ],
              on: {
                'timer.tick': { actions: 'updateTime' },
                'user.answer': [
                  {
                    guard: and(['isPractice', 'isAnswerable']),
                    actions: ['keepAnswer', { type: 'keepDraft', params: ({ event }) => ({ itemId: event.itemId, response: event.response }) }],
                  },
                  { guard: 'isAnswerable', actions: 'queueAnswer' },
                ],
                'user.next': { guard: 'hasNext', target: 'inItem', reenter: true, actions: { type: 'goTo', params: ({ context }) => ({ index: context.index + 1 }) } },
                'user.back': { guard: 'isBackAllowed', target: 'inItem', reenter: true, actions: { type: 'goTo', params: ({ context }) => ({ index: context.index - 1 }) } },
                'user.submit': { target: 'submitting', actions: { type: 'setReason', params: { reason: 'user' } } },
                'server.deadlinePassed': 'expired',
              },
            },
            submitting: {
              initial: 'flushing',
              states: {
                // answers already queued are saved before the attempt is closed
                flushing: {
                  always: [
                    { guard: 'isPractice', target: '#examSession.session.flow.checking' },
                    { guard: not('hasPending'), target: 'sending' },
                  ],
                  on: { 'server.deadlinePassed': '#examSession.session.flow.expired' },
                },
                sending: {
                  invoke: {
                    src: 'submit',
                    input: ({ context }) => ({ enrollmentId: context.enrollmentId ?? '', reason: context.submitReason ?? 'user' }),
                    onDone: { target: '#examSession.submitted', actions: assign({ resultId: ({ event }) => event.output, error: null }) },
                    onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
                  },
                },
                failed: { on: { 'user.retry': 'sending', 'network.online': 'sending' } },
              },
            },
            /** practice: the answer is scored (POST question-test) */
            checking: {
              invoke: {
                src: 'check',
                input: ({ context }) => {
                  const id = context.items[context.index]?.id ?? '';
                  return { itemId: id, response: context.answers[id], attempt: context.attempt };
                },
                onDone: {
                  target: 'reviewing',
                  actions: [assign({ review: ({ event }) => event.output, error: null }), { type: 'dropDraft', params: ({ context }) => ({ itemId: context.items[context.index]?.id ?? '' }) }],
                },
                onError: [
                  {
                    guard: { type: 'isOpenSitting', params: ({ event }) => ({ error: event.error }) },
                    target: 'blocked',
                    actions: assign({ openSitting: ({ event }) => (classifyCheckError(event.error) as { sitting: OpenSitting }).sitting, error: ({ event }) => errorText(event.error) }),
                  },
                  { target: 'checkFailed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
                ],
              },
            },
            /** practice: the check failed for a passing reason; the answer may still change before trying again */
            checkFailed: {
              on: {
                'user.retry': 'checking',
                'user.submit': 'checking',
                'user.answer': { guard: 'isAnswerable', actions: ['keepAnswer', { type: 'keepDraft', params: ({ event }) => ({ itemId: event.itemId, response: event.response }) }] },
              },
            },
            /** practice: the score, the review and the revealed key; Redo answers the item again */
            reviewing: {
              on: {
                'user.retry': { target: 'inItem', actions: ['redo', { type: 'dropDraft', params: ({ context }) => ({ itemId: context.items[context.index]?.id ?? '' }) }] },
              },
            },
            /** practice: the item sits in a test the student has open; nothing to retry until it is handed in */
            blocked: {},
            /** the server refused a save after the deadline: what it saved is submitted */
            expired: {
              entry: ['dropQueue', { type: 'setReason', params: { reason: 'expired' } }],
              initial: 'sending',
              states: {
                sending: {
                  invoke: {
                    src: 'submit',
                    input: ({ context }) => ({ enrollmentId: context.enrollmentId ?? '', reason: 'expired' as const }),
                    onDone: { target: '#examSession.submitted', actions: assign({ resultId: ({ event }) => event.output, error: null }) },
                    onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
                  },
                },
                failed: { on: { 'user.retry': 'sending', 'network.online': 'sending' } },
              },
            },
          },
        },
        autosave: {
          initial: 'idle',
          on: { 'server.deadlinePassed': '.closed' },
          states: {
            idle: {
              always: [
                { guard: and(['hasPending', 'isOnline']), target: 'saving' },
                { guard: 'hasPending', target: 'backoff' },
              ],
              on: {
                'network.offline': { actions: 'wentOffline' },
                'server.offline': { actions: 'wentOffline' },
                'network.online': { actions: 'wentOnline' },
              },
            },
            saving: {
              entry: 'markSaving',
              invoke: {
                src: 'saveAnswer',
                input: ({ context }) => ({ enrollmentId: context.enrollmentId ?? '', ...context.pending[0]! }),
                onDone: { target: 'idle', actions: 'saved' },
                onError: [
                  { guard: ({ event }) => classifySaveError(event.error) === 'deadlinePassed', target: 'closed', actions: raise({ type: 'server.deadlinePassed' }) },
                  { guard: ({ event }) => classifySaveError(event.error) === 'rejected', target: 'idle', actions: { type: 'dropHead', params: ({ event }) => ({ error: errorText(event.error) }) } },
                  { target: 'backoff', actions: 'failedAttempt' },
                ],
              },
              on: {
                // the request in flight is abandoned; its retry carries the same revision, so a late success is harmless
                'network.offline': { target: 'backoff', actions: ['wentOffline', 'failedAttempt'] },
                'server.offline': { target: 'backoff', actions: ['wentOffline', 'failedAttempt'] },
              },
            },
            backoff: {
              after: { retryBackoff: 'saving' },
              on: {
                'network.online': { target: 'saving', actions: 'wentOnline' },
                'network.offline': { actions: 'wentOffline' },
                'server.offline': { actions: 'wentOffline' },
              },
            },
            closed: {},
          },
        },
      },
    },
    submitted: { type: 'final' },
  },
});

export type ExamSessionActorRef = ActorRefFrom<typeof examSessionMachine>;
export type ExamSessionSnapshot = SnapshotFrom<typeof examSessionMachine>;

/** the item on screen */
export const currentItem = (c: ExamSessionContext): ExamItem | undefined => c.items[c.index];
/** an item whose answer the server has not acknowledged yet */
export const isDirty = (c: ExamSessionContext, itemId: string): boolean => c.pending.some((p) => p.itemId === itemId);
