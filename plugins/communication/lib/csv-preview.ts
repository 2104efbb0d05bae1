/**
 * The import page's preview of a file before anything is sent: which columns were recognised, how many rows, the
 * first few. The server checks every row again (it is the authority); this only tells the user early that the file
 * is the right one.
 */
import Papa from 'papaparse';

export type PreviewColumn = 'email' | 'name' | 'phone';
const ALIASES: Record<PreviewColumn, readonly string[]> = {
  email: ['email', 'emailaddress', 'mail', 'e'],
  name: ['name', 'fullname', 'contactname', 'firstname', 'student', 'studentname'],
  phone: ['phone', 'phonenumber', 'mobile', 'mobilenumber', 'contactnumber', 'tel', 'telephone'],
};

export const columnOf = (header: string): PreviewColumn | null => {
  const key = header.trim().toLowerCase().replace(/[^a-z]/g, '');
  for (const c of Object.keys(ALIASES) as PreviewColumn[]) if (ALIASES[c].includes(key)) return c;
  return null;
};

export interface Preview {
  columns: PreviewColumn[];
  rows: number;
  sample: Array<Record<PreviewColumn, string>>;
  hasEmail: boolean;
}

export function previewCsv(text: string, sampleSize = 5): Preview {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header = [], ...body] = parsed.data;
  const cols = header.map(columnOf);
  const sample = body.slice(0, sampleSize).map((cells) => {
    const r = { email: '', name: '', phone: '' } as Record<PreviewColumn, string>;
    cols.forEach((c, i) => {
      if (c && r[c] === '') r[c] = (cells[i] ?? '').trim();
    });
    return r;
  });
  const columns = [...new Set(cols.filter((c): c is PreviewColumn => c !== null))];
  return { columns, rows: body.length, sample, hasEmail: columns.includes('email') };
}
