/**
 * A material opened in a dialog: a PDF drawn in the page (pdf-view, loaded on demand), an image, audio and video with
 * the browser's controls (the file route answers Range requests, so they seek), a Word document offered for download.
 */
import { lazy, Suspense } from 'react';
import { Dialog } from '@ui/dialog';
import { Button } from '@ui/button';
import { Spinner } from '@ui/spinner';
import type { Material } from '../api/materials-api';
import { fileSize } from '../lib/kinds';
import { useMaterialsTranslation } from '../locales/texts';

const PdfView = lazy(() => import('./pdf-view'));

export function MaterialViewer({ material, onClose }: { material: Material; onClose: () => void }) {
  const { t } = useMaterialsTranslation();
  const m = material;
  return (
    <Dialog open title={m.title} onClose={onClose} maxWidth={960} testId="material-viewer">
      <div className="flex flex-col gap-3">
        {m.description && <p className="text-sm text-muted">{m.description}</p>}
        {m.kind === 'pdf' && (
          <Suspense fallback={<Spinner label={t('viewer.loading')} />}>
            <PdfView url={m.file_url} />
          </Suspense>
        )}
        {m.kind === 'image' && <img src={m.file_url} alt={m.title} className="max-h-[70vh] w-full object-contain" data-testid="material-image" />}
        {m.kind === 'audio' && <audio controls preload="metadata" src={m.file_url} className="w-full" data-testid="material-audio" aria-label={m.title} />}
        {m.kind === 'video' && (
          <video controls preload="metadata" src={m.file_url} className="max-h-[70vh] w-full bg-ink" data-testid="material-video" aria-label={m.title} />
        )}
        {m.kind === 'word' && <p>{t('viewer.wordNote')}</p>}
        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-line pt-3">
          <span className="me-auto text-sm text-muted">{fileSize(m.file.size)}</span>
          <a href={m.file_url} download={m.title} className="rounded px-3 py-2 text-sm font-medium text-primary-700 underline focus-visible:outline-2" data-testid="material-download">
            {t('viewer.download')}
          </a>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
