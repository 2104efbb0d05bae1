import { describe, expect, it } from 'vitest';
import { contentRange, ifRangeHolds, noneMatchHits, parseRange, quoteEtag } from './range.ts';

describe('parseRange', () => {
  const size = 1000;
  it('no header, another unit or several ranges: the whole file', () => {
    expect(parseRange(null, size)).toEqual({ kind: 'whole' });
    expect(parseRange(undefined, size)).toEqual({ kind: 'whole' });
    expect(parseRange('items=0-5', size)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=0-1,5-6', size)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=0-1, -5', size)).toEqual({ kind: 'whole' });
  });
  it('bytes=a-b, bytes=a- and bytes=-n', () => {
    expect(parseRange('bytes=0-0', size)).toEqual({ kind: 'partial', start: 0, end: 0 });
    expect(parseRange('bytes=10-19', size)).toEqual({ kind: 'partial', start: 10, end: 19 });
    expect(parseRange('bytes=990-', size)).toEqual({ kind: 'partial', start: 990, end: 999 });
    expect(parseRange('bytes=-10', size)).toEqual({ kind: 'partial', start: 990, end: 999 });
    expect(parseRange(' Bytes = 5-9 '.replace(' = ', '='), size)).toEqual({ kind: 'partial', start: 5, end: 9 });
  });
  it('an end past the file is clamped; a suffix longer than the file is the whole file as a range', () => {
    expect(parseRange('bytes=500-5000', size)).toEqual({ kind: 'partial', start: 500, end: 999 });
    expect(parseRange('bytes=-5000', size)).toEqual({ kind: 'partial', start: 0, end: 999 });
  });
  it('unsatisfiable or invalid: 416', () => {
    for (const h of ['bytes=1000-', 'bytes=1000-1001', 'bytes=5-4', 'bytes=-0', 'bytes=-', 'bytes=abc', 'bytes=1-2-3', 'bytes', 'bytes=0-1,x', 'bytes=99999999999999999999-']) {
      expect(parseRange(h, size), h).toEqual({ kind: 'unsatisfiable' });
    }
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
  });
  it('Content-Range for 206 and 416', () => {
    expect(contentRange({ kind: 'partial', start: 0, end: 9 }, 1000)).toBe('bytes 0-9/1000');
    expect(contentRange({ kind: 'unsatisfiable' }, 1000)).toBe('bytes */1000');
    expect(contentRange({ kind: 'whole' }, 1000)).toBeNull();
  });
});

describe('validators', () => {
  const v = { etag: '"abc"', lastModified: new Date('2026-01-02T03:04:05Z') };
  it('If-Range holds for the same strong tag or the same date, not for a weak or other tag or another date', () => {
    expect(ifRangeHolds(null, v)).toBe(true);
    expect(ifRangeHolds('"abc"', v)).toBe(true);
    expect(ifRangeHolds('W/"abc"', v)).toBe(false);
    expect(ifRangeHolds('"other"', v)).toBe(false);
    expect(ifRangeHolds('Fri, 02 Jan 2026 03:04:05 GMT', v)).toBe(true);
    expect(ifRangeHolds('Fri, 02 Jan 2026 03:04:06 GMT', v)).toBe(false);
    expect(ifRangeHolds('not a date', v)).toBe(false);
  });
  it('If-None-Match compares weakly and takes lists and *', () => {
    expect(noneMatchHits('"abc"', '"abc"')).toBe(true);
    expect(noneMatchHits('W/"abc"', '"abc"')).toBe(true);
    expect(noneMatchHits('"x", "abc"', '"abc"')).toBe(true);
    expect(noneMatchHits('*', '"abc"')).toBe(true);
    expect(noneMatchHits('"x"', '"abc"')).toBe(false);
    expect(noneMatchHits(null, '"abc"')).toBe(false);
  });
  it('quoteEtag', () => {
    expect(quoteEtag('"d41d8"')).toBe('"d41d8"');
    expect(quoteEtag('d41d8')).toBe('"d41d8"');
    expect(quoteEtag('W/"d41d8"')).toBe('"d41d8"');
  });
});
