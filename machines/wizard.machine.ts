/**
 * The multi-step wizard of docs/product-spec.md §4 ("saved with POST, then each step updated with PUT"): one machine for every wizard
 * (test, quiz, course, package, registration, coaching-centre onboarding, job application, online class).
 * The steps are data, not states: the current step is `context.step`. No fetch here: the page supplies the
 * `create` (POST), `update` (PUT) and `load` (GET) actors with `.provide()`.
 *
 * start --recordId without resumeAt--> loading --ok--> editing (the server's step) | --failed--> loadFailed
 *   --user.retry--> loading
 * start --otherwise--> editing (resumeAt, or the first step)
 * editing --user.change--> editing (data merged, that field's errors cleared)
 * editing --user.next (step invalid)--> editing with errors
 * editing --user.next (valid)--> saving.creating (no record yet: POST) | saving.updating (PUT)
 *   --ok--> editing (step marked visited, next step) | --422--> editing (field errors) | --other--> saveFailed
 * saveFailed --user.retry--> saving;  --user.change / user.back--> editing
 * editing --user.back--> editing (previous step, nothing saved)
 * editing --user.jump { step }--> editing (a visited step, or the one right after the last visited; nothing saved)
 * editing --user.finish (last step; every step valid)--> saving --ok--> done (output { recordId, data })
 *
 * Completions are the actors' done / error events; there are no `server.*` events to send.
 */
import { and, assign, fromPromise, setup } from 'xstate';

/** Field -> messages. Empty = valid. */
export type FieldErrors = Record<string, string[]>;

export type RecordId = string | number;

export interface WizardStep<TData> {
  /** The step's id, also its URL segment (e.g. `time-set`). */
  id: string;
  /**
   * The step's rules over everything entered so far (earlier steps' fields may be missing before they are
   * visited, so `data` is partial). Returns field -> messages; `{}` = valid.
   */
  validate?: (data: Partial<TData>) => FieldErrors;
}

export interface WizardConfig<TData> {
  /** The machine id, e.g. `test-wizard`. */
  id: string;
  steps: ReadonlyArray<WizardStep<TData>>;
  /** The clock for `lastSavedAt` (ms); Date.now by default. */
  now?: () => number;
}

/** What the server holds, to resume after a reload. All optional: a new wizard passes nothing. */
export interface WizardInput<TData> {
  data?: Partial<TData>;
  recordId?: RecordId | null;
  /** The step to open; without it and with a recordId the machine loads the record (the `load` actor). */
  resumeAt?: string;
  /** The saved steps; by default every step up to and including `resumeAt` when a record exists. */
  visited?: string[];
}

export interface WizardContext<TData> {
  data: Partial<TData>;
  /** null until the first save (POST) returns an id */
  recordId: RecordId | null;
  /** the current step id */
  step: string;
  /** the ids of the steps saved so far, in step order */
  visited: string[];
  /** the current step's field errors (the step's own rules, or a 422 from the server) */
  errors: FieldErrors;
  /** a save is in flight */
  saving: boolean;
  /** the message of the last failed save or load that is not about a field (shown in saveFailed / loadFailed) */
  serverErrors: string[];
  /** when the last save succeeded (ms), null before */
  lastSavedAt: number | null;
  /** what the save in flight is for: moving on, or finishing */
  intent: 'next' | 'finish';
  /** a recordId came without resumeAt: the record is fetched (`load`) before the first step opens */
  needsLoad: boolean;
}

export type WizardEvent<TData> =
  | { type: 'user.change'; patch: Partial<TData> }
  | { type: 'user.next' }
  | { type: 'user.back' }
  | { type: 'user.jump'; step: string }
  | { type: 'user.retry' }
  | { type: 'user.finish' };

export interface WizardOutput<TData> {
  recordId: RecordId;
  data: Partial<TData>;
}

