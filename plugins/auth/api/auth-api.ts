/**
 * The auth calls (API-CONTRACT.md). Plain functions over the kernel's http client, not react-query:
 * the login page is in the /login budget and react-query stays out of it.
 */
import { http, type ApiEnvelope } from '@kernel/http/client';

export interface LoginResult {
  token: string;
  token2: string | null;
  user_id: number | string;
  user_type: string;
  organization_id: number | string | null;
  subdomain: string | null;
}

export const login = (email: string, password: string) =>
  http.post<ApiEnvelope<LoginResult>>('login', { email, password }, { auth: false });

export const forgotPassword = (email: string) => http.post<ApiEnvelope<unknown>>('forgot-password', { email }, { auth: false });

export interface PasswordBody {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export const resetPassword = (body: PasswordBody) => http.post<ApiEnvelope<unknown>>('reset-password', body, { auth: false });
export const setPassword = (body: PasswordBody) => http.post<ApiEnvelope<unknown>>('set-password', body, { auth: false });
export const verifyEmail = (token: string) =>
  http.get<ApiEnvelope<unknown>>(`user/verify/${encodeURIComponent(token)}`, { auth: false });
