/**
 * The signed-in user's own profile (server/modules/users): GET and PUT users/profile, POST users/profile/photo,
 * POST users/change-password and, for a student, POST users/target.
 */
import { queryOptions } from '@tanstack/react-query';
import { failure, http, requestHeaders, urlFor, type ApiEnvelope } from '../../http/client';
import type { ProfileDataT, ProfilePhoto, TargetScoreT } from '@server/modules/users/contracts.ts';

export type Profile = ProfileDataT;
export type TargetScore = TargetScoreT;

export interface ProfileBody {
  first_name: string;
  last_name: string;
  /** a path POST users/profile/photo answered, null to remove the photo; left out: unchanged */
  image?: string | null;
}

export interface PasswordBody {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export const profileQuery = queryOptions({
  queryKey: ['users', 'profile'],
  queryFn: async () => (await http.get<ApiEnvelope<Profile>>('users/profile')).data,
});

export async function saveProfile(body: ProfileBody): Promise<Profile> {
  return (await http.put<ApiEnvelope<Profile>>('users/profile', body)).data;
}

export async function changePassword(body: PasswordBody): Promise<void> {
  await http.post('users/change-password', body);
}

export async function saveTarget(body: TargetScore): Promise<TargetScore> {
  return (await http.post<ApiEnvelope<TargetScore>>('users/target', body)).data;
}

/**
 * POST users/profile/photo with upload progress (fetch cannot report it): XMLHttpRequest under the http client's
 * headers and failure rules, as `@kernel/http/upload` does for common/upload-file. Answers the stored path.
 */
export function uploadProfilePhoto(file: File, onProgress?: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', urlFor('users/profile/photo'));
    for (const [k, v] of Object.entries(requestHeaders({}, false))) xhr.setRequestHeader(k, v);
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
        resolve((data as ApiEnvelope<ProfilePhoto>).data.filepath);
      } else {
        reject(failure({ status: xhr.status, data }, {}));
      }
    };
    xhr.onerror = () => reject(failure(new TypeError('Network request failed'), {}));
    xhr.onabort = () => reject(failure(Object.assign(new Error('aborted'), { name: 'AbortError' }), {}));
    onProgress?.(0);
    xhr.send(form);
  });
}
