import { expect, it } from 'vitest';
import { listeningChoiceChecks } from '../kit/testing/listening-choice-checks.ts';
import def from './definition.ts';
import { fixtures } from './fixtures.ts';

it('feeds listening and reading, with a 10 s countdown (docs/pte-rules.md §2 row 18)', () => {
  expect(def.traits[0]!.skills).toEqual(['listening', 'reading']);
  expect(def.timing.preAudioSec).toBe(10);
  expect(def.shortName).toBe('Highlight Correct Summery');
});

listeningChoiceChecks('highlight-correct-summary', def, fixtures, { rule: 'docs/pte-rules.md §3.1, one summary', questionRequired: false });

it('refuses fewer than 3 summaries', () => {
  const item = fixtures.items[0]!;
  const paths = def.validateItem({ ...item.content, options: item.content.options.slice(0, 2) }, item.key).map((i) => i.path);
  expect(paths).toEqual(['content.options']);
});
