/**
 * The signed-in user's own profile (server/modules/users): GET and PUT users/profile, POST users/profile/photo,
 * POST users/change-password and, for a student, POST users/target.
 */
import { queryOptions } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '../../http/client';
import { sendForm } from '../../http/upload';
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

/** POST users/profile/photo with upload progress; answers the stored path. */
export async function uploadProfilePhoto(file: File, onProgress?: (fraction: number) => void): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await sendForm<ProfilePhoto>('users/profile/photo', form, onProgress)).filepath;
}
