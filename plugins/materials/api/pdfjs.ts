/**
 * pdf.js for the browser, loaded on first use (it is large): the module and its worker the Vite way (the worker file
 * is emitted as an asset and named by URL), so a PDF is parsed off the main thread.
 */
import type * as PdfJsModule from 'pdfjs-dist';

type PdfJs = typeof PdfJsModule;
let loading: Promise<PdfJs> | undefined;

export function loadPdfJs(): Promise<PdfJs> {
  loading ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(([pdfjs, worker]) => {
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    return pdfjs;
  });
  return loading;
}
