// The assessors run before score(): built in, the text assessor (writing, SST) and the audio-measuring assessor
// (speaking). An external recogniser or language model joins with registerAssessor() (see README.md).
import type { AnyQuestionType } from '@question-types/registry.ts';
import { audioAssessor } from './audio-assessor.ts';
import { textAssessor } from './text-assessor.ts';
import type { AssessInput, AssessedEvidence, Assessor } from './types.ts';

const assessors: Assessor[] = [textAssessor, audioAssessor];

/** Adds an assessor (an adapter to an external service). Later assessors win on the same measure or trait. */
export function registerAssessor(a: Assessor): void {
  if (assessors.some((x) => x.name === a.name)) throw new Error(`assessor ${a.name} is already registered`);
  assessors.push(a);
}

/** Removes an assessor by name (tests, or an adapter switched off). */
export function unregisterAssessor(name: string): void {
  const i = assessors.findIndex((x) => x.name === name);
  if (i >= 0) assessors.splice(i, 1);
}

export function assessorsFor(type: AnyQuestionType): Assessor[] {
  return assessors.filter((a) => a.appliesTo(type));
}

/** What the assessors said about a response, and who said it. */
export interface Assessment extends AssessedEvidence {
  by: string[];
}

const DEFAULT_TIMEOUT_MS = 20_000;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([p, new Promise<T>((_r, reject) => (timer = setTimeout(() => reject(new Error('assessor timeout')), ms)))]).finally(() => clearTimeout(timer));
}

/**
 * Runs every assessor that applies to the type, in registration order, and merges their evidence. An assessor that
 * throws or times out adds nothing (never a failed answer). Trait estimates outside the type's traits or their
 * range are dropped.
 */
export async function runAssessors(input: AssessInput, opts: { timeoutMs?: number } = {}): Promise<Assessment> {
  const out: Assessment = { by: [] };
  const traitMax = new Map(input.type.traits.map((t) => [t.key, t.max]));
  for (const a of assessorsFor(input.type)) {
    let ev: Partial<AssessedEvidence>;
    try {
      ev = await withTimeout(a.assess(input), opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    } catch {
      continue;
    }
    const said = Object.keys(ev.measures ?? {}).length + Object.keys(ev.traits ?? {}).length + Object.keys(ev.notes ?? {}).length + (ev.transcript ? 1 : 0);
    if (said > 0) out.by.push(a.name);
    for (const [k, v] of Object.entries(ev.measures ?? {})) if (typeof v === 'number' && Number.isFinite(v)) (out.measures ??= {})[k] = v;
    for (const [k, v] of Object.entries(ev.notes ?? {})) if (typeof v === 'string') (out.notes ??= {})[k] = v;
    for (const [k, v] of Object.entries(ev.traits ?? {})) {
      const max = traitMax.get(k);
      if (max !== undefined && typeof v === 'number' && v >= 0 && v <= max) (out.traits ??= {})[k] = v;
    }
    if (typeof ev.transcript === 'string' && ev.transcript.trim() !== '') out.transcript = ev.transcript;
  }
  return out;
}
