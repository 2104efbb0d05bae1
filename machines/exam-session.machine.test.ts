import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  classifyCheckError,
  classifySaveError,
  EXAM_TICK_MS,
  examSessionMachine,
  isDirty,
  type CheckInput,
  type EnrollInput,
  type EnrollResult,
  type ExamItem,
  type ExamSessionInput,
  type SaveAnswerInput,
  type SubmitInput,
} from './exam-session.machine';

const SERVER_NOW = Date.parse('2025-03-01T09:00:00.000Z');
const MIN = 60_000;

/** a short mock in the official order: Speaking & Writing, Reading, Listening */
const ITEMS: ExamItem[] = [
  { id: 'i0', slug: 'read-aloud', section: 'speaking', part: 1, timing: { prepSec: 35, responseSec: 40 } },
  { id: 'i1', slug: 'summarize-written-text', section: 'writing', part: 1, timing: { responseSec: 600 } },
  { id: 'i2', slug: 'write-essay', section: 'writing', part: 1, timing: { responseSec: 1200 } },
  { id: 'i3', slug: 'reading-fill-in-the-blanks', section: 'reading', part: 2, timing: { responseSec: null } },
  { id: 'i4', slug: 'reorder-paragraphs', section: 'reading', part: 2, timing: { responseSec: null } },
  { id: 'i5', slug: 'summarize-spoken-text', section: 'listening', part: 3, timing: { responseSec: 600 } },
  { id: 'i6', slug: 'write-from-dictation', section: 'listening', part: 3, timing: { responseSec: null } },
  { id: 'i7', slug: 'select-missing-word', section: 'listening', part: 3, timing: { responseSec: null } },
];
const PARTS = [
  { part: 2, durationSec: 30 * 60 },
  { part: 3, durationSec: 15 * 60 },
];

const enrollment = (over: Partial<EnrollResult> = {}): EnrollResult => ({
  enrollmentId: 'enr-1',
  // ISO, as the API sends it; the client clock (SimulatedClock, ~0) is far from it: only the offset matters
  serverNow: new Date(SERVER_NOW).toISOString(),
  deadline: new Date(SERVER_NOW + 120 * MIN).toISOString(),
  items: ITEMS,
  parts: PARTS,
  ...over,
});

type SaveMode = 'ok' | 'down' | 'loseResponse' | 'deadline' | 'reject';

/** a fake answer-sheet endpoint: applies a save only when its revision is newer (idempotent), like the server */
function fakeServer() {
  const server = {
    mode: 'ok' as SaveMode,
    calls: [] as Array<SaveAnswerInput & { at: number }>,
    sheet: new Map<string, { response: unknown; revision: number }>(),
    applied: 0,
  };
  return server;
}

interface Options {
  enroll?: EnrollResult | Error;
  submitFails?: number;
}

function start(input: Partial<ExamSessionInput> = {}, opts: Options = {}) {
  const clock = new SimulatedClock();
  clock.set(5_000_000);
  const server = fakeServer();
  const enrolls: EnrollInput[] = [];
  const submits: Array<SubmitInput & { savesBefore: number }> = [];
  let submitFails = opts.submitFails ?? 0;
  const enrollResults: Array<EnrollResult | Error> = [opts.enroll ?? enrollment()];
  const machine = examSessionMachine.provide({
    actors: {
      enroll: fromPromise<EnrollResult, EnrollInput>(async ({ input }) => {
        enrolls.push(input);
        const r = enrollResults.shift() ?? enrollment();
        if (r instanceof Error) throw r;
        return r;
      }),
      saveAnswer: fromPromise<unknown, SaveAnswerInput>(async ({ input }) => {
        server.calls.push({ ...input, at: clock.now() });
        if (server.mode === 'down') throw Object.assign(new Error('Network error'), { kind: 'network', status: 0 });
        if (server.mode === 'deadline') throw Object.assign(new Error('The deadline has passed'), { kind: 'http', status: 409, body: { code: 'deadline_passed' } });
        if (server.mode === 'reject') throw Object.assign(new Error('The response is invalid'), { kind: 'http', status: 422 });
        const held = server.sheet.get(input.itemId);
        if (!held || held.revision < input.revision) {
          server.sheet.set(input.itemId, { response: input.response, revision: input.revision });
          server.applied++;
        }
        if (server.mode === 'loseResponse') {
          server.mode = 'ok';
          throw Object.assign(new Error('Network error'), { kind: 'network', status: 0 });
        }
        return { revision: input.revision };
      }),
      submit: fromPromise<string, SubmitInput>(async ({ input }) => {
        submits.push({ ...input, savesBefore: server.calls.length });
        if (submitFails > 0) {
          submitFails--;
          throw new Error('Network error');
        }
        return 'result-42';
      }),
    },
  });
  const actor = createActor(machine, { input: { mode: 'mock', allowBack: false, now: () => clock.now(), ...input }, clock });
  actor.start();
  // the fake actors' promises settle within a turn of the event loop
  const flush = () => new Promise((r) => setImmediate(r));
  const visited: string[] = [];
  actor.subscribe((snap) => visited.push(JSON.stringify(snap.value)));
  /** advance the simulated clock a tick at a time, as time really passes */
  const advance = async (ms: number) => {
    for (let t = 0; t < ms; t += EXAM_TICK_MS) {
      clock.increment(Math.min(EXAM_TICK_MS, ms - t));
      await flush();
    }
  };
  const snap = () => actor.getSnapshot();
  const send = (e: Parameters<typeof actor.send>[0]) => actor.send(e);
  return {
    actor,
    clock,
    server,
    enrolls,
    submits,
    visited,
    flush,
    advance,
    snap,
    send,
    ctx: () => snap().context,
    answer: (itemId: string, response: unknown) => send({ type: 'user.answer', itemId, response }),
    inItem: () => snap().matches({ session: { flow: 'inItem' } }),
    autosave: () => (snap().value as { session?: { autosave?: string } }).session?.autosave,
  };
}

