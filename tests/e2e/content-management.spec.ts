// The master's bulk upload (server/modules/content-management/README.md): 200 questions from a CSV with 3 bad rows,
// named by row and field in the preview; the commit stores the 197 others and the question list shows them; the same
// file again stores nothing. Materials: two PDFs and a manifest with a bad row, chosen together; the preview names the
// row and field, the commit stores the two as drafts, and one is assigned to a trainer.
import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { origin, signIn } from './helpers';

const BASE = '/master/question-and-test-management/question-management';

function csv(): Buffer {
  const rows = ['type,title,content.prompt,key.modelAnswer'];
  for (let i = 1; i <= 200; i++) {
    if (i === 20) rows.push(`write-essay,E2E essay ${i},"   ",`);
    else if (i === 80) rows.push(`write-essay,,"E2E prompt ${i}: discuss the effects of tourism.",`);
    else if (i === 150) rows.push(`write-poem,E2E essay ${i},"E2E prompt ${i}: discuss the effects of tourism.",`);
    else rows.push(`write-essay,E2E essay ${i},"E2E prompt ${i}: discuss the effects of tourism on small towns.",A model answer.`);
  }
  return Buffer.from(`${rows.join('\r\n')}\r\n`);
}

test('the master bulk-uploads 200 questions, 3 rows refused by row and field; the same file again adds nothing', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, undefined, 'master@platform.test');
  await expect(page).toHaveURL(`${origin()}/master/portal`);

  await page.goto(`${origin()}${BASE}/bulk-upload`);
  const file = { name: 'essays.csv', mimeType: 'text/csv', buffer: csv() };
  await page.getByTestId('bulk-file').setInputFiles(file);
  await page.getByTestId('bulk-preview').click();
  await expect(page.getByTestId('bulk-counts')).toHaveText('200 rows: 197 new, 0 duplicates, 3 rejected');
  // only the problems, by the file's row (the header is row 1) and field
  const lines = page.getByTestId('preview-line');
  await expect(lines).toHaveCount(3);
  await expect(page.getByTestId('problem-row')).toHaveText(['21', '81', '151']);
  await expect(page.getByTestId('problem-field')).toHaveText(['content.prompt', 'title', 'type']);

  await page.getByTestId('bulk-commit').click();
  await expect(page.getByTestId('bulk-result')).toHaveText('Done: 197 created, 0 duplicates, 3 rejected.');
  await expect(page.getByTestId('batch-created').first()).toHaveText('197');

  await page.goto(`${origin()}${BASE}/list?search=E2E%20essay`);
  await expect(page.getByTestId('content-row').first()).toBeVisible();
  await expect(page.getByText('197 items')).toBeVisible();
  await expect(page.getByTestId('item-title').filter({ hasText: 'E2E essay 200' })).toBeVisible();

  // the same file again: recognised, every good row a duplicate, nothing to store
  await page.goto(`${origin()}${BASE}/bulk-upload`);
  await page.getByTestId('bulk-file').setInputFiles(file);
  await page.getByTestId('bulk-preview').click();
  await expect(page.getByTestId('bulk-counts')).toHaveText('200 rows: 0 new, 197 duplicates, 3 rejected');
  await expect(page.getByText(/This file was uploaded before/)).toBeVisible();
  await expect(page.getByTestId('bulk-commit')).toHaveCount(0);

  await page.goto(`${origin()}${BASE}/list?search=E2E%20essay`);
  await expect(page.getByText('197 items')).toBeVisible();
});

async function pdfWith(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([400, 300]).drawText(text, { x: 30, y: 150, size: 14, font });
  return Buffer.from(await doc.save());
}

test('the master bulk-uploads materials with a manifest, one row refused by row and field, and assigns one', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now()}`;
  const MATERIALS = '/master/question-and-test-management/material-management';
  await signIn(page, undefined, 'master@platform.test');
  await expect(page).toHaveURL(`${origin()}/master/portal`);

  await page.goto(`${origin()}${MATERIALS}/bulk-upload`);
  const manifest = [
    'title,description,kind,file,special',
    `E2E material ${stamp} A,First,pdf,a-${stamp}.pdf,no`,
    `E2E material ${stamp} B,Second,pdf,b-${stamp}.pdf,yes`,
    `E2E material ${stamp} C,Missing,pdf,missing-${stamp}.pdf,no`,
  ].join('\r\n');
  await page.getByTestId('material-files').setInputFiles([
    { name: `a-${stamp}.pdf`, mimeType: 'application/pdf', buffer: await pdfWith(`E2E A ${stamp}`) },
    { name: `b-${stamp}.pdf`, mimeType: 'application/pdf', buffer: await pdfWith(`E2E B ${stamp}`) },
    { name: 'manifest.csv', mimeType: 'text/csv', buffer: Buffer.from(`${manifest}\r\n`) },
  ]);
  await expect(page.getByTestId('material-chosen')).toHaveText('Manifest manifest.csv with 2 files');
  await page.getByTestId('bulk-preview').click();
  await expect(page.getByTestId('bulk-counts')).toHaveText('3 rows: 2 new, 0 duplicates, 1 rejected');
  await expect(page.getByTestId('problem-row')).toHaveText(['4']);
  await expect(page.getByTestId('problem-field')).toHaveText(['file']);

  await page.getByTestId('bulk-commit').click();
  // each row's file is hashed and a PDF's words read on the server: slower than a question row on a loaded machine
  await expect(page.getByTestId('bulk-result')).toHaveText('Done: 2 created, 0 duplicates, 1 rejected.', { timeout: 45_000 });

  await page.goto(`${origin()}${MATERIALS}/list?search=${encodeURIComponent(`E2E material ${stamp}`)}`);
  await expect(page.getByTestId('content-row')).toHaveCount(2);
  await expect(page.getByTestId('item-state')).toHaveText(['Draft', 'Draft']);
  await expect(page.getByTestId('item-type').first()).toHaveText('PDF');

  await page.goto(`${origin()}${MATERIALS}/assign-to-trainer-or-admin?search=${encodeURIComponent(`E2E material ${stamp} A`)}`);
  await expect(page.getByTestId('content-row')).toHaveCount(1);
  await page.getByTestId('open-assign').click();
  const dialog = page.getByTestId('assign-dialog');
  await dialog.getByLabel('Find a person').fill('teacher@alpha.test');
  await expect(dialog.locator('select[name="assignee_id"] option')).toHaveCount(2);
  await dialog.locator('select[name="assignee_id"]').selectOption({ index: 1 });
  await dialog.getByTestId('save-assignment').click();
  await expect(page.getByTestId('item-assignee')).toContainText('Trainer');
});
