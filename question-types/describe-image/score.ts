// Describe Image (docs/pte-rules.md §3.14): content, pronunciation and oral fluency are judged by a trainer or an
// assessor; no speech at all scores 0 for every trait.
import type { ItemIssue, ScoreInput, ScoreResult, TraitDef } from '../kit/define-question-type.ts';
import { noSpokenResponse, scoreRubric } from '../kit/scoring/rubric.ts';
import type { Content, Key, Response } from './schema.ts';

export function scoreDescribeImage({ response, evidence }: ScoreInput<Content, Key, Response>, traits: TraitDef[]): ScoreResult {
  return scoreRubric({ traits, computed: {}, evidence, zeroAll: noSpokenResponse(response, evidence) });
}

export function validateDescribeImage(content: Content): ItemIssue[] {
  const issues: ItemIssue[] = [];
  if (!content.image?.trim()) issues.push({ path: 'content.image', message: 'Upload the image.' });
  if (!content.alt?.trim()) issues.push({ path: 'content.alt', message: 'Describe the image in words for screen readers.' });
  return issues;
}
