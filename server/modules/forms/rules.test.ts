import { describe, expect, it } from 'vitest';
import type { FormField, FormFieldInput } from './contracts.ts';
import { acceptance, cellText, checkAnswers, checkFields, responseTable, retireFields, slugFrom } from './rules.ts';
import { toCsv } from '../users/csv.ts';

const field = (id: string, kind: FormField['kind'], o: Partial<FormField> = {}): FormField => ({ id, kind, label: id.toUpperCase(), help: '', required: false, options: [], ...o });
const FIELDS: FormField[] = [
  field('name', 'text', { required: true }),
  field('essay', 'long_text'),
  field('age', 'number'),
  field('course', 'choice', { options: ['Core', 'Academic'] }),
  field('days', 'multiple_choice', { options: ['Mon', 'Tue', 'Wed'] }),
  field('exam', 'date'),
  field('cv', 'file'),
  field('stars', 'rating', { required: true }),
];
const PATH = '/files/quarantine/0b5c5a3e-6d1f-4b43-9d61-2f9f1c3b9a10.pdf';

describe('checkFields', () => {
  let n = 0;
  const newId = () => `new${++n}`;
  it('gives new fields ids, trims, and keeps options only on choice kinds', () => {
    const input: FormFieldInput[] = [
      { kind: 'text', label: ' Name ', options: ['x', 'y'] },
      { id: 'c', kind: 'choice', label: 'Pick', options: [' A ', 'B'], required: true },
    ];
    const r = checkFields(input, { newId });
    expect(r.errors).toEqual({});
    expect(r.fields[0]).toMatchObject({ kind: 'text', label: 'Name', options: [], required: false, help: '' });
    expect(r.fields[0]!.id).toMatch(/^new\d+$/);
    expect(r.fields[1]).toMatchObject({ id: 'c', options: ['A', 'B'], required: true });
  });
  it('refuses duplicate ids, choice fields with fewer than two or repeated options', () => {
    const r = checkFields(
      [
        { id: 'a', kind: 'choice', label: 'One', options: ['Only'] },
        { id: 'a', kind: 'multiple_choice', label: 'Two', options: ['x', 'X'] },
      ],
      { newId },
    );
    expect(Object.keys(r.errors).sort()).toEqual(['fields.0.options', 'fields.1.id', 'fields.1.options']);
  });
  it('keeps the kinds of a form with answers (a new id is free to take any kind)', () => {
    const previous = [field('a', 'text')];
    expect(checkFields([{ id: 'a', kind: 'number', label: 'A' }], { previous, answered: true, newId }).errors).toHaveProperty(['fields.0.kind']);
    expect(checkFields([{ id: 'a', kind: 'number', label: 'A' }], { previous, answered: false, newId }).errors).toEqual({});
    expect(checkFields([{ kind: 'number', label: 'A' }], { previous, answered: true, newId }).errors).toEqual({});
  });
});

describe('retireFields', () => {
  const a = field('a', 'text');
  const b = field('b', 'text');
  it('keeps a removed field only when the form has answers, and lets a field come back', () => {
    expect(retireFields([a, b], [], [a], true)).toEqual([b]);
    expect(retireFields([a, b], [], [a], false)).toEqual([]);
    expect(retireFields([a], [b], [a, b], true)).toEqual([]);
    expect(retireFields([a], [b], [], true)).toEqual([b, a]);
  });
});

describe('acceptance', () => {
  it('takes responses while active and through the last day', () => {
    expect(acceptance({ status: 'active', closeOn: null }, '2026-01-10')).toEqual({ accepting: true, reason: null });
    expect(acceptance({ status: 'active', closeOn: '2026-01-10' }, '2026-01-10').accepting).toBe(true);
    expect(acceptance({ status: 'active', closeOn: '2026-01-09' }, '2026-01-10')).toEqual({ accepting: false, reason: 'closed' });
    expect(acceptance({ status: 'inactive', closeOn: null }, '2026-01-10')).toEqual({ accepting: false, reason: 'inactive' });
  });
});

