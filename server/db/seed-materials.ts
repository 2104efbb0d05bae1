import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { RawTx } from '../kernel/db.ts';
import { MATERIALS_TYPE, storeFile } from '../kernel/files.ts';
import { searchTextOf } from '../modules/materials/rules.ts';

/** A small study PDF: a title and its lines, drawn with a standard font (no font file needed). */
async function studyPdf(title: string, lines: readonly string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595, 842]);
  page.drawRectangle({ x: 0, y: 770, width: 595, height: 72, color: rgb(0.11, 0.3, 0.55) });
  page.drawText(title, { x: 48, y: 798, size: 22, font: bold, color: rgb(1, 1, 1) });
  lines.forEach((line, i) => page.drawText(line, { x: 48, y: 720 - i * 22, size: 13, font }));
  return doc.save();
}

const DEMO = [
  {
    title: 'Describe Image templates',
    description: 'Openers and linking phrases for bar charts, line graphs, maps and processes.',
    special: true,
    lines: ['The chart illustrates ... between ... and ...', 'The highest value is ..., while the lowest is ...', 'Overall, the trend shows a steady increase.', 'In conclusion, the image gives a clear picture of ...'],
  },
  {
    title: 'Write Essay checklist',
    description: 'Structure, word count and the linking words trainers look for.',
    special: false,
    lines: ['Introduction: paraphrase the prompt and state your position.', 'Two body paragraphs, each with an example.', 'Conclusion: restate the position in new words.', 'Keep between 200 and 300 words.'],
  },
] as const;

/**
 * Two of alpha's staff materials (PDFs) assigned to the Morning batch, so the demo student finds them in their
 * practice materials. Needs the upload folder (the files are stored like uploads); without it nothing is seeded.
 */
export async function seedDemoMaterials(tx: RawTx, uploadDir: string | undefined): Promise<void> {
  if (!uploadDir) return;
  const [alpha] = await tx.query<{ id: number }>(`select id from organizations where subdomain = 'alpha'`);
  const [teacher] = await tx.query<{ id: number }>(`select id from users where email = 'teacher@alpha.test'`);
  const [group] = await tx.query<{ id: number }>(`select id from groups where organization_id = $1 and name = 'Morning batch'`, [alpha?.id ?? 0]);
  if (!alpha || !teacher) return;
  for (const m of DEMO) {
    const bytes = await studyPdf(m.title, m.lines);
    const stored = await storeFile(uploadDir, MATERIALS_TYPE, 'pdf', bytes);
    await tx.query(`insert into uploads (organization_id, user_id, path, type, size, mime) values ($1, $2, $3, $4, $5, 'application/pdf')`, [alpha.id, teacher.id, stored.publicPath, MATERIALS_TYPE, bytes.length]);
    const [row] = await tx.query<{ id: number }>(
      `insert into materials (organization_id, title, description, kind, source, special, file_path, file_mime, file_size, search_text, created_by)
       values ($1, $2, $3, 'pdf', 'platform', $4, $5, 'application/pdf', $6, $7, $8) returning id`,
      [alpha.id, m.title, m.description, m.special, stored.publicPath, bytes.length, searchTextOf([m.title, m.description, ...m.lines]), teacher.id],
    );
    if (group) await tx.query(`insert into material_groups (material_id, group_id, organization_id) values ($1, $2, $3)`, [row!.id, group.id, alpha.id]);
  }
}
