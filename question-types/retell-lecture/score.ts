// Re-tell Lecture (docs/pte-rules.md §3.14): every trait judged by a trainer or an assessor; no speech scores 0.
import type { ItemIssue, ScoreInput, ScoreResult, TraitDef } from '../kit/define-question-type.ts';
import { noSpokenResponse, scoreRubric } from '../kit/scoring/rubric.ts';
import type { Content, Key, Response } from './schema.ts';

export function scoreRetellLecture({ response, evidence }: ScoreInput<Content, Key, Response>, traits: TraitDef[]): ScoreResult {
  return scoreRubric({ traits, computed: {}, evidence, zeroAll: noSpokenResponse(response, evidence) });
}

export function validateRetellLecture(content: Content): ItemIssue[] {
  return content.audio?.trim() ? [] : [{ path: 'content.audio', message: 'Upload the lecture recording.' }];
}
