/**
 * The bulk-upload preview as one table: problems (rejected rows, one line per field, and duplicates) and the sample
 * of good rows, by row number; "only problems" keeps the first two. Pure.
 */
/** What a question or a material preview have in common. */
export interface PreviewLike {
  errors: Array<{ row: number; field: string; message: string }>;
  duplicates: Array<{ row: number; same_as_row: number | null; question_id?: number | null; material_id?: number | null }>;
  sample: Array<{ row: number; title: string }>;
}

export interface PreviewLine {
  id: string;
  row: number;
  kind: 'error' | 'duplicate' | 'ok';
  field: string;
  message: string;
  title: string;
  /** a duplicate of a stored item, question or material (its id), or of an earlier row (its number) */
  questionId: number | null;
  sameAsRow: number | null;
}

export function previewLines(p: PreviewLike, onlyProblems: boolean): PreviewLine[] {
  const lines: PreviewLine[] = [];
  p.errors.forEach((e, i) => lines.push({ id: `e${i}`, row: e.row, kind: 'error', field: e.field, message: e.message, title: '', questionId: null, sameAsRow: null }));
  p.duplicates.forEach((d) => lines.push({ id: `d${d.row}`, row: d.row, kind: 'duplicate', field: '', message: '', title: '', questionId: d.question_id ?? d.material_id ?? null, sameAsRow: d.same_as_row }));
  if (!onlyProblems) p.sample.forEach((s) => lines.push({ id: `s${s.row}`, row: s.row, kind: 'ok', field: '', message: '', title: s.title, questionId: null, sameAsRow: null }));
  return lines.sort((a, b) => a.row - b.row || a.id.localeCompare(b.id));
}

/** Rows per commit call: progress moves in steps of this many rows. */
export const COMMIT_CHUNK = 1000;

/** Material rows per commit call: each is a file to hash on the server, so progress moves in smaller steps. */
export const MATERIAL_COMMIT_CHUNK = 20;

/** A manifest among the chosen files: what the manifest readers take (materials are never CSV, XLSX or JSON). */
export const isManifestName = (name: string) => /\.(csv|xlsx|json)$/i.test(name);

/** 0..100 for a progress bar. */
export function percent(done: number, total: number): number {
  if (total <= 0) return 100;
  return Math.max(0, Math.min(100, Math.round((done / total) * 100)));
}

/** A base64 or text template as the bytes of a download. */
export function templateBytes(t: { encoding: 'utf8' | 'base64'; body: string }): Uint8Array {
  if (t.encoding === 'utf8') return new TextEncoder().encode(t.body);
  const bin = atob(t.body);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}
