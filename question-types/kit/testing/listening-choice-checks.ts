// The checks the three listening single-answer types (MCQ single, Select Missing Word, Highlight Correct Summary)
// share in their score.test.ts: scoring of their graded fixtures, fixture validity and the item refusals of
// kit/scoring/choice.ts as each type wires them. Each type keeps its own special cases in its own test.
// Test-only: nothing in the app or the server imports this file.
import { describe, expect, it } from 'vitest';
import type { QuestionFixtures, QuestionTypeDefinition } from '../define-question-type.ts';
import { expectSeedRecordings } from './listening-fixture-checks.ts';

interface Option {
  id: string;
  text: string;
}
interface Content {
  audio: string;
  question?: string;
  options: Option[];
}
interface Key {
  correct: string;
}
type Def<C extends Content, K extends Key> = QuestionTypeDefinition<C, K, { selected: string | null }>;

export function listeningChoiceChecks<C extends Content, K extends Key>(
  slug: string,
  def: Def<C, K>,
  fixtures: QuestionFixtures<C, K, { selected: string | null }>,
  opts: { rule: string; questionRequired: boolean },
): void {
  const item = fixtures.items[0]!;

  describe(`${slug} scoring (${opts.rule})`, () => {
    it.each(fixtures.responses.map((r) => [r.name, r] as const))('%s', (_name, r) => {
      const it = fixtures.items[r.item]!;
      const result = def.score({ content: it.content, key: it.key, response: r.response });
      expect({ score: result.score, max: result.max }).toEqual(r.expected);
      expect(result.needsHuman).toBe(false);
      expect(result.traits).toEqual([{ key: 'correctness', score: r.expected.score, max: 1 }]);
    });

    // The rule itself (unknown ids, case, missing responses, the parts) is tested once in kit/scoring/choice.test.ts.
    it('the empty response scores 0', () => {
      expect(def.score({ content: item.content, key: item.key, response: def.emptyResponse(item.content) }).score).toBe(0);
    });
  });

  describe(`${slug} items`, () => {
    it('every fixture item parses and is valid; the response schema takes null', () => {
      for (const it of fixtures.items) {
        expect(def.schemas.content.parse(it.content)).toEqual(it.content);
        expect(def.schemas.key.parse(it.key)).toEqual(it.key);
        expect(def.validateItem(it.content, it.key)).toEqual([]);
      }
      expectSeedRecordings(slug, fixtures.items);
      expect(def.schemas.response.parse({ selected: null })).toEqual({ selected: null });
    });

    it('refuses a key option that does not exist, none marked, duplicate ids, empty texts, no audio', () => {
      const content = item.content;
      const paths = (c: C, k: K) => def.validateItem(c, k).map((i) => i.path);
      expect(paths(content, { ...item.key, correct: 'Z' })).toEqual(['key.correct']);
      expect(paths(content, { ...item.key, correct: '' })).toEqual(['key.correct']);
      const dup = { ...content, options: [...content.options, { id: 'A', text: 'Another' }] };
      expect(paths(dup, item.key)).toEqual([`content.options.${content.options.length}`]);
      const blank = { ...content, options: content.options.map((o, i) => (i === 2 ? { ...o, text: '  ' } : o)) };
      expect(paths(blank, item.key)).toEqual(['content.options.2.text']);
      expect(paths({ ...content, audio: '' }, item.key)).toEqual(['content.audio']);
      expect(paths({ ...content, question: '' }, item.key)).toEqual(opts.questionRequired ? ['content.question'] : []);
      expect(def.schemas.content.safeParse({ ...content, audio: '' }).success).toBe(false);
    });

    it('keeps the transcript in the key, not in the content', () => {
      expect(def.schemas.content.parse({ ...item.content, transcript: 'secret' })).not.toHaveProperty('transcript');
    });
  });
}
