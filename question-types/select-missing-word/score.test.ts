import { describe, expect, it } from 'vitest';
import { listeningChoiceChecks } from '../kit/testing/listening-choice-checks.ts';
import def from './definition.ts';
import { fixtures } from './fixtures.ts';

listeningChoiceChecks('select-missing-word', def, fixtures, { rule: 'docs/pte-rules.md §3.1', questionRequired: false });

describe('select-missing-word transcript', () => {
  it('the key transcript is the recording plus the right option', () => {
    for (const it of fixtures.items) {
      const right = it.content.options.find((o) => o.id === it.key.correct)!.text;
      expect(it.key.transcript?.toLowerCase()).toContain(`${it.audioScript} ${right}`.toLowerCase());
    }
  });
});
