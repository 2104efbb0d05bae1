/** Pieces both bulk uploaders use: a download of bytes, and a labelled progress bar. */

export function saveFile(name: string, type: string, bytes: Uint8Array) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
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
