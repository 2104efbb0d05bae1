// Answer Short Question (docs/pte-rules.md §3.8): right when an accepted answer appears in the transcript and no
// competing answer does (the hedging rule). Without a transcript, a trainer judges the recording.
import type { ItemIssue, ScoreInput, ScoreResult, TraitDef } from '../kit/define-question-type.ts';
import { tokens, withoutFillers } from '../kit/scoring/index.ts';
import { noSpokenResponse, scoreRubric, spokenTranscript } from '../kit/scoring/rubric.ts';
import type { Content, Key, Response } from './schema.ts';

function contains(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0) return false;
  for (let i = 0; i + needle.length <= haystack.length; i++) if (needle.every((w, j) => haystack[i + j] === w)) return true;
  return false;
}

/** 1 or 0 for a transcript, with which accepted and competing answers were heard. */
export function judgeAnswer(transcript: string, key: Key): { correct: 0 | 1; heard: string | null; hedge: string | null } {
  const h = withoutFillers(tokens(transcript));
  const heard = key.accepted.find((a) => contains(h, tokens(a))) ?? null;
  const hedge = (key.competing ?? []).find((c) => contains(h, tokens(c))) ?? null;
  return { correct: heard !== null && hedge === null ? 1 : 0, heard, hedge };
}

export function scoreAnswerShortQuestion({ key, response, evidence }: ScoreInput<Content, Key, Response>, traits: TraitDef[]): ScoreResult {
  const transcript = spokenTranscript(response, evidence);
  const computed: Record<string, number> = {};
  let judged: ReturnType<typeof judgeAnswer> | null = null;
  if (transcript !== null) {
    judged = judgeAnswer(transcript, key);
    computed[traits[0]!.key] = judged.correct;
  }
  const result = scoreRubric({ traits, computed, evidence, zeroAll: noSpokenResponse(response, evidence) });
  return {
    ...result,
    parts: transcript === null ? undefined : [{ id: 'answer', correct: judged!.correct === 1, given: transcript, expected: key.accepted.join(' / ') }],
    measures: { transcriptWords: transcript === null ? null : tokens(transcript).length, heard: judged?.heard ?? null, hedge: judged?.hedge ?? null },
  };
}

export function validateAnswerShortQuestion(content: Content, key: Key): ItemIssue[] {
  const issues: ItemIssue[] = [];
  if (!content.audio?.trim()) issues.push({ path: 'content.audio', message: 'Upload the recorded question.' });
  if (key.accepted.filter((a) => tokens(a).length > 0).length === 0) issues.push({ path: 'key.accepted', message: 'Give at least one accepted answer.' });
  const acc = new Set(key.accepted.map((a) => tokens(a).join(' ')));
  (key.competing ?? []).forEach((c, i) => {
    if (acc.has(tokens(c).join(' '))) issues.push({ path: `key.competing.${i}`, message: 'A competing answer cannot also be accepted.' });
  });
  return issues;
}
