/**
 * Thumbnails made in the browser at upload time (the server only checks they are images): a PDF's first page through
 * pdf.js, a video's frame at one second (or a tenth of it) through <video> and a canvas, an image scaled down. Word
 * and audio get none (the list shows the kind instead). Any failure gives no thumbnail rather than a failed upload.
 */
import type { Kind } from '../lib/paths';
import { loadPdfJs } from './pdfjs';

const WIDTH = 320;

function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob((b) => resolve(b), 'image/png'));
}

function scaled(width: number, height: number): { w: number; h: number } {
  const ratio = Math.min(1, WIDTH / Math.max(1, width));
  return { w: Math.max(1, Math.round(width * ratio)), h: Math.max(1, Math.round(height * ratio)) };
}

async function pdfThumbnail(file: Blob): Promise<Blob | null> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({ data: new Uint8Array(await file.arrayBuffer()) });
  const doc = await task.promise;
  try {
    const page = await doc.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: WIDTH / base.width });
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(viewport.width);
    canvas.height = Math.round(viewport.height);
    await page.render({ canvas, viewport }).promise;
    return canvasBlob(canvas);
  } finally {
    await task.destroy();
  }
}

function videoThumbnail(file: Blob): Promise<Blob | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    video.muted = true;
    video.preload = 'auto';
    const done = (b: Blob | null) => {
      URL.revokeObjectURL(url);
      resolve(b);
    };
    const timer = setTimeout(() => done(null), 8000);
    video.onerror = () => {
      clearTimeout(timer);
      done(null);
    };
    video.onloadeddata = () => {
      const d = Number.isFinite(video.duration) ? video.duration : 0;
      video.currentTime = d > 2 ? 1 : d / 10;
    };
    video.onseeked = async () => {
      clearTimeout(timer);
      const { w, h } = scaled(video.videoWidth, video.videoHeight);
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      canvas.getContext('2d')?.drawImage(video, 0, 0, w, h);
      done(await canvasBlob(canvas));
    };
    video.src = url;
  });
}

async function imageThumbnail(file: Blob): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file);
  const { w, h } = scaled(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, w, h);
  bitmap.close();
  return canvasBlob(canvas);
}

/** A PNG thumbnail of the file, or null when its kind has none or it cannot be drawn. */
export async function makeThumbnail(file: Blob, kind: Kind): Promise<Blob | null> {
  try {
    if (kind === 'pdf') return await pdfThumbnail(file);
    if (kind === 'video') return await videoThumbnail(file);
    if (kind === 'image') return await imageThumbnail(file);
  } catch {
    // no thumbnail: the list shows the kind instead
  }
  return null;
}