/** enrolled and on the first item */
async function started(input: Partial<ExamSessionInput> = {}, opts: Options = {}) {
  const s = start(input, opts);
  await s.flush();
  expect(s.inItem()).toBe(true);
  return s;
}

describe('exam session: enroll', () => {
  it('enrolls, then lands on the first item with the time the server gives', async () => {
    const s = start();
    expect(s.snap().value).toBe('enrolling');
    // nothing to answer yet
    expect(s.snap().can({ type: 'user.answer', itemId: 'i0', response: 'x' })).toBe(false);
    await s.flush();
    expect(s.enrolls).toEqual([{ mode: 'mock', enrollmentId: null }]);
    expect(s.snap().matches({ session: { flow: 'inItem', autosave: 'idle' } })).toBe(true);
    const c = s.ctx();
    expect(c.enrollmentId).toBe('enr-1');
    expect(c.items).toHaveLength(8);
    expect(c.index).toBe(0);
    expect(c.saveStatus).toBe('saved');
    // read aloud is timed by the recorder; the test has 2 hours, measured on the server's clock
    expect(c.timeLeftMs).toEqual({ item: null, part: null, test: 120 * MIN });
    expect(c.offsetMs).toBe(SERVER_NOW - 5_000_000);
  });

  it('counts the test time down on each tick', async () => {
    const s = await started();
    await s.advance(3000);
    expect(s.ctx().timeLeftMs.test).toBe(120 * MIN - 3000);
  });

  it('a failed enrollment keeps the error; user.retry enrolls again', async () => {
    const s = start({}, { enroll: new Error('Service unavailable') });
    await s.flush();
    expect(s.snap().value).toBe('enrollFailed');
    expect(s.ctx().error).toBe('Service unavailable');
    s.send({ type: 'user.retry' });
    expect(s.snap().value).toBe('enrolling');
    await s.flush();
    expect(s.inItem()).toBe(true);
    expect(s.ctx().error).toBeNull();
    expect(s.enrolls).toHaveLength(2);
  });
});

