/**
 * Multipart POSTs with real upload progress, which fetch (and so redaxios) cannot report: XMLHttpRequest under the
 * same headers and failure rules as the http client. `sendForm` is the one such request; `uploadFile` is POST
 * common/upload-file on it, or, for a file above RESUMABLE_THRESHOLD, a resumable upload (tus 1.0 with
 * tus-js-client, loaded only then) that survives a dropped connection and a reload (server/modules/uploads).
 *
 * @example
 *   const path = await uploadFile(file, 'recordings', (f) => setProgress(f)); // '/files/recordings/….webm'
 *   const video = await uploadFile(bigVideo, 'materials', setProgress); // resumable: 8 MiB chunks, retried
 *   const preview = await sendForm<ImportPreview>('users/import/preview', form, setProgress, { toast: false });
 */
import type { DetailedError, Upload as TusUpload } from 'tus-js-client';
import type { ResumableResult } from '@server/modules/uploads/contracts.ts';
import { failure, http, requestHeaders, urlFor, type ApiEnvelope, type RequestOptions } from './client';

/** POSTs `form` to an API path, reporting the fraction sent; answers the envelope's `data`. */
export function sendForm<T>(path: string, form: FormData, onProgress?: (fraction: number) => void, options: RequestOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', urlFor(path));
    for (const [k, v] of Object.entries(requestHeaders(options, false))) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () => {
      let data: unknown = xhr.responseText;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        // a proxy's HTML error page: kept as text for the message gathering
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve((data as ApiEnvelope<T>).data);
      } else {
        reject(failure({ status: xhr.status, data }, options));
      }
    };
    xhr.onerror = () => reject(failure(new TypeError('Network request failed'), options));
    xhr.onabort = () => reject(failure(Object.assign(new Error('aborted'), { name: 'AbortError' }), options));
    onProgress?.(0);
    xhr.send(form);
  });
}

/** Files above this size go resumable; below it one multipart POST is quicker and the server's multipart limit applies. */
export const RESUMABLE_THRESHOLD = 8 * 1024 * 1024;
/** one PATCH per chunk: a proxy's body limit never meets a whole video, a dropped chunk is all that is sent again */
export const RESUMABLE_CHUNK_BYTES = 8 * 1024 * 1024;
/** waits before each retry of a failed chunk (tus-js-client retries network failures and 409/423/5xx, not refusals) */
export const RESUMABLE_RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000];

export function usesResumable(size: number, threshold = RESUMABLE_THRESHOLD): boolean {
  return size > threshold;
}

/**
 * What identifies "the same upload" across a reload, for resuming it: the file (name, type, size, modification
 * time), the folder, the tenant and the endpoint. A file sent to another folder or centre starts afresh.
 */
export function resumableFingerprint(file: { name?: string; type: string; size: number; lastModified?: number }, folder: string, tenant: string | null, endpoint: string): string {
  return ['pte-tus', tenant ?? '-', folder, file.name ?? '', file.type, file.size, file.lastModified ?? 0, endpoint].join('|');
}

/** The upload id at the end of a tus upload URL (`…/uploads/resumable/<32 hex>`), or null. */
export function uploadIdOf(url: string | null | undefined): string | null {
  const m = /\/([0-9a-f]{32})\/?$/.exec(url ?? '');
  return m ? m[1]! : null;
}

/** A tus-js-client failure as the http client's: the server's answer when there was one, a network failure otherwise. */
export function tusFailureCause(err: Error): unknown {
  const res = (err as Partial<DetailedError>).originalResponse;
  if (!res) return new TypeError('Network request failed');
  let data: unknown = res.getBody();
  try {
    data = JSON.parse(String(data));
  } catch {
    // a proxy's text: kept for the message gathering
  }
  return { status: res.getStatus(), data };
}

export async function uploadFile(file: Blob, folder: string, onProgress?: (fraction: number) => void, options: RequestOptions = {}): Promise<string> {
  if (usesResumable(file.size)) return uploadResumable(file, folder, onProgress, options);
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : `${folder}.bin`);
  form.append('type', folder);
  return (await sendForm<{ filepath: string }>('common/upload-file', form, onProgress, options)).filepath;
}

async function uploadResumable(file: Blob, folder: string, onProgress: ((fraction: number) => void) | undefined, options: RequestOptions): Promise<string> {
  const { Upload } = await import('tus-js-client');
  const endpoint = urlFor('uploads/resumable');
  const name = file instanceof File ? file.name : `${folder}.bin`;
  const headers = requestHeaders(options, false);
  const fingerprint = resumableFingerprint({ name, type: file.type, size: file.size, lastModified: file instanceof File ? file.lastModified : 0 }, folder, headers['X-Tenant'] ?? null, endpoint);
  onProgress?.(0);
  return new Promise<string>((resolve, reject) => {
    const upload: TusUpload = new Upload(file, {
      endpoint,
      chunkSize: RESUMABLE_CHUNK_BYTES,
      retryDelays: RESUMABLE_RETRY_DELAYS,
      metadata: { folder, filename: name, filetype: file.type },
      headers,
      fingerprint: async () => fingerprint,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => {
        // the last byte is not "done": the server still sniffs and stores the file
        if (total > 0) onProgress?.(Math.min(0.99, sent / total));
      },
      onError: (err) => reject(failure(tusFailureCause(err), options)),
      onSuccess: ({ lastResponse }) => {
        const fromHeader = lastResponse.getHeader('Upload-Filepath');
        const id = uploadIdOf(upload.url);
        const done = (filepath: string) => {
          onProgress?.(1);
          resolve(filepath);
        };
        if (fromHeader) return done(fromHeader);
        if (!id) return reject(failure(new TypeError('Upload finished without an address'), options));
        http.get<ApiEnvelope<ResumableResult>>(`uploads/resumable/${id}/result`, options).then((r) => done(r.data.filepath), reject);
      },
    });
    // a previous attempt at the same file (dropped connection, reload): continue where the server stopped
    upload.findPreviousUploads().then(
      (previous) => {
        if (previous.length > 0) upload.resumeFromPreviousUpload(previous[0]!);
        upload.start();
      },
      () => upload.start(),
    );
  });
}
