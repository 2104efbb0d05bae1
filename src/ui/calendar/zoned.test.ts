import { describe, expect, it } from 'vitest';
import { formatInZone, formatRange, isoToLocalInput, localInputToIso, offsetMinutes, zonedRange, zonesDiffer } from './zoned';

const T = '2026-05-04T09:00:00.000Z';

describe('zoned times', () => {
  it('knows offsets, daylight saving included', () => {
    expect(offsetMinutes('Asia/Dhaka', new Date(T))).toBe(360);
    expect(offsetMinutes('Asia/Kolkata', new Date(T))).toBe(330);
    expect(offsetMinutes('Europe/London', new Date(T))).toBe(60);
    expect(offsetMinutes('Europe/London', new Date('2026-01-10T12:00:00Z'))).toBe(0);
  });
  it('zones differ only when their clocks do', () => {
    expect(zonesDiffer('Asia/Dhaka', 'Asia/Thimphu', new Date(T))).toBe(false);
    expect(zonesDiffer('Asia/Dhaka', 'Australia/Sydney', new Date(T))).toBe(true);
    expect(zonesDiffer('UTC', 'UTC', new Date(T))).toBe(false);
  });
  it('formats in a zone and a range on one day or two', () => {
    expect(formatInZone(T, 'Asia/Dhaka')).toBe('4 May 2026, 15:00');
    expect(formatRange(T, '2026-05-04T10:30:00Z', 'Asia/Dhaka')).toBe('4 May 2026, 15:00 – 16:30');
    expect(formatRange('2026-05-04T17:00:00Z', '2026-05-04T19:00:00Z', 'Asia/Dhaka')).toBe('4 May 2026, 23:00 – 5 May 2026, 01:00');
    expect(formatInZone(T, 'Asia/Dhaka', 'bn')).toMatch(/[০-৯]/);
  });
  it("names the centre's time only when the viewer's clock differs", () => {
    expect(zonedRange(T, '2026-05-04T10:00:00Z', 'Asia/Dhaka', 'en', 'Asia/Dhaka')).toEqual({ local: '4 May 2026, 15:00 – 16:00', centre: null });
    expect(zonedRange(T, '2026-05-04T10:00:00Z', 'Asia/Dhaka', 'en', 'Australia/Sydney')).toEqual({
      local: '4 May 2026, 19:00 – 20:00',
      centre: '4 May 2026, 15:00 – 16:00 (Asia/Dhaka)',
    });
  });
  it('turns a datetime-local value into an ISO time with its zone and back', () => {
    const iso = localInputToIso('2026-05-04T15:30')!;
    expect(iso).toMatch(/Z$/);
    expect(isoToLocalInput(iso)).toBe('2026-05-04T15:30');
    expect(localInputToIso('2026-05-04')).toBeNull();
    expect(localInputToIso('2026-13-40T99:00')).toBeNull();
  });
});
