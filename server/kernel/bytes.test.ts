import { describe, expect, it } from 'vitest';
import { concatBytes } from './bytes.ts';

describe('concatBytes', () => {
  it('lays the parts end to end in order, empty parts included', () => {
    expect([...concatBytes(new Uint8Array([1, 2]), new Uint8Array([]), new Uint8Array([3]))]).toEqual([1, 2, 3]);
    expect(concatBytes().length).toBe(0);
  });

  it('copies even a single part, from its own offset, into a new buffer', () => {
    const whole = new Uint8Array([9, 8, 7, 6]);
    const part = whole.subarray(1, 3);
    const out = concatBytes(part);
    expect([...out]).toEqual([8, 7]);
    expect(out.buffer).not.toBe(whole.buffer);
    out[0] = 0;
    expect(whole[1]).toBe(8);
  });
});
