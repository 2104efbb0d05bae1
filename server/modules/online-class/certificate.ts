/**
 * The certificate of a finished online class (pdf-lib, standard fonts: WinAnsi text only, so a Bengali name prints
 * as '?', as on the payments module's receipts; the class, the centre and the date stay readable).
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { latin } from '../payments/pdf.ts';

export interface CertificateFacts {
  student: string;
  title: string;
  centre: string;
  /** yyyy-MM-dd */
  completedOn: string;
  parts: number;
}

export async function certificatePdf(f: CertificateFacts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(latin(`Certificate: ${f.title}`));
  doc.setProducer('PTE Coaching');
  doc.setCreationDate(new Date(`${f.completedOn}T00:00:00Z`));
  const page = doc.addPage([842, 595]); // A4 landscape
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.15);
  page.drawRectangle({ x: 24, y: 24, width: 794, height: 547, borderColor: rgb(0.2, 0.35, 0.6), borderWidth: 3 });
  const centred = (text: string, y: number, size: number, useBold = false) => {
    const t = latin(text).slice(0, 90);
    const f2 = useBold ? bold : font;
    page.drawText(t, { x: (842 - f2.widthOfTextAtSize(t, size)) / 2, y, size, font: f2, color: ink });
  };
  centred('Certificate of completion', 470, 30, true);
  centred('This certifies that', 410, 14);
  centred(f.student || 'Student', 370, 26, true);
  centred('has completed the online class', 330, 14);
  centred(f.title, 290, 22, true);
  centred(`${f.parts} parts completed`, 255, 12);
  centred(f.centre, 170, 16, true);
  centred(`Completed on ${f.completedOn}`, 140, 12);
  return doc.save();
}