/** POST: the first save. */
export interface WizardCreateInput<TData> {
  step: string;
  data: Partial<TData>;
}
/** The new record's id; `data` (optional) is what the server stored, merged back. */
export interface WizardCreateOutput<TData> {
  id: RecordId;
  data?: Partial<TData>;
}
/** PUT: every later save. */
export interface WizardUpdateInput<TData> {
  recordId: RecordId;
  step: string;
  data: Partial<TData>;
}
/** The PUT resolves to nothing the machine reads (the data sent is what is kept). */
export type WizardUpdateOutput = void;
/** GET: the record and the step it was left at (`visited` optional, as in the input). */
export interface WizardLoadOutput<TData> {
  data: Partial<TData>;
  step: string;
  visited?: string[];
}

/**
 * The field errors of a rejected save when it is a 422, else null. Reads the kernel's HttpError
 * (`status`, `fieldErrors`) or any error with `status: 422` and `errors` / `body.errors` (the server's envelope).
 */
export function validationErrorsOf(error: unknown): FieldErrors | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as { status?: unknown; fieldErrors?: unknown; errors?: unknown; body?: { errors?: unknown } | null };
  if (e.status !== 422) return null;
  const raw = e.fieldErrors ?? e.errors ?? e.body?.errors;
  const out: FieldErrors = {};
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    for (const [k, v] of Object.entries(raw as Record<string, unknown>)) out[k] = (Array.isArray(v) ? v : [v]).map(String);
  }
  return out;
}

const messageOf = (e: unknown): string =>
  e instanceof Error ? e.message || e.name : typeof e === 'string' ? e : 'Request failed';

const isEmpty = (errors: FieldErrors) => Object.values(errors).every((m) => m.length === 0);

/** Errors without the patched fields (and their sub-fields, `time.minutes` for `time`). */
function clearPatched(errors: FieldErrors, patch: object): FieldErrors {
  const keys = Object.keys(patch);
  if (keys.length === 0) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !keys.some((k) => field === k || field.startsWith(`${k}.`))));
}

/**
 * Builds the machine of one wizard from its steps.
 *
 * @example
 * ```ts
 * const testWizard = createWizardMachine<TestDraft>({
 *   id: 'test-wizard',
 *   steps: [
 *     { id: 'test-information', validate: (d) => (d.title ? {} : { title: ['The title field is required.'] }) },
 *     { id: 'time-set' },
 *     // ...
 *     { id: 'test-preview' },
 *   ],
 * });
 * // beside the page: the real effects
 * const machine = testWizard.provide({
 *   actors: {
 *     // annotate the promise types: an actor's output must be exactly the machine's (WizardCreateOutput, ...)
 *     create: fromPromise(async ({ input }): Promise<WizardCreateOutput<TestDraft>> =>
 *       ({ id: (await http.post('practice-tests', { ...input.data, step: input.step })).id })),
 *     update: fromPromise(async ({ input }): Promise<void> => {
 *       await http.put(`practice-tests/${input.recordId}`, { ...input.data, step: input.step });
 *     }),
 *     load: fromPromise(async ({ input }): Promise<WizardLoadOutput<TestDraft>> =>
 *       toWizardRecord(await http.get(`practice-tests/${input.recordId}`))),
 *   },
 * });
 * const actor = createActor(machine, { input: { recordId: params.id ?? null } }).start();
 * actor.send({ type: 'user.change', patch: { title: 'Mock 1' } });
 * actor.send({ type: 'user.next' }); // validates, POSTs, then opens time-set
 * ```
 */
