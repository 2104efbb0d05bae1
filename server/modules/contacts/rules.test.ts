import { describe, expect, it } from 'vitest';
import { checkRows, columnOfHeader, contactFromAnswers, emailKey, mergeExisting, neighbourStage, readCsv, sourceOfListKind, stageMove } from './rules.ts';

describe('reading a CSV', () => {
  it('finds the columns by loose header names and numbers rows by their line', () => {
    const r = readCsv('\uFEFFE-mail,Full Name,Mobile number,Notes\nA@x.com,Ana,0171,hi\n\nb@x.com,Bilal,,');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.rows).toEqual([
      { line: 2, email: 'A@x.com', name: 'Ana', phone: '0171' },
      { line: 3, email: 'b@x.com', name: 'Bilal', phone: '' },
    ]);
    expect(columnOfHeader('Email Address')).toBe('email');
    expect(columnOfHeader('Notes')).toBeNull();
  });

  it('refuses a file without an e-mail column, an empty one, and one over the row limit', () => {
    expect(readCsv('name,phone\nA,1')).toEqual({ ok: false, message: expect.stringContaining('Email') });
    expect(readCsv('')).toEqual({ ok: false, message: 'The file is empty.' });
    const big = ['email', ...Array.from({ length: 10_001 }, (_, i) => `a${i}@x.com`)].join('\n');
    expect(readCsv(big).ok).toBe(false);
  });
});

describe('checking rows', () => {
  it('names each bad row by line and field, keeps the good ones, and counts a repeated address once', () => {
    const out = checkRows([
      { line: 2, email: 'Ana@X.com', name: 'Ana', phone: '' },
      { line: 3, email: '', name: 'Nobody', phone: '' },
      { line: 4, email: 'nope', name: '', phone: 'call me' },
      { line: 5, email: 'ana@x.COM', name: 'Again', phone: '' },
      { line: 6, email: 'b@x.com', name: 'x'.repeat(201), phone: '' },
    ]);
    expect(out.valid.map((r) => [r.line, r.key])).toEqual([[2, 'ana@x.com']]);
    expect(out.errors).toEqual([
      { row: 3, field: 'email', message: 'The e-mail is required.' },
      { row: 4, field: 'email', message: 'Enter a valid e-mail address.' },
      { row: 4, field: 'phone', message: 'Enter a valid phone number.' },
      { row: 6, field: 'name', message: expect.stringContaining('200') },
    ]);
    expect(out.repeated).toBe(1);
  });

  it('keys an address by its lower case, trimmed', () => {
    expect(emailKey('  Ana.Rahman@Example.COM ')).toBe('ana.rahman@example.com');
  });

  it('fills in only what an existing contact lacks', () => {
    expect(mergeExisting({ name: '', phone: '017' }, { name: 'Ana', phone: '999' })).toEqual({ name: 'Ana' });
    expect(mergeExisting({ name: 'Typed', phone: '017' }, { name: 'Ana', phone: '999' })).toBeNull();
    expect(mergeExisting({ name: 'Typed', phone: '' }, { name: '', phone: '' })).toBeNull();
  });
});

describe('deal stages', () => {
  it('a move to another stage lands there; to the same stage it is nothing', () => {
    expect(stageMove('new', 'trial')).toBe('trial');
    expect(stageMove('won', 'new')).toBe('new');
    expect(stageMove('trial', 'trial')).toBeNull();
  });

  it('the keyboard moves one stage left or right and stops at the ends', () => {
    expect(neighbourStage('new', 1)).toBe('contacted');
    expect(neighbourStage('contacted', -1)).toBe('new');
    expect(neighbourStage('new', -1)).toBeNull();
    expect(neighbourStage('lost', 1)).toBeNull();
  });
});

describe('sources', () => {
  it("an event's attendee gets the event's kind; a plain list's the manual source", () => {
    expect(sourceOfListKind('seminar')).toBe('seminar');
    expect(sourceOfListKind('list')).toBe('manual');
  });

  it("a form response's contact comes from the mapped fields; no valid address, no contact", () => {
    const map = { emailField: 'm', nameField: 'n', phoneField: 'p' };
    expect(contactFromAnswers({ m: ' New@Example.com ', n: 'New', p: 171 }, map)).toEqual({ email: 'New@Example.com', key: 'new@example.com', name: 'New', phone: '171' });
    expect(contactFromAnswers({ m: 'not an address', n: 'X' }, map)).toBeNull();
    expect(contactFromAnswers({ n: 'X' }, map)).toBeNull();
    // a phone that is not one is dropped rather than refusing the lead
    expect(contactFromAnswers({ m: 'a@x.com', p: 'ring me' }, map)?.phone).toBe('');
    expect(contactFromAnswers({ m: 'a@x.com', n: ['x'] }, { ...map, phoneField: null })).toMatchObject({ name: '', phone: '' });
  });
});
