/**
 * Invoice and receipt PDFs (pdf-lib). The standard PDF fonts draw only WinAnsi (Latin) text, so any other character
 * (a Bengali name) is printed as '?': the numbers, dates and amounts, which are what a receipt proves, stay exact.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Invoice, Transaction } from './contracts.ts';

/** Printable with the standard fonts: ASCII and Latin-1's printable part; anything else becomes '?'. */
export function latin(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/gu, '?');
}

/** 123456 BDT minor units → "1,234.56 BDT" (two decimals: the currencies we serve have a hundredth minor unit). */
export function pdfMoney(minor: number, currency: string): string {
  const neg = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const major = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${neg}${major}.${String(abs % 100).padStart(2, '0')} ${currency}`;
}

interface Writer {
  page: PDFPage;
  y: number;
  font: PDFFont;
  bold: PDFFont;
}

function line(w: Writer, text: string, o: { x?: number; size?: number; bold?: boolean; right?: number } = {}): void {
  const size = o.size ?? 11;
  const font = o.bold ? w.bold : w.font;
  const t = latin(text);
  const x = o.right !== undefined ? o.right - font.widthOfTextAtSize(t, size) : (o.x ?? 50);
  w.page.drawText(t, { x, y: w.y, size, font, color: rgb(0.1, 0.1, 0.1) });
}

function row(w: Writer, label: string, value: string, bold = false): void {
  line(w, label, { bold });
  line(w, value, { right: 545, bold });
  w.y -= 18;
}

async function start(title: string, centre: string): Promise<{ doc: PDFDocument; w: Writer }> {
  const doc = await PDFDocument.create();
  doc.setTitle(latin(title));
  doc.setProducer('PTE Coaching');
  const page = doc.addPage([595, 842]);
  const w: Writer = { page, y: 790, font: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  line(w, centre, { size: 18, bold: true });
  w.y -= 26;
  line(w, title, { size: 14, bold: true });
  w.y -= 28;
  return { doc, w };
}

export async function invoicePdf(inv: Invoice, centre: string): Promise<Uint8Array> {
  const { doc, w } = await start(`Invoice ${inv.number}`, centre);
  row(w, 'Issued on', inv.issued_on);
  row(w, 'Status', inv.status);
  if (inv.student) row(w, 'Student', `${inv.student.full_name} <${inv.student.email}>`);
  if (inv.branch) row(w, 'Branch', inv.branch.name);
  w.y -= 10;
  row(w, inv.package ? inv.package.name : 'Package', pdfMoney(inv.subtotal_minor, inv.currency));
  if (inv.discount_minor > 0) row(w, `Discount${inv.promo_code ? ` (${inv.promo_code})` : ''}`, `-${pdfMoney(inv.discount_minor, inv.currency)}`);
  row(w, 'Total', pdfMoney(inv.total_minor, inv.currency), true);
  row(w, 'Paid', pdfMoney(inv.paid_minor, inv.currency));
  row(w, 'Due', pdfMoney(inv.due_minor, inv.currency), true);
  if (inv.instalments.length > 0) {
    w.y -= 14;
    line(w, 'Instalments', { bold: true });
    w.y -= 18;
    for (const i of inv.instalments) row(w, `${i.seq}. due ${i.due_on} (${i.status})`, `${pdfMoney(i.paid_minor, inv.currency)} of ${pdfMoney(i.amount_minor, inv.currency)}`);
  }
  if (inv.transactions.length > 0) {
    w.y -= 14;
    line(w, 'Payments', { bold: true });
    w.y -= 18;
    for (const t of inv.transactions) row(w, `${t.receipt_number}  ${t.created_at.slice(0, 10)}  ${t.method}`, pdfMoney(t.amount_minor, inv.currency));
  }
  return doc.save();
}

export async function receiptPdf(t: Transaction, inv: Invoice, centre: string): Promise<Uint8Array> {
  const { doc, w } = await start(`Receipt ${t.receipt_number}`, centre);
  row(w, 'Date', t.created_at.slice(0, 10));
  row(w, 'Invoice', inv.number);
  if (inv.student) row(w, 'Received from', `${inv.student.full_name} <${inv.student.email}>`);
  row(w, 'Method', t.method.replace('_', ' '));
  if (t.reference) row(w, 'Reference', t.reference);
  w.y -= 10;
  row(w, 'Amount received', pdfMoney(t.amount_minor, inv.currency), true);
  row(w, 'Invoice total', pdfMoney(inv.total_minor, inv.currency));
  row(w, 'Still due', pdfMoney(inv.due_minor, inv.currency));
  return doc.save();
}
