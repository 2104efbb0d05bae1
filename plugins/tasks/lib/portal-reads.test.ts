import { describe, expect, it } from 'vitest';
import { getsOf, keysOf } from '@kernel/testing/reads';
import plugin from '../index';
import { CARD_NEXT, CARD_OVERDUE, taskListQuery } from '../api/tasks-api';

describe("the My tasks card's declared reads", () => {
  it('are what its two lists ask, so the start-up priming serves them', async () => {
    const asked = await getsOf([() => taskListQuery(CARD_NEXT).queryFn!({} as never), () => taskListQuery(CARD_OVERDUE).queryFn!({} as never)]);
    for (const card of plugin.portalCards!) expect(keysOf(card.reads).sort()).toEqual(asked.sort());
  });
});
