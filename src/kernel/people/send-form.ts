/**
 * A multipart POST with upload progress, which fetch (and so the http client) cannot report: XMLHttpRequest under
 * the same headers and failure rules as the http client (kernel/http/upload.ts does the same for common/upload-file).
 * The caller shows a failure itself (`toast: false`): the import dialog puts a refused file's message beside it.
 */
import { failure, requestHeaders, urlFor, type ApiEnvelope, type RequestOptions } from '../http/client';

export function sendForm<T>(path: string, form: FormData, onProgress?: (fraction: number) => void, options: RequestOptions = { toast: false }): Promise<T> {
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
