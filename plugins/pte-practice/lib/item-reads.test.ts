import { describe, expect, it } from 'vitest';
import { getsOf, keysOf } from '@kernel/testing/reads';
import plugin from '../index';
import { practiceListQuery, practiceQuestionQuery, SEQUENCE_SIZE } from '../api/practice-api';

describe("the item page's declared reads", () => {
  it('are what the page asks first (the item and its sequence), so the start-up priming serves them', async () => {
    const route = plugin.routes.find((r) => r.id === 'pte-practice.item')!;
    const asked = await getsOf([
      () => practiceQuestionQuery('63').queryFn!({} as never),
      () => practiceListQuery('read-aloud', 1, SEQUENCE_SIZE).queryFn!({} as never),
    ]);
    expect(keysOf(route.reads!({ slug: 'read-aloud', pteId: '63' })).sort()).toEqual(asked.sort());
  });
});
