import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NOTHING_TO_CHANGE, someFieldSent } from './update-body.ts';

describe('someFieldSent', () => {
  const Body = z.object({ name: z.string().optional(), note: z.string().optional() }).refine(...someFieldSent('name'));

  it('accepts a body naming any field', () => {
    expect(Body.safeParse({ note: 'x' }).success).toBe(true);
  });

  it('refuses an empty body (or one of unknown keys only) on the named field', () => {
    for (const body of [{}, { other: 1 }]) {
      const r = Body.safeParse(body);
      expect(r.success).toBe(false);
      expect(r.error?.issues).toEqual([expect.objectContaining({ path: ['name'], message: NOTHING_TO_CHANGE })]);
    }
  });
});
