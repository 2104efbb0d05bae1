/**
 * The text of a PDF for search (docs/product-spec.md §12): the first PDF_TEXT_PAGES pages and PDF_TEXT_CHARS
 * characters, read with pdf.js's legacy build in a worker thread (pdf-text-worker.mjs). A PDF pdf.js cannot read, or
 * one that takes longer than PDF_TEXT_TIMEOUT_MS, gives no text (the material is still stored; only its own words
 * are then searchable), and a reader that timed out is replaced.
 *
 * Why a thread: loading pdf.js through the TypeScript loader took 10-20 s on a busy machine, inside the first
 * upload's request, and parsing a long PDF on the main thread would stall every other request meanwhile.
 */
import { Worker } from 'node:worker_threads';

export const PDF_TEXT_PAGES = 50;
export const PDF_TEXT_CHARS = 100_000;
export const PDF_TEXT_TIMEOUT_MS = 30_000;

interface Reader {
  worker: Worker;
  ready: Promise<void>;
  waiting: Map<number, (text: string) => void>;
  alive: boolean;
}

let reader: Reader | undefined;
let nextId = 1;

function startReader(): Reader {
  // execArgv [] starts the thread without the parent's --import tsx: the worker is plain JavaScript
  const worker = new Worker(new URL('./pdf-text-worker.mjs', import.meta.url), { execArgv: [] });
  worker.unref();
  const waiting = new Map<number, (text: string) => void>();
  let started!: () => void;
  const ready = new Promise<void>((resolve) => (started = resolve));
  const self: Reader = { worker, ready, waiting, alive: true };
  const settleAll = () => {
    self.alive = false;
    for (const done of waiting.values()) done('');
    waiting.clear();
    if (reader?.worker === worker) reader = undefined;
    started();
  };
  worker.on('message', (m: { ready?: boolean; id?: number; text?: string }) => {
    if (m.ready) return started();
    const done = waiting.get(m.id!);
    waiting.delete(m.id!);
    done?.(m.text ?? '');
  });
  worker.on('error', settleAll);
  worker.on('exit', settleAll);
  return self;
}

/** Starts the reader ahead of the first PDF, so that upload does not wait for pdf.js to load. */
export function warmPdfText(): void {
  reader ??= startReader();
}

/** Stops the reader (a test or a shutdown). */
export async function stopPdfText(): Promise<void> {
  const r = reader;
  reader = undefined;
  await r?.worker.terminate();
}

export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  const r = (reader ??= startReader());
  await r.ready;
  if (!r.alive) return '';
  const id = nextId++;
  return new Promise<string>((resolve) => {
    const timer = setTimeout(() => {
      if (!r.waiting.delete(id)) return;
      resolve('');
      // a PDF that keeps pdf.js busy this long would delay every later one: start afresh
      if (reader === r) reader = undefined;
      void r.worker.terminate();
    }, PDF_TEXT_TIMEOUT_MS);
    timer.unref();
    r.waiting.set(id, (text) => {
      clearTimeout(timer);
      resolve(text);
    });
    const copy = bytes.slice();
    r.worker.postMessage({ id, bytes: copy, maxPages: PDF_TEXT_PAGES, maxChars: PDF_TEXT_CHARS }, [copy.buffer]);
  });
}
