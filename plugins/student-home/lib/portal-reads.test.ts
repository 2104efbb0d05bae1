import { describe, expect, it } from 'vitest';
import { getsOf, keysOf } from '@kernel/testing/reads';
import plugin from '../index';
import { myPointsQuery } from '../api/student-home-api';

describe("the points card's declared reads", () => {
  it('are what its query asks, so the start-up priming serves them', async () => {
    const card = plugin.portalCards!.find((c) => c.id === 'student-home.points')!;
    const asked = await getsOf([() => myPointsQuery.queryFn!({} as never)]);
    expect(keysOf(card.reads).sort()).toEqual(asked.sort());
  });
});
