/**
 * One running wizard actor per wizard id, kept outside React: each step is its own route, so the page remounts on
 * every step and takes the same actor back. A reload loses it; the page then starts a new actor with the record id
 * of the address and the machine loads the record (resume, docs/product-spec.md §4).
 */
import { createActor, fromPromise, type Actor } from 'xstate';
import { createWizardMachine, type RecordId, type WizardCreateOutput, type WizardLoadOutput } from '@machines/wizard.machine';
import type { WizardDefinition } from './definition';

function machineOf<TData extends object>(def: WizardDefinition<TData>) {
  return createWizardMachine<TData>({ id: def.id, steps: def.steps });
}

export type WizardActor<TData extends object> = Actor<ReturnType<typeof machineOf<TData>>>;

const running = new Map<string, WizardActor<object>>();

function start<TData extends object>(def: WizardDefinition<TData>, recordId: RecordId | null, urlStep: string | undefined, presets: Partial<TData>): WizardActor<TData> {
  const machine = machineOf(def).provide({
    actors: {
      create: fromPromise(async ({ input }): Promise<WizardCreateOutput<TData>> => def.create(input)),
      update: fromPromise(async ({ input }): Promise<void> => def.update(input)),
      load: fromPromise(async ({ input }): Promise<WizardLoadOutput<TData>> => def.load(input.recordId, urlStep)),
    },
  });
  const actor = createActor(machine, { input: recordId !== null ? { recordId } : { data: presets } });
  return actor.start() as unknown as WizardActor<TData>;
}

/** The running actor of this wizard and record (a step change remounted the page), or a new one. */
export function obtainWizard<TData extends object>(
  def: WizardDefinition<TData>,
  o: { recordId: RecordId | null; urlStep: string | undefined; presets?: Partial<TData> },
): WizardActor<TData> {
  const current = running.get(def.id) as WizardActor<TData> | undefined;
  if (current) {
    const s = current.getSnapshot();
    // no id in the address: only a wizard not yet saved is the same one (a "create" link starts afresh)
    const same = o.recordId === null ? s.context.recordId === null : String(s.context.recordId) === String(o.recordId);
    if (s.status === 'active' && same) return current;
  }
  current?.stop();
  const actor = start(def, o.recordId, o.urlStep, o.presets ?? {});
  running.set(def.id, actor as unknown as WizardActor<object>);
  return actor;
}

/** Forgets a finished or abandoned wizard: the next visit starts fresh. */
export function releaseWizard(id: string): void {
  running.get(id)?.stop();
  running.delete(id);
}

/** What a reload does to the running wizards: gone. For component tests. */
export function dropRunningWizards(): void {
  for (const actor of running.values()) actor.stop();
  running.clear();
}
