/**
 * A PDF drawn in the page with pdf.js (api/pdfjs.ts): one page at a time on a canvas, with previous/next and zoom.
 * The file URL is a signed link (the worker fetches it without the bearer header).
 */
import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { Button } from '@ui/button';
import { Spinner } from '@ui/spinner';
import { Alert } from '@ui/alert';
import { loadPdfJs } from '../api/pdfjs';
import { useMaterialsTranslation } from '../locales/texts';

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

export default function PdfView({ url }: { url: string }) {
  const { t } = useMaterialsTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(2);
  const [rendered, setRendered] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => Promise<void>) | undefined;
    setFailed(false);
    void loadPdfJs()
      .then((pdfjs) => {
        const task = pdfjs.getDocument({ url });
        destroy = () => task.destroy();
        return task.promise;
      })
      .then((d) => {
        if (!cancelled) setDoc(d);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [url]);

  useEffect(() => {
    if (!doc || !canvas.current) return;
    let task: { cancel: () => void; promise: Promise<void> } | undefined;
    let cancelled = false;
    void doc.getPage(page).then((p) => {
      if (cancelled || !canvas.current) return;
      const fit = (canvas.current.parentElement?.clientWidth ?? 600) / p.getViewport({ scale: 1 }).width;
      const viewport = p.getViewport({ scale: Math.max(0.2, fit * ZOOMS[zoom]!) });
      const ratio = window.devicePixelRatio || 1;
      canvas.current.width = Math.floor(viewport.width * ratio);
      canvas.current.height = Math.floor(viewport.height * ratio);
      canvas.current.style.width = `${Math.floor(viewport.width)}px`;
      task = p.render({ canvas: canvas.current, viewport, transform: ratio !== 1 ? [ratio, 0, 0, ratio, 0, 0] : undefined });
      task.promise.then(() => !cancelled && setRendered((n) => n + 1)).catch(() => undefined);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, page, zoom]);

  if (failed) return <Alert variant="error">{t('viewer.pdfFailed')}</Alert>;
  if (!doc) return <Spinner label={t('viewer.loading')} />;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={t('viewer.pdfTools')}>
        <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((n) => n - 1)} data-testid="pdf-previous">
          {t('viewer.previousPage')}
        </Button>
        <span aria-live="polite" data-testid="pdf-page">
          {t('viewer.pageOf', { page, pages: doc.numPages })}
        </span>
        <Button variant="secondary" disabled={page >= doc.numPages} onClick={() => setPage((n) => n + 1)} data-testid="pdf-next">
          {t('viewer.nextPage')}
        </Button>
        <span className="ms-auto" />
        <Button variant="secondary" aria-label={t('viewer.zoomOut')} disabled={zoom <= 0} onClick={() => setZoom((z) => z - 1)}>
          −
        </Button>
        <span className="tabular-nums">{Math.round(ZOOMS[zoom]! * 100)}%</span>
        <Button variant="secondary" aria-label={t('viewer.zoomIn')} disabled={zoom >= ZOOMS.length - 1} onClick={() => setZoom((z) => z + 1)}>
          +
        </Button>
      </div>
      <div className="max-h-[70vh] overflow-auto rounded border border-line bg-canvas">
        <canvas ref={canvas} data-testid="pdf-canvas" data-rendered={rendered} aria-label={t('viewer.pdfPage', { page })} role="img" />
      </div>
    </div>
  );
}
