import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type Actor } from 'xstate';
import {
  createWizardMachine,
  validationErrorsOf,
  type WizardCreateInput,
  type WizardCreateOutput,
  type WizardInput,
  type WizardLoadOutput,
  type WizardStep,
  type WizardUpdateInput,
} from './wizard.machine';

interface Draft {
  title: string;
  minutes: number;
  kind: 'manual' | 'random';
  count: number;
}

const required = (field: keyof Draft, label: string) => (d: Partial<Draft>) =>
  d[field] === undefined || d[field] === '' ? { [field]: [`The ${label} field is required.`] } : {};

const fourSteps: WizardStep<Draft>[] = [
  { id: 'information', validate: required('title', 'title') },
  { id: 'time', validate: (d) => ({ ...required('minutes', 'minutes')(d), ...(d.minutes !== undefined && d.minutes < 1 ? { minutes: ['At least 1 minute.'] } : {}) }) },
  { id: 'kind', validate: required('kind', 'kind') },
  { id: 'count', validate: required('count', 'count') },
];

/** A deferred result: the test settles the request when it wants to look at the saving state. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A rejected PUT/POST as the kernel's HttpError carries it. */
const httpError = (status: number, errors?: Record<string, string[]>) =>
  Object.assign(new Error(status === 0 ? 'Network Error' : `HTTP ${status}`), {
    kind: status === 0 ? 'network' : 'http',
    status,
    body: errors ? { success: false, message: 'The given data was invalid.', errors } : null,
  });

type Outcome<T> = T | Error;

function start(
  input: WizardInput<Draft> = {},
  fakes: {
    create?: Array<Outcome<WizardCreateOutput<Draft>>>;
    update?: Array<Outcome<void>>;
    load?: Array<Outcome<WizardLoadOutput<Draft>>>;
    steps?: WizardStep<Draft>[];
  } = {},
) {
  const clock = new SimulatedClock();
  const results = { create: [...(fakes.create ?? [{ id: 41 }])], update: [...(fakes.update ?? [])], load: [...(fakes.load ?? [])] };
  const next = <T,>(list: Array<Outcome<T>>, fallback: T): Promise<T> => {
    const r = list.length > 0 ? list.shift() : fallback;
    return r instanceof Error ? Promise.reject(r) : Promise.resolve(r as T);
  };
  const create = vi.fn((_i: WizardCreateInput<Draft>) => next(results.create, { id: 41 }));
  const update = vi.fn((_i: WizardUpdateInput<Draft>) => next<void>(results.update, undefined));
  const load = vi.fn((_i: { recordId: string | number }) => next(results.load, { data: {}, step: 'information' }));
  const machine = createWizardMachine<Draft>({ id: 'four-step', steps: fakes.steps ?? fourSteps, now: () => clock.now() }).provide({
    actors: {
      // snapshot the input: the machine's data object must not be mutated later
      create: fromPromise(({ input: i }) => create(structuredClone(i))),
      update: fromPromise(({ input: i }) => update(structuredClone(i))),
      load: fromPromise(({ input: i }) => load(i)),
    },
  });
  const actor = createActor(machine, { input, clock });
  actor.start();
  return { actor, clock, create, update, load, results };
}

type WizardActor = Actor<ReturnType<typeof createWizardMachine<Draft>>>;
/** the snapshot once no request is in flight */
const settled = (actor: WizardActor) => waitFor(actor, (s) => !s.matches('saving') && !s.matches('loading'));

