/**
 * Hands a blob to the browser as a downloaded file (an object URL on a temporary link). The URL is revoked a little
 * later, not at once: some browsers still read it after click() returns.
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
