import { describe, expect, it } from 'vitest';
import { getsOf, keysOf } from '@kernel/testing/reads';
import plugin from '../index';
import { dashboardQuery } from '../api/dashboard-api';

describe("the portal cards' declared reads", () => {
  it('are what dashboardQuery asks, so the start-up priming serves it', async () => {
    const asked = await getsOf([() => dashboardQuery.queryFn!({} as never)]);
    for (const card of plugin.portalCards!) expect(keysOf(card.reads)).toEqual(asked);
  });
});
