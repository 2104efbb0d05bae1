import { describe, expect, it } from 'vitest';
import { cellText } from './cells';

const date = (iso: string) => `D(${iso})`;
const label = (code: string) => `L(${code})`;

describe('cellText', () => {
  it('dates the time columns, labels the coded ones, keeps the rest, dashes the empty', () => {
    expect(cellText('2026-01-02T00:00:00Z', 'submitted_at', date, label)).toBe('D(2026-01-02T00:00:00Z)');
    expect(cellText('2026-01-02', 'starts_on', date, label)).toBe('D(2026-01-02)');
    expect(cellText('homework', 'reason', date, label)).toBe('L(homework)');
    expect(cellText(90, 'overall', date, label)).toBe('90');
    expect(cellText('Essay', 'note', date, label)).toBe('Essay');
    expect(cellText(null, 'note', date, label)).toBe('–');
    expect(cellText('', 'note', date, label)).toBe('–');
  });
});
