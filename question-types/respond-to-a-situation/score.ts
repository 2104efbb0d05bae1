// Respond to a Situation (docs/pte-rules.md §3.14): content, pronunciation, oral fluency from a trainer or an assessor.
import type { ItemIssue, ScoreInput, ScoreResult, TraitDef } from '../kit/define-question-type.ts';
import { wordCount } from '../kit/scoring/index.ts';
import { noSpokenResponse, scoreRubric } from '../kit/scoring/rubric.ts';
import type { Content, Key, Response } from './schema.ts';

export function scoreRespondToASituation({ response, evidence }: ScoreInput<Content, Key, Response>, traits: TraitDef[]): ScoreResult {
  return scoreRubric({ traits, computed: {}, evidence, zeroAll: noSpokenResponse(response, evidence) });
}

export function validateRespondToASituation(content: Content, maxWords: number): ItemIssue[] {
  const issues: ItemIssue[] = [];
  const n = wordCount(content.situation ?? '');
  if (n === 0) issues.push({ path: 'content.situation', message: 'Describe the situation.' });
  else if (n > maxWords) issues.push({ path: 'content.situation', message: `The situation has ${n} words; at most ${maxWords}.` });
  if (!content.audio?.trim()) issues.push({ path: 'content.audio', message: 'Upload the recording of the situation.' });
  return issues;
}
