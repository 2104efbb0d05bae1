import { describe, expect, it } from 'vitest';
import { getsOf, keysOf } from '@kernel/testing/reads';
import plugin from '../index';
import { evaluationListQuery } from '../api/evaluation-api';

describe("the waiting card's declared reads", () => {
  it('are what its two lists ask, so the start-up priming serves them', async () => {
    const asked = await getsOf([
      () => evaluationListQuery({ status: 'pending', page: 1, per_page: 5 }).queryFn!({} as never),
      () => evaluationListQuery({ status: 'all', page: 1, per_page: 5 }).queryFn!({} as never),
    ]);
    for (const card of plugin.portalCards!) expect(keysOf(card.reads).sort()).toEqual(asked.sort());
  });
});
