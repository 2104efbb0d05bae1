// Summarize Group Discussion (docs/pte-rules.md §3.14): content, pronunciation, oral fluency from a trainer or an assessor.
import type { ItemIssue, ScoreInput, ScoreResult, TraitDef } from '../kit/define-question-type.ts';
import { noSpokenResponse, scoreRubric } from '../kit/scoring/rubric.ts';
import type { Content, Key, Response } from './schema.ts';

export function scoreSummarizeGroupDiscussion({ response, evidence }: ScoreInput<Content, Key, Response>, traits: TraitDef[]): ScoreResult {
  return scoreRubric({ traits, computed: {}, evidence, zeroAll: noSpokenResponse(response, evidence) });
}

export function validateSummarizeGroupDiscussion(content: Content): ItemIssue[] {
  return content.audio?.trim() ? [] : [{ path: 'content.audio', message: 'Upload the discussion recording.' }];
}