export function createWizardMachine<TData extends object = Record<string, unknown>>(config: WizardConfig<TData>) {
  const steps = config.steps;
  if (steps.length === 0) throw new Error(`wizard ${config.id}: no steps`);
  const ids = steps.map((s) => s.id);
  if (new Set(ids).size !== ids.length) throw new Error(`wizard ${config.id}: step ids must be unique`);
  const now = config.now ?? (() => Date.now());
  const first = ids[0] as string;
  const indexOf = (id: string) => ids.indexOf(id);
  const known = (id: string | undefined): id is string => id !== undefined && indexOf(id) >= 0;
  const ordered = (visited: Iterable<string>) => ids.filter((id) => new Set(visited).has(id));
  const restoredVisited = (at: string, recordId: RecordId | null, given?: string[]) =>
    given ? ordered(given) : recordId === null ? [] : ids.slice(0, indexOf(at) + 1);
  const errorsOf = (stepId: string, data: Partial<TData>): FieldErrors => {
    const errors = steps[indexOf(stepId)]?.validate?.(data) ?? {};
    return Object.fromEntries(Object.entries(errors).filter(([, m]) => m.length > 0));
  };
  /** the first step, up to and including `upTo`, whose rules fail */
  const firstInvalid = (data: Partial<TData>, upTo: string) =>
    ids.slice(0, indexOf(upTo) + 1).find((id) => !isEmpty(errorsOf(id, data)));
  /** a visited step, or the step right after the last visited one */
  const isReachable = (visited: string[], target: string) => {
    if (!known(target)) return false;
    if (visited.includes(target)) return true;
    const last = Math.max(-1, ...visited.map(indexOf));
    return indexOf(target) === last + 1;
  };

  return setup({
    types: {
      context: {} as WizardContext<TData>,
      events: {} as WizardEvent<TData>,
      input: {} as WizardInput<TData>,
      output: {} as WizardOutput<TData>,
    },
    actors: {
      create: fromPromise<WizardCreateOutput<TData>, WizardCreateInput<TData>>(async () => {
        throw new Error('create is supplied with .provide()');
      }),
      update: fromPromise<WizardUpdateOutput, WizardUpdateInput<TData>>(async () => {
        throw new Error('update is supplied with .provide()');
      }),
      load: fromPromise<WizardLoadOutput<TData>, { recordId: RecordId }>(async () => {
        throw new Error('load is supplied with .provide()');
      }),
    },
    actions: {
      merge: assign(({ context, event }) => {
        if (event.type !== 'user.change') return {};
        return { data: { ...context.data, ...event.patch }, errors: clearPatched(context.errors, event.patch) };
      }),
      showStepErrors: assign(({ context }) => ({ errors: errorsOf(context.step, context.data) })),
      /** finishing with an earlier step invalid (reached by a jump): open that step with its errors */
      showFirstInvalidStep: assign(({ context }) => {
        const step = firstInvalid(context.data, context.step) ?? context.step;
        return { step, errors: errorsOf(step, context.data) };
      }),
      goBack: assign(({ context }) => ({ step: ids[indexOf(context.step) - 1] ?? context.step, errors: {}, serverErrors: [] })),
      jump: assign(({ event }) => (event.type === 'user.jump' ? { step: event.step, errors: {}, serverErrors: [] } : {})),
      markSaved: assign(({ context }) => ({
        visited: ordered([...context.visited, context.step]),
        lastSavedAt: now(),
        errors: {},
        serverErrors: [],
      })),
      /** a 422: the server's field errors on the step (the step stays open) */
      showServerErrors: assign(({ event }) => ({ errors: validationErrorsOf((event as { error?: unknown }).error) ?? {} })),
      /** any other failure: its message, for saveFailed */
      keepFailure: assign(({ event }) => ({ serverErrors: [messageOf((event as { error?: unknown }).error)] })),
      advance: assign(({ context }) => ({ step: ids[indexOf(context.step) + 1] ?? context.step })),
    },
    guards: {
      isResumeFromServer: ({ context }) => context.needsLoad,
      hasRecord: ({ context }) => context.recordId !== null,
      hasPreviousStep: ({ context }) => indexOf(context.step) > 0,
      hasNextStep: ({ context }) => indexOf(context.step) < ids.length - 1,
      isLastStep: ({ context }) => indexOf(context.step) === ids.length - 1,
      hasStepErrors: ({ context }) => !isEmpty(errorsOf(context.step, context.data)),
      hasInvalidStep: ({ context }) => firstInvalid(context.data, context.step) !== undefined,
      isReachableStep: ({ context, event }) => event.type === 'user.jump' && isReachable(context.visited, event.step),
      isFinishing: ({ context }) => context.intent === 'finish',
      isValidationFailure: ({ event }) => validationErrorsOf((event as { error?: unknown }).error) !== null,
    },
  }).createMachine({
    id: config.id,
    context: ({ input }) => {
      const recordId = input.recordId ?? null;
      const step = known(input.resumeAt) ? input.resumeAt : first;
      return {
        data: { ...(input.data ?? {}) } as Partial<TData>,
        recordId,
        step,
        visited: restoredVisited(step, recordId, input.visited),
        errors: {},
        saving: false,
        serverErrors: [],
        lastSavedAt: null,
        intent: 'next',
        needsLoad: recordId !== null && input.resumeAt === undefined,
      };
    },
    initial: 'start',
    states: {
      start: {
        always: [{ guard: 'isResumeFromServer', target: 'loading' }, { target: 'editing' }],
      },
      loading: {
        invoke: {
          src: 'load',
          input: ({ context }) => ({ recordId: context.recordId as RecordId }),
          onDone: {
            target: 'editing',
            actions: assign(({ context, event }) => {
              const step = known(event.output.step) ? event.output.step : first;
              return {
                data: { ...context.data, ...event.output.data },
                step,
                visited: restoredVisited(step, context.recordId, event.output.visited),
                serverErrors: [],
                needsLoad: false,
              };
            }),
          },
          onError: { target: 'loadFailed', actions: assign({ serverErrors: ({ event }) => [messageOf(event.error)] }) },
        },
      },
      loadFailed: {
        on: { 'user.retry': 'loading' },
      },
      editing: {
        id: 'editing',
        on: {
          'user.change': { actions: 'merge' },
          'user.next': [
            { guard: and(['hasNextStep', 'hasStepErrors']), actions: 'showStepErrors' },
            { guard: 'hasNextStep', target: 'saving', actions: assign({ intent: 'next' }) },
          ],
          'user.finish': [
            { guard: and(['isLastStep', 'hasInvalidStep']), actions: 'showFirstInvalidStep' },
            { guard: 'isLastStep', target: 'saving', actions: assign({ intent: 'finish' }) },
          ],
          'user.back': { guard: 'hasPreviousStep', actions: 'goBack' },
          'user.jump': { guard: 'isReachableStep', actions: 'jump' },
        },
      },
      saving: {
        entry: assign({ saving: true, errors: {}, serverErrors: [] }),
        exit: assign({ saving: false }),
        initial: 'choosing',
        states: {
          choosing: {
            always: [{ guard: 'hasRecord', target: 'updating' }, { target: 'creating' }],
          },
          creating: {
            invoke: {
              src: 'create',
              input: ({ context }) => ({ step: context.step, data: context.data }),
              onDone: {
                target: 'saved',
                actions: assign(({ context, event }) => ({
                  recordId: event.output.id,
                  data: event.output.data ? { ...context.data, ...event.output.data } : context.data,
                })),
              },
              // a 422 maps onto the step's fields; anything else (network, 500) waits in saveFailed for a retry
              onError: [
                { guard: 'isValidationFailure', target: '#editing', actions: 'showServerErrors' },
                { target: '#saveFailed', actions: 'keepFailure' },
              ],
            },
          },
          updating: {
            invoke: {
              src: 'update',
              input: ({ context }) => ({ recordId: context.recordId as RecordId, step: context.step, data: context.data }),
              onDone: 'saved',
              // a 422 maps onto the step's fields; anything else (network, 500) waits in saveFailed for a retry
              onError: [
                { guard: 'isValidationFailure', target: '#editing', actions: 'showServerErrors' },
                { target: '#saveFailed', actions: 'keepFailure' },
              ],
            },
          },
          saved: {
            always: [
              { guard: 'isFinishing', target: '#done', actions: 'markSaved' },
              { target: '#editing', actions: ['markSaved', 'advance'] },
            ],
          },
        },
      },
      saveFailed: {
        id: 'saveFailed',
        on: {
          'user.retry': 'saving',
          'user.change': { target: 'editing', actions: 'merge' },
          'user.back': { guard: 'hasPreviousStep', target: 'editing', actions: 'goBack' },
        },
      },
      done: {
        id: 'done',
        type: 'final',
      },
    },
    output: ({ context }) => ({ recordId: context.recordId as RecordId, data: context.data }),
  });
}
