import { describe, expect, it } from 'vitest';
import { formatSeconds, withDefault, withStatus, type AidRowLike } from './aid-rows';

const row = (id: number, q: number | null, extra: Partial<AidRowLike> = {}): AidRowLike => ({ id, organization_id: 1, question: q === null ? null : { id: q }, question_type: { id: 9 }, is_default: false, status: 'active', ...extra });

describe('withDefault', () => {
  it('sets one and unsets the other default of the same owner and target only', () => {
    const rows = [row(1, 5, { is_default: true }), row(2, 5), row(3, 6, { is_default: true }), row(4, 5, { organization_id: null, is_default: true })];
    const next = withDefault(rows, 2, true);
    expect(next.map((r) => r.is_default)).toEqual([false, true, true, true]);
  });
  it('clearing touches nothing else; an unknown id changes nothing', () => {
    const rows = [row(1, 5, { is_default: true }), row(2, 5)];
    expect(withDefault(rows, 1, false).map((r) => r.is_default)).toEqual([false, false]);
    expect(withDefault(rows, 99, true)).toEqual(rows);
  });
  it('general texts of a type are one target', () => {
    const rows = [row(1, null, { is_default: true }), row(2, null)];
    expect(withDefault(rows, 2, true).map((r) => r.is_default)).toEqual([false, true]);
  });
});

describe('withStatus', () => {
  it('switching off clears the default flag', () => {
    expect(withStatus([row(1, 5, { is_default: true })], 1, 'inactive')[0]).toMatchObject({ status: 'inactive', is_default: false });
    expect(withStatus([row(1, 5, { is_default: true, status: 'inactive' })], 1, 'active')[0]).toMatchObject({ status: 'active', is_default: true });
  });
});

describe('formatSeconds', () => {
  const w = { min: 'min', s: 's' };
  it('writes minutes and seconds', () => {
    expect(formatSeconds(45, w)).toBe('45 s');
    expect(formatSeconds(1200, w)).toBe('20 min');
    expect(formatSeconds(90, w)).toBe('1 min 30 s');
    expect(formatSeconds(0, w)).toBe('0 s');
  });
});