describe('wizard machine (4 steps)', () => {
  it('starts on the first step with nothing saved', () => {
    const { actor } = start();
    const s = actor.getSnapshot();
    expect(s.value).toBe('editing');
    expect(s.context).toMatchObject({ step: 'information', recordId: null, visited: [], errors: {}, saving: false, serverErrors: [], lastSavedAt: null, data: {} });
  });

  it('keeps the step and names the field when the step is invalid; a change clears that field only', async () => {
    const { actor, create } = start();
    actor.send({ type: 'user.next' });
    let s = actor.getSnapshot();
    expect(s.value).toBe('editing');
    expect(s.context.step).toBe('information');
    expect(s.context.errors).toEqual({ title: ['The title field is required.'] });
    expect(create).not.toHaveBeenCalled();

    actor.send({ type: 'user.change', patch: { minutes: 5 } });
    expect(actor.getSnapshot().context.errors).toEqual({ title: ['The title field is required.'] });
    actor.send({ type: 'user.change', patch: { title: 'Mock 1' } });
    s = actor.getSnapshot();
    expect(s.context.errors).toEqual({});
    expect(s.context.data).toEqual({ minutes: 5, title: 'Mock 1' });
  });

  it('first save POSTs once with step 1 data and stores the id; later steps PUT with the recordId and the step', async () => {
    const { actor, create, update, clock } = start({}, { create: [{ id: 41 }] });
    actor.send({ type: 'user.change', patch: { title: 'Mock 1' } });
    clock.increment(1_000);
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().matches({ saving: 'creating' })).toBe(true);
    expect(actor.getSnapshot().context.saving).toBe(true);
    let s = await settled(actor);
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({ step: 'information', data: { title: 'Mock 1' } });
    expect(s.value).toBe('editing');
    expect(s.context).toMatchObject({ recordId: 41, step: 'time', visited: ['information'], saving: false, lastSavedAt: 1_000 });

    actor.send({ type: 'user.change', patch: { minutes: 30 } });
    clock.increment(2_000);
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().matches({ saving: 'updating' })).toBe(true);
    s = await settled(actor);
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenLastCalledWith({ recordId: 41, step: 'time', data: { title: 'Mock 1', minutes: 30 } });
    expect(s.context).toMatchObject({ step: 'kind', visited: ['information', 'time'], lastSavedAt: 3_000 });

    actor.send({ type: 'user.change', patch: { kind: 'manual' } });
    actor.send({ type: 'user.next' });
    s = await settled(actor);
    expect(update).toHaveBeenLastCalledWith({ recordId: 41, step: 'kind', data: { title: 'Mock 1', minutes: 30, kind: 'manual' } });
    expect(create).toHaveBeenCalledTimes(1);
    expect(s.context.step).toBe('count');
  });

  it('merges what the POST says it stored (e.g. a normalised title)', async () => {
    const { actor } = start({ data: { title: '  Mock 1 ' } }, { create: [{ id: 5, data: { title: 'Mock 1' } }] });
    actor.send({ type: 'user.next' });
    expect((await settled(actor)).context.data).toEqual({ title: 'Mock 1' });
  });

  it('refuses every navigation while a save is in flight', async () => {
    const pending = deferred<WizardCreateOutput<Draft>>();
    const machine = createWizardMachine<Draft>({ id: 'slow', steps: fourSteps }).provide({
      actors: { create: fromPromise(() => pending.promise) },
    });
    const slow = createActor(machine, { input: { data: { title: 'Mock 1' } } }).start();
    slow.send({ type: 'user.next' });
    const s = slow.getSnapshot();
    expect(s.matches('saving')).toBe(true);
    for (const e of [{ type: 'user.next' }, { type: 'user.back' }, { type: 'user.finish' }, { type: 'user.retry' }, { type: 'user.jump', step: 'information' }, { type: 'user.change', patch: { title: 'x' } }] as const) {
      expect(s.can(e)).toBe(false);
    }
    pending.resolve({ id: 'abc' });
    const done = await settled(slow);
    expect(done.context).toMatchObject({ recordId: 'abc', step: 'time' });
  });

  it('maps a server 422 onto the step fields and stays on the step', async () => {
    const { actor, update } = start(
      { recordId: 41, resumeAt: 'time', data: { title: 'Mock 1' } },
      { update: [httpError(422, { minutes: ['The minutes may not be greater than 180.'], title: ['The title has already been taken.'] })] },
    );
    actor.send({ type: 'user.change', patch: { minutes: 999 } });
    actor.send({ type: 'user.next' });
    const s = await settled(actor);
    expect(update).toHaveBeenCalledTimes(1);
    expect(s.value).toBe('editing');
    expect(s.context.step).toBe('time');
    expect(s.context.errors).toEqual({ minutes: ['The minutes may not be greater than 180.'], title: ['The title has already been taken.'] });
    expect(s.context.visited).toEqual(['information', 'time']);
    expect(s.context.lastSavedAt).toBeNull();

    actor.send({ type: 'user.change', patch: { minutes: 90 } });
    expect(actor.getSnapshot().context.errors).toEqual({ title: ['The title has already been taken.'] });
  });

  it('goes to saveFailed on a network failure, keeps the message, and a retry saves the same step', async () => {
    const { actor, create, clock } = start({ data: { title: 'Mock 1' } }, { create: [httpError(0), { id: 7 }] });
    actor.send({ type: 'user.next' });
    let s = await settled(actor);
    expect(s.value).toBe('saveFailed');
    expect(s.context).toMatchObject({ step: 'information', recordId: null, visited: [], saving: false, serverErrors: ['Network Error'], errors: {} });
    expect(s.can({ type: 'user.next' })).toBe(false);
    expect(s.can({ type: 'user.jump', step: 'time' })).toBe(false);

    clock.increment(5_000);
    actor.send({ type: 'user.retry' });
    s = await settled(actor);
    expect(create).toHaveBeenCalledTimes(2);
    expect(create).toHaveBeenLastCalledWith({ step: 'information', data: { title: 'Mock 1' } });
    expect(s.value).toBe('editing');
    expect(s.context).toMatchObject({ step: 'time', recordId: 7, visited: ['information'], serverErrors: [], lastSavedAt: 5_000 });
  });

  it('treats a 500 like a network failure; a change in saveFailed returns to editing', async () => {
    const { actor, update } = start({ recordId: 41, resumeAt: 'time', data: { title: 'Mock 1', minutes: 5 } }, { update: [httpError(500)] });
    actor.send({ type: 'user.next' });
    let s = await settled(actor);
    expect(s.value).toBe('saveFailed');
    expect(s.context.serverErrors).toEqual(['HTTP 500']);
    actor.send({ type: 'user.change', patch: { minutes: 6 } });
    s = actor.getSnapshot();
    expect(s.value).toBe('editing');
    expect(s.context.data.minutes).toBe(6);
    actor.send({ type: 'user.next' });
    s = await settled(actor);
    expect(update).toHaveBeenCalledTimes(2);
    expect(s.context.step).toBe('kind');
  });

  it('back does not save and goes to the previous step; there is no back from the first step', async () => {
    const { actor, create, update } = start({ data: { title: 'Mock 1' } });
    expect(actor.getSnapshot().can({ type: 'user.back' })).toBe(false);
    actor.send({ type: 'user.next' });
    await settled(actor);
    actor.send({ type: 'user.change', patch: { minutes: 0 } });
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().context.errors).toEqual({ minutes: ['At least 1 minute.'] });
    actor.send({ type: 'user.back' });
    const s = actor.getSnapshot();
    expect(s.value).toBe('editing');
    expect(s.context.step).toBe('information');
    expect(s.context.errors).toEqual({});
    expect(s.context.data).toEqual({ title: 'Mock 1', minutes: 0 });
    expect(create).toHaveBeenCalledTimes(1);
    expect(update).not.toHaveBeenCalled();
  });

  it('jumps to a visited step or the one right after the last visited, and refuses a far unvisited step', async () => {
    const { actor, create, update } = start({ data: { title: 'Mock 1', minutes: 10 } });
    actor.send({ type: 'user.next' });
    await settled(actor);
    actor.send({ type: 'user.next' });
    let s = await settled(actor);
    expect(s.context).toMatchObject({ step: 'kind', visited: ['information', 'time'] });
    const calls = create.mock.calls.length + update.mock.calls.length;

    // the forbidden transition: 'count' is two past the last visited step
    expect(s.can({ type: 'user.jump', step: 'count' })).toBe(false);
    actor.send({ type: 'user.jump', step: 'count' });
    expect(actor.getSnapshot().context.step).toBe('kind');
    expect(actor.getSnapshot().can({ type: 'user.jump', step: 'nowhere' })).toBe(false);

    actor.send({ type: 'user.jump', step: 'information' });
    s = actor.getSnapshot();
    expect(s.value).toBe('editing');
    expect(s.context.step).toBe('information');
    // from there: forward to a visited step, and to 'kind' (right after the last visited) but not beyond
    expect(s.can({ type: 'user.jump', step: 'time' })).toBe(true);
    expect(s.can({ type: 'user.jump', step: 'kind' })).toBe(true);
    expect(s.can({ type: 'user.jump', step: 'count' })).toBe(false);
    actor.send({ type: 'user.jump', step: 'kind' });
    expect(actor.getSnapshot().context.step).toBe('kind');
    expect(create.mock.calls.length + update.mock.calls.length).toBe(calls);
  });

  it('finishes on the last step only: validates, saves, then done with { recordId, data }', async () => {
    const { actor, update, clock } = start({ recordId: 41, resumeAt: 'count', data: { title: 'Mock 1', minutes: 10, kind: 'random' } });
    let s = actor.getSnapshot();
    expect(s.context.visited).toEqual(['information', 'time', 'kind', 'count']);
    expect(s.can({ type: 'user.next' })).toBe(false);
    actor.send({ type: 'user.finish' });
    expect(actor.getSnapshot().context.errors).toEqual({ count: ['The count field is required.'] });
    expect(update).not.toHaveBeenCalled();

    actor.send({ type: 'user.change', patch: { count: 6 } });
    clock.increment(9_000);
    actor.send({ type: 'user.finish' });
    s = await waitFor(actor, (x) => x.status === 'done');
    expect(update).toHaveBeenCalledWith({ recordId: 41, step: 'count', data: { title: 'Mock 1', minutes: 10, kind: 'random', count: 6 } });
    expect(s.value).toBe('done');
    expect(s.context.lastSavedAt).toBe(9_000);
    expect(s.output).toEqual({ recordId: 41, data: { title: 'Mock 1', minutes: 10, kind: 'random', count: 6 } });
  });

  it('refuses finish before the last step, and on finish opens an earlier invalid step with its errors', async () => {
    const { actor, update } = start({ recordId: 41, resumeAt: 'kind', data: { title: 'Mock 1', minutes: 10, kind: 'manual' } });
    expect(actor.getSnapshot().can({ type: 'user.finish' })).toBe(false);
    actor.send({ type: 'user.next' });
    await settled(actor);
    actor.send({ type: 'user.jump', step: 'information' });
    actor.send({ type: 'user.change', patch: { title: '' } });
    actor.send({ type: 'user.jump', step: 'count' });
    actor.send({ type: 'user.change', patch: { count: 3 } });
    actor.send({ type: 'user.finish' });
    const s = actor.getSnapshot();
    expect(s.value).toBe('editing');
    expect(s.context.step).toBe('information');
    expect(s.context.errors).toEqual({ title: ['The title field is required.'] });
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('runs a whole 4-step wizard from scratch: one POST, then PUTs, then done', async () => {
    const { actor, create, update } = start({}, { create: [{ id: 'rec-9' }] });
    const fill: Array<Partial<Draft>> = [{ title: 'Full' }, { minutes: 45 }, { kind: 'manual' }, { count: 20 }];
    for (const [i, patch] of fill.entries()) {
      actor.send({ type: 'user.change', patch });
      actor.send({ type: i === fill.length - 1 ? 'user.finish' : 'user.next' });
      await waitFor(actor, (s) => !s.matches('saving'));
    }
    const s = actor.getSnapshot();
    expect(s.status).toBe('done');
    expect(create).toHaveBeenCalledTimes(1);
    expect(update.mock.calls.map(([i]) => [i.recordId, i.step])).toEqual([
      ['rec-9', 'time'],
      ['rec-9', 'kind'],
      ['rec-9', 'count'],
    ]);
    expect(s.output).toEqual({ recordId: 'rec-9', data: { title: 'Full', minutes: 45, kind: 'manual', count: 20 } });
  });
});

