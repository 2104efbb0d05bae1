/**
 * The text of a PDF for search, read on the server at POST materials with pdf.js's legacy build (it runs in Node).
 * Bounded: the first PDF_TEXT_PAGES pages and PDF_TEXT_CHARS characters; a PDF pdf.js cannot read gives no text
 * (the material is still stored; only its own words are then searchable).
 */
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

export const PDF_TEXT_PAGES = 50;
export const PDF_TEXT_CHARS = 100_000;

type Resolvers<T> = { promise: Promise<T>; resolve: (v: T) => void; reject: (e: unknown) => void };
let loaded: Promise<typeof PdfJsModule> | undefined;

function loadPdfJs() {
  // pdf.js 6 uses Promise.withResolvers, which Node 20 lacks (Node 22 has it)
  const P = Promise as unknown as { withResolvers?: <T>() => Resolvers<T> };
  if (!P.withResolvers) {
    P.withResolvers = <T>() => {
      let resolve!: (v: T) => void;
      let reject!: (e: unknown) => void;
      const promise = new Promise<T>((a, b) => {
        resolve = a;
        reject = b;
      });
      return { promise, resolve, reject };
    };
  }
  loaded ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return loaded;
}

export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({ data: bytes.slice(), disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  try {
    const doc = await task.promise;
    const parts: string[] = [];
    let length = 0;
    for (let n = 1; n <= Math.min(doc.numPages, PDF_TEXT_PAGES) && length < PDF_TEXT_CHARS; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if ('str' in item && item.str) {
          parts.push(item.str);
          length += item.str.length + 1;
        }
      }
      page.cleanup();
    }
    return parts.join(' ').slice(0, PDF_TEXT_CHARS);
  } catch {
    return '';
  } finally {
    await task.destroy().catch(() => undefined);
  }
}
