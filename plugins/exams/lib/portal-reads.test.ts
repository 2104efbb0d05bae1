import { describe, expect, it } from 'vitest';
import { getsOf, keysOf } from '@kernel/testing/reads';
import plugin from '../index';
import { openSittingsQuery, progressSheetsQuery, studentTargetQuery } from '../api/exams-api';

describe("the progress card's declared reads", () => {
  it('are what its queries ask, so the start-up priming serves them', async () => {
    const card = plugin.portalCards!.find((c) => c.id === 'exams.progress')!;
    const asked = await getsOf([progressSheetsQuery, openSittingsQuery, studentTargetQuery].map((q) => () => q.queryFn!({} as never)));
    expect(keysOf(card.reads).sort()).toEqual(asked.sort());
  });
});
