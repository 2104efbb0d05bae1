/** Pieces both bulk uploaders use: a download of bytes, and a labelled progress bar. */
import { saveBlob } from '@kernel/http/save-file';

export function saveFile(name: string, type: string, bytes: Uint8Array) {
  saveBlob(new Blob([bytes as BlobPart], { type }), name);
}

export function Progress({ value, label, testId = 'bulk-progress' }: { value: number; label: string; testId?: string }) {
  return (
    <div className="flex flex-col gap-1" data-testid={testId}>
      <p className="text-sm text-ink">{label}</p>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} className="h-2 w-full overflow-hidden rounded bg-canvas">
        <div className="h-full bg-primary-600 transition-[width]" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