describe('wizard machine: resume', () => {
  it('with only a recordId loads the record and lands on the server step with visited restored', async () => {
    const { actor, load, create } = start({ recordId: 41 }, { load: [{ data: { title: 'Mock 1', minutes: 20 }, step: 'kind' }] });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().can({ type: 'user.next' })).toBe(false);
    const s = await settled(actor);
    expect(load).toHaveBeenCalledWith({ recordId: 41 });
    expect(s.value).toBe('editing');
    expect(s.context).toMatchObject({ recordId: 41, step: 'kind', visited: ['information', 'time', 'kind'], data: { title: 'Mock 1', minutes: 20 } });
    expect(s.can({ type: 'user.jump', step: 'count' })).toBe(true);

    // the next save is a PUT: the record exists
    actor.send({ type: 'user.change', patch: { kind: 'random' } });
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().matches({ saving: 'updating' })).toBe(true);
    await settled(actor);
    expect(create).not.toHaveBeenCalled();
  });

  it('takes the visited list the server returns, and falls back to the first step for an unknown one', async () => {
    const a = start({ recordId: 1 }, { load: [{ data: {}, step: 'time', visited: ['time', 'information'] }] });
    expect((await settled(a.actor)).context).toMatchObject({ step: 'time', visited: ['information', 'time'] });
    const b = start({ recordId: 2 }, { load: [{ data: {}, step: 'gone' }] });
    expect((await settled(b.actor)).context).toMatchObject({ step: 'information', visited: ['information'] });
  });

  it('goes to loadFailed when the record cannot be read, and a retry loads it', async () => {
    const { actor, load } = start({ recordId: 41 }, { load: [httpError(0), { data: { title: 'T' }, step: 'time' }] });
    let s = await settled(actor);
    expect(s.value).toBe('loadFailed');
    expect(s.context.serverErrors).toEqual(['Network Error']);
    expect(s.can({ type: 'user.next' })).toBe(false);
    actor.send({ type: 'user.retry' });
    s = await settled(actor);
    expect(load).toHaveBeenCalledTimes(2);
    expect(s.context).toMatchObject({ step: 'time', serverErrors: [] });
  });

  it('with resumeAt and visited from the page opens that step without loading', () => {
    const { actor, load } = start({ recordId: 41, resumeAt: 'kind', visited: ['information', 'time'], data: { title: 'x' } });
    const s = actor.getSnapshot();
    expect(load).not.toHaveBeenCalled();
    expect(s.value).toBe('editing');
    expect(s.context).toMatchObject({ step: 'kind', visited: ['information', 'time'], recordId: 41 });
  });
});

