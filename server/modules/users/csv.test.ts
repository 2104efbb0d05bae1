import { describe, expect, it } from 'vitest';
import { csvCell, fieldOfHeader, parseStudentCsv, toCsv } from './csv.ts';

describe('csv out', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('Hasan, Arif')).toBe('"Hasan, Arif"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+8801711')).toBe("'+8801711");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell(null)).toBe('');
    expect(csvCell(7)).toBe('7');
  });
  it('starts with a byte-order mark and ends lines with CRLF', () => {
    expect(toCsv(['a', 'b'], [['x', 'নুসরাত']])).toBe('\uFEFFa,b\r\nx,নুসরাত\r\n');
  });
});

describe('csv in', () => {
  it('finds columns by header name, loosely', () => {
    expect(['First Name', 'first_name', 'E-mail', 'Email Address', 'Mobile', 'Surname', 'Batch', 'Age'].map(fieldOfHeader)).toEqual([
      'first_name', 'first_name', 'email', 'email', 'phone', 'last_name', 'group', null,
    ]);
  });
  it('checks every row, marks duplicates against the centre and within the file', () => {
    const text = '\uFEFFFirst Name,Last Name,Email,Phone,Group\nArif,Hasan,ARIF@x.test,+8801711000000,Morning\n,Nobody,nobody@x.test,,\nNusrat,Jahan,not-an-email,,\nImran,Kabir,arif@x.test,,\nOld,Hand,old@x.test,,\nMina,Roy,mina@x.test,12,Evening\n';
    const r = parseStudentCsv(text, new Set(['old@x.test']), new Set(['morning']));
    if (!r.ok) throw new Error(r.message);
    expect(r.rows.map((x) => [x.line, Object.keys(x.errors), x.duplicate])).toEqual([
      [2, [], null],
      [3, ['first_name'], null],
      [4, ['email'], null],
      [5, [], 'in_file'],
      [6, [], 'existing'],
      [7, ['phone', 'group'], null],
    ]);
    expect(r.rows[0]!.values).toEqual({ first_name: 'Arif', last_name: 'Hasan', email: 'arif@x.test', phone: '+8801711000000', group: 'Morning' });
  });
  it('refuses a file without the needed columns, or an empty one', () => {
    expect(parseStudentCsv('Name only\nArif\n', new Set(), new Set())).toMatchObject({ ok: false });
    expect(parseStudentCsv('', new Set(), new Set())).toMatchObject({ ok: false, message: 'The file is empty.' });
  });
});
