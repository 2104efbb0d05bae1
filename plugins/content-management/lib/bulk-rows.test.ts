import { describe, expect, it } from 'vitest';
import { isManifestName, percent, previewLines, templateBytes } from './bulk-rows';
import type { BulkPreview, MaterialBulkPreview } from '../api/content-api';

const preview = {
  kind: 'question', file_name: 'a.csv', format: 'csv', file_hash: 'x', total_rows: 5, valid_count: 2, duplicate_count: 1, rejected_count: 1,
  errors: [{ row: 4, field: 'title', message: 'Required.' }, { row: 4, field: 'content.prompt', message: 'Empty.' }],
  errors_truncated: false,
  duplicates: [{ row: 5, question_id: null, same_as_row: 2 }],
  sample: [{ row: 2, type: 'write-essay', title: 'A' }, { row: 3, type: 'write-essay', title: 'B' }],
  already_uploaded: null,
} satisfies BulkPreview;

describe('preview lines', () => {
  it('are sorted by row; only problems leaves the good rows out', () => {
    expect(previewLines(preview, false).map((l) => [l.row, l.kind])).toEqual([[2, 'ok'], [3, 'ok'], [4, 'error'], [4, 'error'], [5, 'duplicate']]);
    expect(previewLines(preview, true).map((l) => [l.row, l.kind, l.field])).toEqual([[4, 'error', 'title'], [4, 'error', 'content.prompt'], [5, 'duplicate', '']]);
  });

  it('a material preview names the stored material a row repeats', () => {
    const m = {
      manifest_name: 'm.csv', format: 'csv', file_hash: 'x', organization_id: null, total_rows: 2, valid_count: 1, duplicate_count: 1, rejected_count: 0,
      errors: [], errors_truncated: false, duplicates: [{ row: 3, material_id: 7, same_as_row: null }], sample: [{ row: 2, title: 'A', kind: 'pdf', file: 'a.pdf', size: 10 }],
      already_uploaded: null,
    } satisfies MaterialBulkPreview;
    expect(previewLines(m, false).map((l) => [l.row, l.kind, l.questionId])).toEqual([[2, 'ok', null], [3, 'duplicate', 7]]);
  });

  it('the manifest is the one CSV, XLSX or JSON among the chosen files', () => {
    expect(['notes.pdf', 'list.CSV', 'm.xlsx', 'm.json', 'clip.mp4'].filter(isManifestName)).toEqual(['list.CSV', 'm.xlsx', 'm.json']);
  });

  it('percent is bounded and whole', () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(5, 0)).toBe(100);
    expect(percent(12, 10)).toBe(100);
  });

  it('decodes a base64 template', () => {
    expect([...templateBytes({ encoding: 'base64', body: btoa('ab') })]).toEqual([97, 98]);
    expect([...templateBytes({ encoding: 'utf8', body: 'é' })]).toEqual([0xc3, 0xa9]);
  });
});