describe('validationErrorsOf', () => {
  it('reads a 422 from HttpError-like errors and ignores other failures', () => {
    expect(validationErrorsOf(httpError(422, { title: ['taken'] }))).toEqual({ title: ['taken'] });
    expect(validationErrorsOf({ status: 422, fieldErrors: { a: ['b'] } })).toEqual({ a: ['b'] });
    expect(validationErrorsOf({ status: 422, errors: { a: 'b' } })).toEqual({ a: ['b'] });
    expect(validationErrorsOf({ status: 422 })).toEqual({});
    expect(validationErrorsOf(httpError(500))).toBeNull();
    expect(validationErrorsOf(new Error('x'))).toBeNull();
    expect(validationErrorsOf(null)).toBeNull();
  });
});

describe('wizards of issue 5 through the factory', () => {
  const walk = async (ids: string[], id: string) => {
    const machine = createWizardMachine<Record<string, unknown>>({ id, steps: ids.map((step) => ({ id: step })) }).provide({
      actors: {
        create: fromPromise(async (): Promise<WizardCreateOutput<Record<string, unknown>>> => ({ id: 1 })),
        update: fromPromise(async (): Promise<void> => {}),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    const seen = [actor.getSnapshot().context.step];
    while (actor.getSnapshot().can({ type: 'user.next' })) {
      actor.send({ type: 'user.next' });
      seen.push((await waitFor(actor, (s) => s.matches('editing'))).context.step);
    }
    actor.send({ type: 'user.finish' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(machine.id).toBe(id);
    expect(done.context.visited).toEqual(ids);
    return seen;
  };

  it('drives the test wizard steps', async () => {
    const steps = ['test-information', 'time-set', 'create-type', 'number-of-question', 'choose-question', 'review', 'test-preview'];
    expect(await walk(steps, 'test-wizard')).toEqual(steps);
  });

  it('drives the quiz wizard steps', async () => {
    const steps = ['quiz-information', 'time-set', 'create-type', 'number-of-question', 'choose-question', 'review', 'quiz-set-preview'];
    expect(await walk(steps, 'quiz-wizard')).toEqual(steps);
  });

  it('rejects a wizard without steps or with a repeated step id', () => {
    expect(() => createWizardMachine({ id: 'none', steps: [] })).toThrow(/no steps/);
    expect(() => createWizardMachine({ id: 'dup', steps: [{ id: 'a' }, { id: 'a' }] })).toThrow(/unique/);
  });
});
