import { describe, expect, it } from 'vitest';
import { getsOf, keysOf } from '@kernel/testing/reads';
import plugin from '../index';
import { attentionQuery } from '../api/crm-api';

describe("the attention card's declared reads", () => {
  it('are what its query asks, so the start-up priming serves them', async () => {
    const card = plugin.portalCards!.find((c) => c.id === 'crm.attention')!;
    const asked = await getsOf([() => attentionQuery.queryFn!({} as never)]);
    expect(keysOf(card.reads).sort()).toEqual(asked.sort());
  });
});
