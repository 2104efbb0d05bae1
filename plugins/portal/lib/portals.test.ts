import { describe, expect, it } from 'vitest';
import { ROLE_PORTALS } from '@kernel/portal/types';
import { countKeysOf, PORTALS } from './portals';
import en from '../locales/pages.en.json';

describe('the portals table', () => {
  it('lists every role portal once', () => {
    expect(PORTALS.map((p) => p.portal).sort()).toEqual([...ROLE_PORTALS].sort());
  });
  it("gives each portal its role's countings keys, each with a label", () => {
    expect(countKeysOf('student')).toEqual(['practice_items', 'tests_taken', 'results_pending', 'days_to_exam']);
    expect(countKeysOf('coaching-owner')).toEqual(countKeysOf('admin'));
    for (const p of PORTALS) for (const key of p.counts) expect(en.counts, `${p.portal} ${key}`).toHaveProperty(key);
  });
});
