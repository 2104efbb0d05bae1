import { describe, expect, it } from 'vitest';
import { addressLines, embeddable, iframeUrlProblem, pickDefault, type AidCandidate } from './rules.ts';

describe('iframeUrlProblem', () => {
  it('accepts https addresses of the allowed hosts and their sub-domains', () => {
    expect(iframeUrlProblem('https://www.youtube.com/embed/abc')).toBeNull();
    expect(iframeUrlProblem('https://player.vimeo.com/video/1')).toBeNull();
  });
  it('refuses other schemes, hosts, look-alikes and credentials', () => {
    expect(iframeUrlProblem('http://www.youtube.com/embed/abc')).toMatch(/https/);
    expect(iframeUrlProblem('javascript:alert(1)')).toMatch(/https/);
    expect(iframeUrlProblem('https://evil.example/embed')).toMatch(/Only these sites/);
    expect(iframeUrlProblem('https://notyoutube.com/x')).toMatch(/Only these sites/);
    expect(iframeUrlProblem('https://youtube.com.evil.example/x')).toMatch(/Only these sites/);
    expect(iframeUrlProblem('https://u:p@youtube.com/x')).toMatch(/password/);
    expect(iframeUrlProblem('not a url')).toMatch(/full address/);
  });
});

describe('embeddable', () => {
  const markers = ['https://www.youtube.com/embed/', 'https://wordwall.net/embed/abc'];
  it('frames an address at or below an active marker of the same origin', () => {
    expect(embeddable('https://www.youtube.com/embed/xyz', markers)).toBe(true);
    expect(embeddable('https://wordwall.net/embed/abc', markers)).toBe(true);
    expect(embeddable('https://wordwall.net/embed/abc/play', markers)).toBe(true);
  });
  it('refuses another path, origin or scheme, a look-alike path and a host off the list', () => {
    expect(embeddable('https://www.youtube.com/watch?v=xyz', markers)).toBe(false);
    expect(embeddable('https://youtube.com/embed/xyz', markers)).toBe(false);
    expect(embeddable('http://www.youtube.com/embed/xyz', markers)).toBe(false);
    expect(embeddable('https://wordwall.net/embed/abcdef', markers)).toBe(false);
    expect(embeddable('https://evil.example/embed/x', ['https://evil.example/'])).toBe(false);
    expect(embeddable('https://www.youtube.com/embed/xyz', [])).toBe(false);
  });
  it('reads only the lines that are an address on their own', () => {
    expect(addressLines('See https://a.example/x here\n https://www.youtube.com/embed/1 \nhttp://plain.example/')).toEqual(['https://www.youtube.com/embed/1']);
  });
});

describe('pickDefault', () => {
  const row = (id: number, organizationId: number | null, questionId: number | null, extra: Partial<AidCandidate> = {}): AidCandidate => ({ id, organizationId, questionId, status: 'active', isDefault: true, ...extra });
  it('prefers the centre over the master, the item over the type', () => {
    const rows = [row(1, null, null), row(2, 7, null), row(3, null, 5), row(4, 7, 5)];
    expect(pickDefault(rows, 7, 5)?.id).toBe(4);
    expect(pickDefault(rows.slice(0, 3), 7, 5)?.id).toBe(3);
    expect(pickDefault(rows.slice(0, 2), 7, 5)?.id).toBe(2);
    expect(pickDefault(rows.slice(0, 1), 7, 5)?.id).toBe(1);
  });
  it('never picks another centre, an inactive row, a non-default or another item', () => {
    expect(pickDefault([row(1, 8, 5)], 7, 5)).toBeNull();
    expect(pickDefault([row(1, null, 5, { status: 'inactive' })], 7, 5)).toBeNull();
    expect(pickDefault([row(1, null, 5, { isDefault: false })], 7, 5)).toBeNull();
    expect(pickDefault([row(1, null, 6)], 7, 5)).toBeNull();
  });
  it('on the platform scope only the master rows count', () => {
    expect(pickDefault([row(1, null, 5)], null, 5)?.id).toBe(1);
  });
});
