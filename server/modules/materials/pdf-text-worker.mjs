// The PDF text reader's thread (pdf-text.ts). Plain JavaScript, started without the TypeScript loader: pdf.js is two
// large modules that load in about a second natively but ten times slower through tsx, and parsing a long PDF is
// CPU work that must not hold the server's event loop.
import { parentPort } from 'node:worker_threads';

// pdf.js 6 uses Promise.withResolvers, which Node 20 lacks (Node 22 has it)
if (!Promise.withResolvers) {
  Promise.withResolvers = () => {
    let resolve;
    let reject;
    const promise = new Promise((a, b) => {
      resolve = a;
      reject = b;
    });
    return { promise, resolve, reject };
  };
}

// the worker half of pdf.js runs in this thread ("fake worker"); handing it over avoids pdf.js importing it itself
globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');

async function textOf(bytes, maxPages, maxChars) {
  const task = pdfjs.getDocument({ data: bytes, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  try {
    const doc = await task.promise;
    const parts = [];
    let length = 0;
    for (let n = 1; n <= Math.min(doc.numPages, maxPages) && length < maxChars; n++) {
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
    return parts.join(' ').slice(0, maxChars);
  } catch {
    return '';
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

parentPort.on('message', async ({ id, bytes, maxPages, maxChars }) => {
  parentPort.postMessage({ id, text: await textOf(bytes, maxPages, maxChars) });
});
parentPort.postMessage({ ready: true });
