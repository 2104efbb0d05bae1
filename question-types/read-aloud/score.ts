// Read Aloud (docs/pte-rules.md §3.10): content = words − (replacements + omissions + insertions) against an assessor's
// transcript of the recording, so its max is the text's word count; pronunciation and oral fluency are human traits.
import type { Evidence, ItemIssue, ScoreInput, ScoreResult, TraitDef } from '../kit/define-question-type.ts';
import { tokens, wordCount, wordEditErrors, withoutFillers } from '../kit/scoring/index.ts';
import { scoreRubric } from '../kit/scoring/rubric.ts';
import type { Content, Key, Response } from './schema.ts';

export interface ReadAloudRules {
  maxWords: number;
}

/** Only an assessor's transcript of the recording counts (a typed copy of a visible text proves nothing). */
function asrTranscript(evidence?: Evidence): string | null {
  const t = evidence?.transcript;
  return t && t.trim() !== '' ? t : null;
}

export function scoreReadAloud({ content, response, evidence }: ScoreInput<Content, Key, Response>, traits: TraitDef[]): ScoreResult {
  const prompt = tokens(content.text);
  const transcript = asrTranscript(evidence);
  const computed: Record<string, number> = {};
  let errors: number | null = null;
  if (transcript !== null) {
    errors = wordEditErrors(prompt, withoutFillers(tokens(transcript)));
    computed.content = Math.max(0, prompt.length - errors);
  }
  const none = !response.recording && transcript === null;
  const result = scoreRubric({ traits, computed, evidence, zeroAll: none, maxOverride: { content: Math.max(1, prompt.length) } });
  return { ...result, measures: { promptWords: prompt.length, wordErrors: errors } };
}

export function validateReadAloud(content: Content, rules: ReadAloudRules): ItemIssue[] {
  const n = wordCount(content.text ?? '');
  if (n === 0) return [{ path: 'content.text', message: 'Enter the text to read aloud.' }];
  if (n > rules.maxWords) return [{ path: 'content.text', message: `The text has ${n} words; Read Aloud texts have at most ${rules.maxWords}.` }];
  return [];
}

