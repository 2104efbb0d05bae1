/**
 * Multipart POSTs with real upload progress, which fetch (and so redaxios) cannot report: XMLHttpRequest under the
 * same headers and failure rules as the http client. `sendForm` is the one such request; `uploadFile` is POST
 * common/upload-file on it.
 *
 * @example
 *   const path = await uploadFile(file, 'recordings', (f) => setProgress(f)); // '/files/recordings/….webm'
 *   const preview = await sendForm<ImportPreview>('users/import/preview', form, setProgress, { toast: false });
 */
import { failure, requestHeaders, urlFor, type ApiEnvelope, type RequestOptions } from './client';

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

export async function uploadFile(file: Blob, folder: string, onProgress?: (fraction: number) => void, options: RequestOptions = {}): Promise<string> {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : `${folder}.bin`);
  form.append('type', folder);
  return (await sendForm<{ filepath: string }>('common/upload-file', form, onProgress, options)).filepath;
}
