import { describe, expect, it } from 'vitest';
import { Audience } from './contracts.ts';
import { audienceProblems, campaignMailText, expiringUntil, findLoop, firstName, minutesToSend, renderTemplate, throttleAllowance, unknownPlaceholders } from './rules.ts';

describe('renderTemplate', () => {
  it('fills known placeholders, with spaces and any case', () => {
    expect(renderTemplate('Dear {{name}}, hi {{ First_Name }} <{{email}}> from {{centre}}', { name: 'Rahim Uddin', first_name: 'Rahim', email: 'r@x.test', centre: 'Alpha' }))
      .toBe('Dear Rahim Uddin, hi Rahim <r@x.test> from Alpha');
  });
  it('leaves unknown placeholders as written and empties known ones without a value', () => {
    expect(renderTemplate('{{nmae}} / {{name}}!', {})).toBe('{{nmae}} / !');
  });
  it('does not re-expand a value that looks like a placeholder', () => {
    expect(renderTemplate('{{name}}', { name: '{{email}}', email: 'x' })).toBe('{{email}}');
  });
  it('lists unknown placeholders once each', () => {
    expect(unknownPlaceholders('{{name}} {{foo}} {{ FOO }} {{bar}}')).toEqual(['foo', 'bar']);
    expect(unknownPlaceholders('no braces')).toEqual([]);
  });
  it('takes the first word as the first name', () => {
    expect(firstName('  Karim  Ahmed ')).toBe('Karim');
    expect(firstName('')).toBe('');
  });
  it('adds the unsubscribe link to every mail', () => {
    expect(campaignMailText('Hello\n\n', 'http://a.test/unsubscribe/t')).toBe('Hello\n\n--\nTo stop receiving these e-mails, open: http://a.test/unsubscribe/t\n');
  });
});

describe('throttleAllowance', () => {
  const now = new Date('2026-01-01T10:00:30Z');
  it('allows the rest of the minute, capped by the batch', () => {
    expect(throttleAllowance({ perMinute: 600, batchSize: 100, sentInWindow: 0, oldestInWindowAt: null, now })).toEqual({ allowed: 100, retryInMs: 0 });
    expect(throttleAllowance({ perMinute: 600, batchSize: 100, sentInWindow: 550, oldestInWindowAt: now, now })).toEqual({ allowed: 50, retryInMs: 0 });
  });
  it('waits until the oldest mail of the window leaves it', () => {
    const oldest = new Date('2026-01-01T10:00:00Z');
    expect(throttleAllowance({ perMinute: 600, batchSize: 100, sentInWindow: 600, oldestInWindowAt: oldest, now })).toEqual({ allowed: 0, retryInMs: 30_000 });
  });
  it('never asks to retry sooner than a second', () => {
    const oldest = new Date('2026-01-01T09:59:30.500Z');
    expect(throttleAllowance({ perMinute: 10, batchSize: 100, sentInWindow: 12, oldestInWindowAt: oldest, now }).retryInMs).toBe(1000);
  });
  it('gives the sending time in whole minutes', () => {
    expect(minutesToSend(10_000, 600)).toBe(17);
    expect(minutesToSend(600, 600)).toBe(1);
    expect(minutesToSend(0, 600)).toBe(0);
  });
});

describe('findLoop', () => {
  it("refuses an automation whose action causes its own event", () => {
    expect(findLoop({ event: 'contact.created', action: 'add-contact' }, [])).toEqual(['contact.created', 'contact.created']);
  });
  it('accepts actions that cause no event', () => {
    expect(findLoop({ event: 'contact.created', action: 'send-mail' }, [])).toBeNull();
    expect(findLoop({ event: 'evaluation.released', action: 'create-task' }, [])).toBeNull();
  });
  it('accepts add-contact on another event when nothing leads back', () => {
    expect(findLoop({ event: 'package.expiring', action: 'add-contact' }, [{ id: 1, event: 'contact.created', action: 'send-mail' }])).toBeNull();
  });
  it('ignores the automation itself among the others when it is being changed', () => {
    expect(findLoop({ id: 4, event: 'contact.created', action: 'send-mail' }, [{ id: 4, event: 'contact.created', action: 'add-contact' }])).toBeNull();
  });
});

describe('audience', () => {
  it('parses each kind and refuses others', () => {
    expect(Audience.safeParse({ kind: 'list', list_id: 3 }).success).toBe(true);
    expect(Audience.safeParse({ kind: 'source', source: 'form' }).success).toBe(true);
    expect(Audience.safeParse({ kind: 'source', source: 'nowhere' }).success).toBe(false);
    expect(Audience.safeParse({ kind: 'expiring', days: 0 }).success).toBe(false);
    expect(Audience.safeParse({ kind: 'expiring', days: 1.5 }).success).toBe(false);
    expect(Audience.safeParse({ kind: 'everyone' }).success).toBe(false);
    expect(Audience.safeParse({ kind: 'list', list_id: 0 }).success).toBe(false);
  });
  it('names the days field when out of range', () => {
    expect(audienceProblems({ kind: 'expiring', days: 400 })).toHaveProperty(['audience.days']);
    expect(audienceProblems({ kind: 'expiring', days: 7 })).toEqual({});
  });
  it('counts the last day of an expiring segment across months and years', () => {
    expect(expiringUntil('2026-01-28', 7)).toBe('2026-02-04');
    expect(expiringUntil('2025-12-30', 3)).toBe('2026-01-02');
  });
});