describe('exam session: autosave', () => {
  it('answer -> saving -> saved, with the revision that makes the PUT idempotent', async () => {
    const s = await started();
    s.answer('i0', { path: 'rec/1.webm' });
    expect(s.autosave()).toBe('saving');
    expect(s.ctx().saveStatus).toBe('saving');
    expect(s.ctx().answers).toEqual({ i0: { path: 'rec/1.webm' } });
    expect(isDirty(s.ctx(), 'i0')).toBe(true);
    await s.flush();
    expect(s.autosave()).toBe('idle');
    expect(s.ctx().saveStatus).toBe('saved');
    expect(s.ctx().pending).toEqual([]);
    expect(isDirty(s.ctx(), 'i0')).toBe(false);
    expect(s.server.calls.map(({ at: _at, ...c }) => c)).toEqual([{ enrollmentId: 'enr-1', itemId: 'i0', response: { path: 'rec/1.webm' }, revision: 1 }]);
  });

  it('offline: answers queue, status "offline", retries back off, and coming back online flushes them in order', async () => {
    const s = await started();
    s.server.mode = 'down';
    const t0 = s.clock.now();
    s.answer('i0', 'a0');
    await s.flush();
    expect(s.autosave()).toBe('backoff');
    expect(s.ctx().saveStatus).toBe('offline');
    // the browser says so too; the player keeps going (Next does not wait for the save)
    s.send({ type: 'network.offline' });
    s.send({ type: 'user.next' });
    s.answer('i1', 'a1');
    await s.advance(2000);
    s.send({ type: 'user.next' });
    s.answer('i2', 'a2');
    await s.advance(6000);
    // 1 s, 2 s, 4 s between attempts, all of them for the oldest answer
    expect(s.server.calls.map((c) => c.at - t0)).toEqual([0, 1000, 3000, 7000]);
    expect(s.server.calls.every((c) => c.itemId === 'i0' && c.revision === 1)).toBe(true);
    expect(s.ctx().pending.map((p) => [p.itemId, p.revision])).toEqual([
      ['i0', 1],
      ['i1', 2],
      ['i2', 3],
    ]);
    expect(s.ctx().saveStatus).toBe('offline');
    expect(s.ctx().retryCount).toBe(4);
    expect(s.ctx().index).toBe(2);

    s.server.mode = 'ok';
    const before = s.server.calls.length;
    s.send({ type: 'network.online' });
    expect(s.autosave()).toBe('saving');
    expect(s.ctx().saveStatus).toBe('saving');
    await s.flush();
    await s.flush();
    await s.flush();
    expect(s.server.calls.slice(before).map((c) => [c.itemId, c.response, c.revision])).toEqual([
      ['i0', 'a0', 1],
      ['i1', 'a1', 2],
      ['i2', 'a2', 3],
    ]);
    // no time passed: the flush did not wait for the next backoff
    expect(s.server.calls.slice(before).every((c) => c.at === s.clock.now())).toBe(true);
    expect(s.autosave()).toBe('idle');
    expect(s.ctx().saveStatus).toBe('saved');
    expect(s.ctx().retryCount).toBe(0);
    expect([...s.server.sheet.keys()]).toEqual(['i0', 'i1', 'i2']);
  });

  it('the backoff stops growing at 30 s', async () => {
    const s = await started();
    s.server.mode = 'down';
    s.answer('i0', 'a0');
    await s.flush();
    await s.advance(1000 + 2000 + 4000 + 8000 + 16000 + 30000 + 30000);
    const gaps = s.server.calls.slice(1).map((c, i) => c.at - s.server.calls[i]!.at);
    expect(gaps).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('network.offline during a save abandons it; the retry carries the same revision', async () => {
    const s = await started();
    s.answer('i0', 'a0');
    expect(s.autosave()).toBe('saving');
    s.send({ type: 'network.offline' });
    expect(s.autosave()).toBe('backoff');
    expect(s.ctx().saveStatus).toBe('offline');
    await s.flush();
    // the abandoned request reached the server anyway; its late answer changes nothing here
    expect(s.ctx().pending).toHaveLength(1);
    s.send({ type: 'network.online' });
    await s.flush();
    expect(s.server.calls.map((c) => c.revision)).toEqual([1, 1]);
    expect(s.server.applied).toBe(1);
    expect(s.ctx().saveStatus).toBe('saved');
  });

  it('a duplicate save (retry after a lost response) is harmless: the same revision is sent again', async () => {
    const s = await started();
    s.server.mode = 'loseResponse';
    s.answer('i0', 'a0');
    await s.flush();
    // the server stored it, but the answer never came back
    expect(s.server.sheet.get('i0')).toEqual({ response: 'a0', revision: 1 });
    expect(s.ctx().saveStatus).toBe('offline');
    await s.advance(1000);
    expect(s.server.calls.map(({ at: _at, ...c }) => c)).toEqual([
      { enrollmentId: 'enr-1', itemId: 'i0', response: 'a0', revision: 1 },
      { enrollmentId: 'enr-1', itemId: 'i0', response: 'a0', revision: 1 },
    ]);
    expect(s.server.applied).toBe(1);
    expect(s.server.sheet.get('i0')).toEqual({ response: 'a0', revision: 1 });
    expect(s.ctx().saveStatus).toBe('saved');
  });

  it('a newer answer to a queued item replaces it (the one in flight stays)', async () => {
    const s = await started({ mode: 'practice-test', allowBack: true });
    s.server.mode = 'down';
    s.answer('i1', 'first');
    await s.flush();
    s.answer('i1', 'second');
    s.answer('i1', 'third');
    expect(s.ctx().pending.map((p) => [p.response, p.revision])).toEqual([
      ['first', 1],
      ['third', 3],
    ]);
    s.server.mode = 'ok';
    s.send({ type: 'network.online' });
    await s.flush();
    await s.flush();
    expect(s.server.sheet.get('i1')).toEqual({ response: 'third', revision: 3 });
  });

  it('a save the server refuses (422) is dropped with its error; the queue goes on', async () => {
    const s = await started();
    s.server.mode = 'reject';
    s.answer('i0', 'bad');
    await s.flush();
    expect(s.autosave()).toBe('idle');
    expect(s.ctx().error).toBe('The response is invalid');
    expect(s.ctx().pending).toEqual([]);
    s.server.mode = 'ok';
    s.answer('i0', 'good');
    await s.flush();
    expect(s.server.sheet.get('i0')).toEqual({ response: 'good', revision: 2 });
  });

  it('refuses an answer to an item the test has left', async () => {
    const s = await started();
    s.send({ type: 'user.next' });
    expect(s.snap().can({ type: 'user.answer', itemId: 'i0', response: 'late' })).toBe(false);
    expect(s.snap().can({ type: 'user.answer', itemId: 'nope', response: 'x' })).toBe(false);
    s.answer('i0', 'late');
    expect(s.ctx().answers).toEqual({});
    expect(s.ctx().pending).toEqual([]);
  });
});

describe('exam session: items and timers', () => {
  it('an item timer running out moves to the next item', async () => {
    const s = await started();
    s.send({ type: 'user.next' });
    expect(s.ctx().index).toBe(1);
    expect(s.ctx().timeLeftMs.item).toBe(10 * MIN);
    await s.advance(10 * MIN - 1000);
    expect(s.ctx().index).toBe(1);
    expect(s.ctx().timeLeftMs.item).toBe(1000);
    await s.advance(1000);
    expect(s.inItem()).toBe(true);
    expect(s.ctx().index).toBe(2);
    expect(s.ctx().timeLeftMs.item).toBe(20 * MIN);
  });

  it('a tab asleep past the item time advances on the first tick after it wakes (time is read, not counted)', async () => {
    const s = await started();
    s.send({ type: 'user.next' });
    s.clock.increment(11 * MIN);
    await s.flush();
    expect(s.ctx().index).toBe(2);
  });

  it('the Reading part timer is shared by its items and running out jumps to the first item of Listening', async () => {
    const s = await started({}, { enroll: enrollment({ currentIndex: 3 }) });
    expect(s.ctx().timeLeftMs).toEqual({ item: null, part: 30 * MIN, test: 120 * MIN });
    await s.advance(10 * MIN);
    s.send({ type: 'user.next' });
    // the second reading item continues the same timer
    expect(s.ctx().index).toBe(4);
    expect(s.ctx().timeLeftMs.part).toBe(20 * MIN);
    await s.advance(20 * MIN - 1000);
    expect(s.ctx().index).toBe(4);
    await s.advance(1000);
    expect(s.ctx().index).toBe(5);
    expect(s.ctx().items[5]!.slug).toBe('summarize-spoken-text');
    // SST has its own 10 minutes; the listening shared timer has not started
    expect(s.ctx().timeLeftMs).toEqual({ item: 10 * MIN, part: null, test: 90 * MIN });
    expect(s.ctx().partDeadlines[3]).toBeUndefined();
  });

  it('the part timer also ends a part left early: unanswered reading items are skipped', async () => {
    const s = await started({}, { enroll: enrollment({ currentIndex: 3 }) });
    await s.advance(30 * MIN);
    expect(s.ctx().index).toBe(5);
  });

  it('Listening: SST is timed alone, the rest share the part timer, and the last timer out submits', async () => {
    const s = await started({}, { enroll: enrollment({ currentIndex: 5 }) });
    await s.advance(10 * MIN);
    expect(s.ctx().index).toBe(6);
    expect(s.ctx().timeLeftMs).toEqual({ item: null, part: 15 * MIN, test: 110 * MIN });
    s.send({ type: 'user.next' });
    expect(s.ctx().timeLeftMs.part).toBe(15 * MIN);
    await s.advance(15 * MIN);
    expect(s.snap().value).toBe('submitted');
    expect(s.submits).toEqual([{ enrollmentId: 'enr-1', reason: 'timeout', savesBefore: 0 }]);
  });

  it('practice tests have item timers but no part timers', async () => {
    const s = await started({ mode: 'practice-test', allowBack: true }, { enroll: enrollment({ currentIndex: 3 }) });
    expect(s.ctx().timeLeftMs).toEqual({ item: null, part: null, test: 120 * MIN });
    s.send({ type: 'user.next' });
    s.send({ type: 'user.next' });
    expect(s.ctx().timeLeftMs.item).toBe(10 * MIN);
  });

  it('no going back in a test: user.back is refused', async () => {
    const s = await started();
    s.send({ type: 'user.next' });
    expect(s.snap().can({ type: 'user.back' })).toBe(false);
    s.send({ type: 'user.back' });
    expect(s.ctx().index).toBe(1);
    expect(s.inItem()).toBe(true);
  });

  it('practice allows going back (not before the first item) and answering a visited item', async () => {
    const s = await started({ mode: 'practice-test', allowBack: true });
    expect(s.snap().can({ type: 'user.back' })).toBe(false);
    s.send({ type: 'user.next' });
    s.send({ type: 'user.next' });
    s.send({ type: 'user.back' });
    expect(s.ctx().index).toBe(1);
    expect(s.ctx().timeLeftMs.item).toBe(10 * MIN);
    s.answer('i0', 'changed');
    expect(s.ctx().answers.i0).toBe('changed');
  });

  it('Next on the last item is refused: the page offers Submit', async () => {
    const s = await started({}, { enroll: enrollment({ currentIndex: 7 }) });
    expect(s.snap().can({ type: 'user.next' })).toBe(false);
    expect(s.snap().can({ type: 'user.submit' })).toBe(true);
  });
});

describe('exam session: deadline, submit, result', () => {
  it('the test deadline submits by itself', async () => {
    const s = await started({}, { enroll: enrollment({ deadline: SERVER_NOW + 30_000 }) });
    await s.advance(29_000);
    expect(s.inItem()).toBe(true);
    expect(s.ctx().timeLeftMs.test).toBe(1000);
    await s.advance(1000);
    expect(s.snap().value).toBe('submitted');
    expect(s.submits).toEqual([{ enrollmentId: 'enr-1', reason: 'deadline', savesBefore: 0 }]);
    expect(s.actor.getSnapshot().output).toEqual({ resultId: 'result-42' });
  });

  it('the server refusing a save after the deadline -> expired -> what was saved is submitted', async () => {
    const s = await started();
    s.answer('i0', 'saved');
    await s.flush();
    s.server.mode = 'deadline';
    s.send({ type: 'user.next' });
    s.answer('i1', 'too late');
    s.answer('i1', 'later still');
    await s.flush();
    expect(s.visited).toContain(JSON.stringify({ session: { flow: { expired: 'sending' }, autosave: 'closed' } }));
    expect(s.snap().value).toBe('submitted');
    expect(s.ctx().pending).toEqual([]);
    expect(s.ctx().submitReason).toBe('expired');
    expect(s.submits).toEqual([{ enrollmentId: 'enr-1', reason: 'expired', savesBefore: 2 }]);
    expect(s.server.sheet.get('i1')).toBeUndefined();
    expect(s.snap().output).toEqual({ resultId: 'result-42' });
  });

  it('server.deadlinePassed from the page (e.g. the server said so elsewhere) expires the attempt too', async () => {
    const s = await started();
    s.answer('i0', 'unsaved');
    s.send({ type: 'server.deadlinePassed' });
    expect(s.snap().matches({ session: { flow: 'expired', autosave: 'closed' } })).toBe(true);
    expect(s.ctx().pending).toEqual([]);
    // nothing more is taken, and there is no way back into the items
    expect(s.snap().can({ type: 'user.answer', itemId: 'i0', response: 'x' })).toBe(false);
    expect(s.snap().can({ type: 'user.next' })).toBe(false);
    await s.flush();
    expect(s.snap().value).toBe('submitted');
  });

  it('user.submit flushes queued answers first, then submits; submitted outputs the result id', async () => {
    const s = await started();
    s.server.mode = 'down';
    s.answer('i0', 'a0');
    await s.flush();
    s.send({ type: 'user.submit' });
    expect(s.snap().matches({ session: { flow: { submitting: 'flushing' } } })).toBe(true);
    expect(s.snap().can({ type: 'user.answer', itemId: 'i0', response: 'x' })).toBe(false);
    s.server.mode = 'ok';
    s.send({ type: 'network.online' });
    await s.flush();
    await s.flush();
    expect(s.snap().value).toBe('submitted');
    expect(s.snap().status).toBe('done');
    expect(s.ctx().resultId).toBe('result-42');
    expect(s.snap().output).toEqual({ resultId: 'result-42' });
    // the save landed before the submit
    expect(s.submits).toEqual([{ enrollmentId: 'enr-1', reason: 'user', savesBefore: 2 }]);
    expect(s.server.sheet.get('i0')).toEqual({ response: 'a0', revision: 1 });
  });

  it('a failed submit waits for user.retry', async () => {
    const s = await started({}, { submitFails: 1 });
    s.send({ type: 'user.submit' });
    await s.flush();
    expect(s.snap().matches({ session: { flow: { submitting: 'failed' } } })).toBe(true);
    expect(s.ctx().error).toBe('Network error');
    s.send({ type: 'user.retry' });
    await s.flush();
    expect(s.snap().value).toBe('submitted');
    expect(s.submits).toHaveLength(2);
  });
});

describe('exam session: resume', () => {
  it('lands on the item the server holds with the time it says is left, answers and revision kept', async () => {
    const s = start(
      { enrollmentId: 'enr-1' },
      {
        enroll: enrollment({
          answers: { i0: { path: 'rec/0.webm' }, i1: 'summary', i2: 'essay' },
          currentIndex: 3,
          deadline: SERVER_NOW + 5 * MIN,
          parts: [{ part: 2, durationSec: 30 * 60, deadline: SERVER_NOW + 5 * MIN }, PARTS[1]!],
          revision: 7,
        }),
      },
    );
    await s.flush();
    expect(s.enrolls).toEqual([{ mode: 'mock', enrollmentId: 'enr-1' }]);
    expect(s.inItem()).toBe(true);
    expect(s.ctx().index).toBe(3);
    expect(s.ctx().timeLeftMs).toEqual({ item: null, part: 5 * MIN, test: 5 * MIN });
    expect(s.ctx().answers).toEqual({ i0: { path: 'rec/0.webm' }, i1: 'summary', i2: 'essay' });
    s.answer('i3', ['a', 'b']);
    expect(s.ctx().pending[0]!.revision).toBe(8);
    await s.flush();
    await s.advance(5 * MIN);
    expect(s.snap().value).toBe('submitted');
    expect(s.submits[0]!.reason).toBe('deadline');
  });

  it('resumes an individually timed item with the item time the server recorded', async () => {
    const s = await started({ enrollmentId: 'enr-1' }, { enroll: enrollment({ currentIndex: 1, itemDeadline: SERVER_NOW + 2 * MIN }) });
    expect(s.ctx().timeLeftMs.item).toBe(2 * MIN);
    await s.advance(2 * MIN);
    expect(s.ctx().index).toBe(2);
  });

  it('an attempt whose deadline has already passed is submitted at once', async () => {
    const s = start({ enrollmentId: 'enr-1' }, { enroll: enrollment({ currentIndex: 2, deadline: SERVER_NOW - 1000 }) });
    await s.flush();
    expect(s.snap().value).toBe('submitted');
    expect(s.submits[0]!.reason).toBe('deadline');
  });
});

describe('classifySaveError', () => {
  it('tells transient failures, the deadline and refusals apart', () => {
    expect(classifySaveError({ reason: 'rejected' })).toBe('rejected');
    expect(classifySaveError({ kind: 'network', status: 0 })).toBe('offline');
    expect(classifySaveError({ kind: 'timeout', status: 0 })).toBe('offline');
    expect(classifySaveError({ kind: 'http', status: 503 })).toBe('offline');
    expect(classifySaveError({ kind: 'http', status: 429 })).toBe('offline');
    expect(classifySaveError({ kind: 'http', status: 409, body: { code: 'deadline_passed' } })).toBe('deadlinePassed');
    expect(classifySaveError({ kind: 'http', status: 410 })).toBe('deadlinePassed');
    expect(classifySaveError({ kind: 'http', status: 422 })).toBe('rejected');
    expect(classifySaveError(new TypeError('Failed to fetch'))).toBe('offline');
  });
});

describe('practice mode (one item of PTE practice)', () => {
  const ESSAY: ExamItem = { id: '9', slug: 'write-essay', section: 'writing', part: 1, timing: { responseSec: 1200 } };
  const READ_ALOUD: ExamItem = { id: '4', slug: 'read-aloud', section: 'speaking', part: 1, timing: { prepSec: 35, responseSec: 40 } };
  const OPEN_SITTING = Object.assign(new Error('This item is part of a test you have open.'), {
    kind: 'http',
    status: 409,
    body: { success: false, code: 'item_in_open_sitting', message: 'This item is part of a test you have open.', data: { answer_sheet_id: 31, test_id: '7', test_title: 'Reading set 2', exam_type: 'practice-test' } },
  });

  function startPractice(opts: { item?: ExamItem; draft?: unknown; checks?: Array<unknown | Error> } = {}) {
    const clock = new SimulatedClock();
    clock.set(5_000_000);
    const checks: CheckInput[] = [];
    const drafts: Array<['keep' | 'drop', string, unknown?]> = [];
    const outcomes = [...(opts.checks ?? [])];
    const saves: SaveAnswerInput[] = [];
    const item = opts.item ?? ESSAY;
    const machine = examSessionMachine.provide({
      actors: {
        enroll: fromPromise<EnrollResult, EnrollInput>(async () => ({
          enrollmentId: item.id,
          serverNow: new Date(SERVER_NOW).toISOString(),
          deadline: null,
          items: [item],
          answers: opts.draft === undefined ? {} : { [item.id]: opts.draft },
        })),
        saveAnswer: fromPromise<unknown, SaveAnswerInput>(async ({ input }) => {
          saves.push(input);
          return {};
        }),
        check: fromPromise<unknown, CheckInput>(async ({ input }) => {
          checks.push(input);
          const next = outcomes.shift() ?? { attempt_id: 100 + checks.length, score: 1, max: 2 };
          if (next instanceof Error) throw next;
          return next;
        }),
      },
      actions: {
        keepDraft: (_, p) => void drafts.push(['keep', p.itemId, p.response]),
        dropDraft: (_, p) => void drafts.push(['drop', p.itemId]),
      },
    });
    const actor = createActor(machine, { input: { mode: 'practice', allowBack: false, now: () => clock.now() }, clock });
    actor.start();
    const flush = () => new Promise((r) => setImmediate(r));
    const advance = async (ms: number) => {
      for (let t = 0; t < ms; t += EXAM_TICK_MS) {
        clock.increment(Math.min(EXAM_TICK_MS, ms - t));
        await flush();
      }
    };
    const snap = () => actor.getSnapshot();
    const flow = () => (snap().value as { session?: { flow?: unknown } }).session?.flow;
    return { actor, clock, checks, drafts, saves, flush, advance, snap, flow, ctx: () => snap().context, send: (e: Parameters<typeof actor.send>[0]) => actor.send(e) };
  }

  it('takes the time from the server and the type: the item timer runs on the server clock, whatever the client clock says', async () => {
    const p = startPractice();
    await p.flush();
    expect(p.ctx().offsetMs).toBe(SERVER_NOW - 5_000_000);
    expect(p.ctx().timeLeftMs).toEqual({ item: 1200_000, part: null, test: null });
    await p.advance(10_000);
    expect(p.ctx().timeLeftMs.item).toBe(1190_000);
    // a speaking item's time belongs to its recorder
    const s = startPractice({ item: READ_ALOUD });
    await s.flush();
    expect(s.ctx().timeLeftMs).toEqual({ item: null, part: null, test: null });
  });

  it('keeps the answer in the page (a draft, no autosave), checks it on submit and shows the review', async () => {
    const p = startPractice({ draft: { text: 'from before the reload' } });
    await p.flush();
    expect(p.ctx().answers).toEqual({ '9': { text: 'from before the reload' } });
    p.send({ type: 'user.answer', itemId: '9', response: { text: 'Cities grow.' } });
    await p.flush();
    expect(p.drafts).toEqual([['keep', '9', { text: 'Cities grow.' }]]);
    expect(p.saves).toEqual([]);
    expect(p.ctx().pending).toEqual([]);
    p.send({ type: 'user.submit' });
    expect(p.flow()).toBe('checking');
    await p.flush();
    expect(p.flow()).toBe('reviewing');
    expect(p.checks).toEqual([{ itemId: '9', response: { text: 'Cities grow.' }, attempt: 0 }]);
    expect(p.ctx().review).toEqual({ attempt_id: 101, score: 1, max: 2 });
    expect(p.drafts.at(-1)).toEqual(['drop', '9']);
  });

  it('submits by itself when the item time is up', async () => {
    const p = startPractice();
    await p.flush();
    p.send({ type: 'user.answer', itemId: '9', response: { text: 'Half an essay' } });
    await p.advance(1200_000);
    expect(p.flow()).toBe('reviewing');
    expect(p.ctx().submitReason).toBe('timeout');
    expect(p.checks).toEqual([{ itemId: '9', response: { text: 'Half an essay' }, attempt: 0 }]);
  });

  it('Redo clears the answer and the review, starts the timer over and checks a new attempt', async () => {
    const p = startPractice();
    await p.flush();
    await p.advance(30_000);
    p.send({ type: 'user.answer', itemId: '9', response: { text: 'first' } });
    p.send({ type: 'user.submit' });
    await p.flush();
    expect(p.flow()).toBe('reviewing');
    await p.advance(5_000);
    p.send({ type: 'user.retry' });
    expect(p.snap().matches({ session: { flow: 'inItem' } })).toBe(true);
    expect(p.ctx()).toMatchObject({ answers: {}, review: null, attempt: 1, submitReason: null });
    expect(p.ctx().timeLeftMs.item).toBe(1200_000);
    expect(p.drafts.at(-1)).toEqual(['drop', '9']);
    p.send({ type: 'user.answer', itemId: '9', response: { text: 'second' } });
    p.send({ type: 'user.submit' });
    await p.flush();
    expect(p.checks.map((c) => [c.response, c.attempt])).toEqual([
      [{ text: 'first' }, 0],
      [{ text: 'second' }, 1],
    ]);
    expect(p.ctx().review).toEqual({ attempt_id: 102, score: 1, max: 2 });
  });

  it('refuses what practice does not allow: Redo before a review, answers and a second submit during it, moving on', async () => {
    const p = startPractice();
    await p.flush();
    p.send({ type: 'user.answer', itemId: '9', response: { text: 'mine' } });
    p.send({ type: 'user.retry' });
    p.send({ type: 'user.next' });
    p.send({ type: 'user.back' });
    p.send({ type: 'user.answer', itemId: 'not-this-item', response: { text: 'x' } });
    expect(p.snap().matches({ session: { flow: 'inItem' } })).toBe(true);
    expect(p.ctx()).toMatchObject({ index: 0, attempt: 0, answers: { '9': { text: 'mine' } } });
    p.send({ type: 'user.submit' });
    await p.flush();
    p.send({ type: 'user.answer', itemId: '9', response: { text: 'changed after the key was shown' } });
    p.send({ type: 'user.submit' });
    await p.flush();
    expect(p.flow()).toBe('reviewing');
    expect(p.ctx().answers).toEqual({ '9': { text: 'mine' } });
    expect(p.checks).toHaveLength(1);
  });

  it('a failed check may be retried with the same answer', async () => {
    const p = startPractice({ checks: [Object.assign(new Error('Network error'), { kind: 'network', status: 0 })] });
    await p.flush();
    p.send({ type: 'user.answer', itemId: '9', response: { text: 'mine' } });
    p.send({ type: 'user.submit' });
    await p.flush();
    expect(p.flow()).toBe('checkFailed');
    expect(p.ctx().error).toBe('Network error');
    p.send({ type: 'user.retry' });
    await p.flush();
    expect(p.flow()).toBe('reviewing');
    expect(p.checks.map((c) => c.response)).toEqual([{ text: 'mine' }, { text: 'mine' }]);
  });

  it('an item of an open test is blocked, naming the test, with nothing to retry', async () => {
    const p = startPractice({ checks: [OPEN_SITTING] });
    await p.flush();
    p.send({ type: 'user.submit' });
    await p.flush();
    expect(p.flow()).toBe('blocked');
    expect(p.ctx().openSitting).toEqual({ answerSheetId: 31, testId: 7, testTitle: 'Reading set 2', examType: 'practice-test' });
    expect(p.ctx().review).toBeNull();
    p.send({ type: 'user.retry' });
    p.send({ type: 'user.submit' });
    await p.flush();
    expect(p.flow()).toBe('blocked');
    expect(p.checks).toHaveLength(1);
  });

  it('classifies check failures: the open test (with or without its details) or anything else', () => {
    expect(classifyCheckError(OPEN_SITTING)).toEqual({ kind: 'openSitting', sitting: { answerSheetId: 31, testId: 7, testTitle: 'Reading set 2', examType: 'practice-test' } });
    expect(classifyCheckError({ status: 409, body: { code: 'item_in_open_sitting', message: 'In an open test.' } })).toEqual({ kind: 'openSitting', sitting: { answerSheetId: null, testId: null, testTitle: null, examType: null } });
    expect(classifyCheckError({ status: 409, body: { message: 'Conflict' } })).toEqual({ kind: 'failed' });
    expect(classifyCheckError(new Error('Network error'))).toEqual({ kind: 'failed' });
    expect(classifyCheckError(null)).toEqual({ kind: 'failed' });
  });
});
