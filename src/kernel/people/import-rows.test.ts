import { describe, expect, it } from 'vitest';
import { checkCsvFile, IMPORT_MAX_BYTES, pageOfRows, rowState } from './import-rows';
import type { ImportRow } from './api';

const row = (line: number, errors: Record<string, string> = {}, duplicate: ImportRow['duplicate'] = null): ImportRow => ({
  line,
  values: { first_name: 'A', last_name: '', email: `a${line}@x.test`, phone: '', group: '' },
  errors,
  duplicate,
});

describe('checkCsvFile', () => {
  it('refuses before uploading what the server would: not .csv, over 2 MiB', () => {
    expect(checkCsvFile({ name: 'Students.CSV', size: 10 })).toBeNull();
    expect(checkCsvFile({ name: 'students.xlsx', size: 10 })).toBe('notCsv');
    expect(checkCsvFile({ name: 'students.csv', size: IMPORT_MAX_BYTES + 1 })).toBe('tooLarge');
  });
});

describe('rowState', () => {
  it('an error outweighs a duplicate mark, as the server counts them', () => {
    expect(rowState(row(2))).toBe('valid');
    expect(rowState(row(3, {}, 'existing'))).toBe('existing');
    expect(rowState(row(4, {}, 'in_file'))).toBe('in_file');
    expect(rowState(row(5, { email: 'Enter a valid e-mail address.' }, 'in_file'))).toBe('invalid');
  });
});

describe('pageOfRows', () => {
  const rows = Array.from({ length: 120 }, (_, i) => row(i + 2, i === 60 ? { email: 'bad' } : {}, i === 100 ? 'existing' : null));

  it('pages the preview by 50 with a meta like the server', () => {
    const p3 = pageOfRows(rows, 3, false);
    expect(p3.items.map((r) => r.line)).toEqual(rows.slice(100).map((r) => r.line));
    expect(p3.meta).toEqual({ current_page: 3, per_page: 50, total: 120, last_page: 3 });
    expect(pageOfRows(rows, 9, false).meta.current_page).toBe(3);
  });

  it('shows only the rows that will not be created when asked', () => {
    const problems = pageOfRows(rows, 1, true);
    expect(problems.items.map((r) => r.line)).toEqual([62, 102]);
    expect(problems.meta).toEqual({ current_page: 1, per_page: 50, total: 2, last_page: 1 });
  });
});