describe('checkAnswers', () => {
  it('accepts a full, well-formed response and normalises it', () => {
    const r = checkAnswers(FIELDS, { name: '  Rina ', essay: 'Long', age: '21', course: 'Core', days: ['Wed', 'Mon'], exam: '2026-02-28', cv: PATH, stars: 5 });
    expect(r).toEqual({ ok: true, answers: { name: 'Rina', essay: 'Long', age: 21, course: 'Core', days: ['Mon', 'Wed'], exam: '2026-02-28', cv: PATH, stars: 5 } });
  });
  it('leaves unanswered optional fields out', () => {
    expect(checkAnswers(FIELDS, { name: 'R', essay: '', days: [], age: null, stars: 1 })).toEqual({ ok: true, answers: { name: 'R', stars: 1 } });
  });
  it('names a field the form does not have', () => {
    const r = checkAnswers(FIELDS, { name: 'R', stars: 3, salary: 10 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toEqual({ 'answers.salary': ['This form has no field "salary".'] });
  });
  it('refuses missing required fields, one message per field', () => {
    const r = checkAnswers(FIELDS, { name: '   ' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toEqual({ 'answers.name': ['This field is required.'], 'answers.stars': ['This field is required.'] });
  });
  it('refuses values that do not fit their kind', () => {
    const r = checkAnswers(FIELDS, {
      name: 12,
      essay: 'x'.repeat(5001),
      age: '12abc',
      course: 'Other',
      days: ['Mon', 'Sun'],
      exam: '2026-02-30',
      cv: '/files/materials/0b5c5a3e-6d1f-4b43-9d61-2f9f1c3b9a10.pdf',
      stars: 6,
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors).sort()).toEqual(['answers.age', 'answers.course', 'answers.cv', 'answers.days', 'answers.essay', 'answers.exam', 'answers.name', 'answers.stars']);
  });
  it('refuses a rating that is not a whole number and a number that is not finite', () => {
    const r = checkAnswers(FIELDS, { name: 'R', stars: 2.5, age: 'Infinity' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors).sort()).toEqual(['answers.age', 'answers.stars']);
  });
  it('does not read inherited keys as answers', () => {
    const r = checkAnswers([field('constructor', 'text', { required: true })], {});
    expect(r.ok).toBe(false);
  });
});

describe('responseTable and the CSV', () => {
  const fields = [field('name', 'text'), field('days', 'multiple_choice', { options: ['Mon', 'Tue'] }), field('cv', 'file')];
  const retired = [field('old', 'text', { label: 'Old question' }), field('never', 'text')];
  const responses = [
    { id: 2, createdAt: '2026-01-02T10:11:12.000Z', respondent: { full_name: 'Sam Student', email: 'sam@x.test' }, answers: { name: '=HYPERLINK("x")', days: ['Mon', 'Tue'], cv: PATH } },
    { id: 1, createdAt: '2026-01-01T09:00:00.000Z', respondent: null, answers: { name: 'Ann, "the" first\nline two', old: 'kept' } },
  ];
  it('has a header row, one column per field, removed fields that were answered (labelled), none that were not', () => {
    const t = responseTable(fields, retired, responses);
    expect(t.header).toEqual(['Response', 'Submitted at (UTC)', 'Respondent', 'E-mail', 'NAME', 'DAYS', 'CV', 'Old question (removed)']);
    expect(t.rows[0]).toEqual(['2', '2026-01-02 10:11:12', 'Sam Student', 'sam@x.test', '=HYPERLINK("x")', 'Mon; Tue', '0b5c5a3e-6d1f-4b43-9d61-2f9f1c3b9a10.pdf', '']);
    expect(t.rows[1]).toEqual(['1', '2026-01-01 09:00:00', 'Visitor', '', 'Ann, "the" first\nline two', '', '', 'kept']);
  });
  it('is RFC 4180 with formula cells neutralised by the CSV writer', () => {
    const t = responseTable(fields, retired, responses);
    const csv = toCsv(t.header, t.rows);
    expect(csv.startsWith('\uFEFFResponse,')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain('"Ann, ""the"" first\nline two"');
    expect(csv.endsWith('\r\n')).toBe(true);
  });
  it('writes cells of any stored value', () => {
    expect(cellText(undefined)).toBe('');
    expect(cellText(3.5)).toBe('3.5');
    expect(cellText(['a', 2])).toBe('a; 2');
  });
});

describe('slugFrom', () => {
  it('makes a key of unambiguous letters and digits', () => {
    const bytes = Uint8Array.from({ length: 48 }, (_, i) => (i * 37) % 256);
    const s = slugFrom(bytes);
    expect(s).toMatch(/^[A-Za-z2-9]{12}$/);
    expect(s).not.toMatch(/[lIO01]/);
  });
});
