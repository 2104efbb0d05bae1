// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { initTestI18n } from '../i18n/test-i18n';
import { HttpError } from '../http/client';
import type { ImportPreview, ImportRow } from './api';
import { CsvImportDialog } from './csv-import-dialog';

const fake = vi.hoisted(() => ({
  sent: [] as Array<{ path: string; file: File }>,
  /** the answer of the next send, or a gate the test opens */
  answers: [] as unknown[],
  progress: null as null | ((f: number) => void),
  gate: null as null | { resolve: (v: unknown) => void; reject: (e: unknown) => void },
}));

vi.mock('../http/upload', () => ({
  sendForm: (path: string, form: FormData, onProgress?: (f: number) => void) => {
    fake.sent.push({ path, file: form.get('file') as File });
    fake.progress = onProgress ?? null;
    onProgress?.(0);
    const next = fake.answers.shift();
    if (next === 'wait') return new Promise((resolve, reject) => (fake.gate = { resolve, reject }));
    if (next instanceof Error) return Promise.reject(next);
    return Promise.resolve(next);
  },
}));

const row = (line: number, values: Partial<ImportRow['values']>, errors: Record<string, string> = {}, duplicate: ImportRow['duplicate'] = null): ImportRow => ({
  line,
  values: { first_name: '', last_name: '', email: '', phone: '', group: '', ...values },
  errors,
  duplicate,
});

const PREVIEW: ImportPreview = {
  rows: [
    row(2, { first_name: 'Rahim', email: 'rahim@alpha.test' }),
    row(3, { first_name: 'Bad', email: 'not-an-email' }, { email: 'Enter a valid e-mail address.' }),
    row(4, { first_name: '', email: 'nameless@alpha.test', group: 'Night' }, { first_name: 'The first name is required.', group: 'There is no group named "Night".' }),
    row(5, { first_name: 'Known', email: 'student@alpha.test' }, {}, 'existing'),
    row(6, { first_name: 'Twice', email: 'rahim@alpha.test' }, {}, 'in_file'),
  ],
  totals: { rows: 5, valid: 1, invalid: 2, duplicates: 2 },
};

const onImported = vi.fn();
const onClose = vi.fn();

function show() {
  return render(
    <MemoryRouter>
      <CsvImportDialog open onClose={onClose} onImported={onImported} />
    </MemoryRouter>,
  );
}

const csv = (name = 'students.csv', text = 'First Name,Email\nRahim,rahim@alpha.test\n') => new File([text], name, { type: 'text/csv' });
const choose = (file: File) => fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file] } });

describe('CsvImportDialog', () => {
  beforeAll(() => initTestI18n());
  beforeEach(() => {
    fake.sent.length = 0;
    fake.answers = [];
    fake.gate = null;
    onImported.mockReset();
    onClose.mockReset();
  });
  afterEach(cleanup);

  it('uploads the chosen file with a percentage bar, then shows every row with its errors and duplicates', async () => {
    fake.answers = ['wait'];
    show();
    const file = csv();
    choose(file);
    await waitFor(() => expect(fake.sent).toHaveLength(1));
    expect(fake.sent[0]).toEqual({ path: 'users/import/preview', file });
    act(() => fake.progress!(0.42));
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByTestId('import-progress').textContent).toContain('Uploading 42%');
    await act(async () => fake.gate!.resolve(PREVIEW));

    expect((await screen.findByTestId('import-summary')).textContent).toBe('5 rows: 1 ready to import, 2 duplicates, 2 with errors.');
    const rows = screen.getAllByTestId('import-row');
    expect(rows.map((r) => r.getAttribute('data-state'))).toEqual(['valid', 'invalid', 'invalid', 'existing', 'in_file']);
    const line3 = rows[1]!;
    expect(within(line3).getAllByTestId('row-error').map((e) => [e.getAttribute('data-field'), e.textContent])).toEqual([['email', 'Enter a valid e-mail address.']]);
    expect(within(rows[2]!).getAllByTestId('row-error').map((e) => e.getAttribute('data-field'))).toEqual(['first_name', 'group']);
    expect(within(rows[2]!).getByTestId('row-state').textContent).toBe('2 errors');
    expect(within(rows[3]!).getByTestId('row-state').textContent).toBe('Duplicate: already in the centre');
    expect(within(rows[4]!).getByTestId('row-state').textContent).toBe('Duplicate: repeats an earlier row');
    expect(screen.getByTestId('import-valid').textContent).toBe('Import 1 valid row');

    fireEvent.click(screen.getByTestId('only-problems'));
    expect(screen.getAllByTestId('import-row').map((r) => r.getAttribute('data-line'))).toEqual(['3', '4', '5', '6']);
  });

  it('imports the same file and shows what happened: created, duplicates, rejected', async () => {
    fake.answers = [PREVIEW, { created: 1, duplicates: 2, invalid: 2, invited: 1 }];
    show();
    const file = csv();
    choose(file);
    fireEvent.click(await screen.findByTestId('import-valid'));
    await waitFor(() => expect(fake.sent).toHaveLength(2));
    expect(fake.sent[1]!.path).toBe('users/import');
    // FormData wraps the file anew: the same name, size and bytes as the previewed one
    const again = fake.sent[1]!.file;
    expect([again.name, again.size, await again.text()]).toEqual([file.name, file.size, await file.text()]);
    expect(await fake.sent[0]!.file.text()).toBe(await file.text());
    const result = await screen.findByTestId('import-result');
    expect(within(result).getByTestId('import-created').textContent).toBe('1 student created and invited');
    expect(within(result).getByTestId('import-duplicates').textContent).toBe('2 duplicates skipped');
    expect(within(result).getByTestId('import-rejected').textContent).toBe('2 rows rejected');
    expect(onImported).toHaveBeenCalledWith({ created: 1, duplicates: 2, invalid: 2, invited: 1 });
  });

  it('the same file again: every row a duplicate, nothing to import', async () => {
    fake.answers = [{ rows: [row(2, { first_name: 'Rahim', email: 'rahim@alpha.test' }, {}, 'existing')], totals: { rows: 1, valid: 0, invalid: 0, duplicates: 1 } }];
    show();
    choose(csv());
    expect((await screen.findByTestId('import-valid')).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('No row can be imported: every row is a duplicate or has errors.')).toBeTruthy();
  });

  it('refuses a file that is not a .csv before uploading, and shows the server\'s refusal of a file', async () => {
    show();
    choose(csv('students.xlsx'));
    expect((await screen.findByTestId('import-error')).textContent).toBe('Choose a file ending in .csv.');
    expect(fake.sent).toHaveLength(0);

    fake.answers = [new HttpError('http', 422, { success: false, message: 'Invalid', errors: { file: ['The file needs a column for the e-mail.'] } }, ['File: The file needs a column for the e-mail.'])];
    choose(csv());
    await waitFor(() => expect(screen.getByTestId('import-error').textContent).toBe('The file needs a column for the e-mail.'));
  });
});
