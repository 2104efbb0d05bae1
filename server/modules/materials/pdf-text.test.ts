import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractPdfText, stopPdfText } from './pdf-text.ts';

describe('extractPdfText', () => {
  it('reads the words of every page', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage([300, 200]).drawText('Describe image templates', { x: 20, y: 100, size: 12, font });
    doc.addPage([300, 200]).drawText('zebracorn appears here', { x: 20, y: 100, size: 12, font });
    const text = await extractPdfText(await doc.save());
    expect(text).toContain('Describe image templates');
    expect(text).toContain('zebracorn');
  });
  it('gives no text for what is not a readable PDF', async () => {
    expect(await extractPdfText(new TextEncoder().encode('%PDF-1.7 nonsense'))).toBe('');
  });
  it('starts a new reader when the old one was stopped', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage([300, 200]).drawText('second life', { x: 20, y: 100, size: 12, font });
    const bytes = await doc.save();
    expect(await extractPdfText(bytes)).toContain('second life');
    await stopPdfText();
    expect(await extractPdfText(bytes)).toContain('second life');
    await stopPdfText();
  });
});
