/**
 * Session values kept in localStorage (docs/product-spec.md §3) and the user-type mapping (docs/product-spec.md §6).
 * This is the only module that knows the storage keys.
 */

export type UserType = 'MASTER' | 'ADMIN' | 'STUDENT' | 'TEACHER' | 'COACHING-OWNER';

export const SESSION_KEYS = ['token', 'token2', 'user_id', 'user_type', 'organization_id'] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];
/** The key of the signed-in user's bearer token (also read by the page's hint, scripts/page-hint.ts). */
export const TOKEN_KEY: SessionKey = 'token';

/**
 * What a returning user's page needed at its last start (app/early-start.ts), read back by the page's hint
 * (scripts/page-hint.ts). Not a session value: logout's clearing of the storage takes it too.
 */
export const EARLY_START_KEY = 'early_start';

/**
 * The chosen language (i18n/i18n.ts), read back by the page's hint (scripts/page-hint.ts) to ask for that language's
 * texts. Not a session value: it outlasts a logout.
 */
export const LANGUAGE_KEY = 'lang';

export interface SessionValues {
  token: string;
  token2?: string | null;
  user_id?: string | number | null;
  user_type?: string | null;
  organization_id?: string | number | null;
}

const SERVER_TO_CLIENT: Record<string, UserType> = {
  SUPER_ADMIN: 'MASTER',
  MASTER: 'MASTER',
  TRAINER: 'TEACHER',
  TEACHER: 'TEACHER',
  COACHING_OWNER: 'COACHING-OWNER',
  'COACHING-OWNER': 'COACHING-OWNER',
  ADMIN: 'ADMIN',
  STUDENT: 'STUDENT',
};

/** Maps a server role (SUPER_ADMIN, TRAINER, COACHING_OWNER, ...) to the stored user type; unknown -> null. */
export function mapUserType(serverRole: string | null | undefined): UserType | null {
  if (!serverRole) return null;
  return SERVER_TO_CLIENT[serverRole.trim().toUpperCase()] ?? null;
}

const PREFIX: Record<UserType, string> = {
  MASTER: 'master',
  ADMIN: 'admin',
  STUDENT: 'student',
  TEACHER: 'teacher',
  'COACHING-OWNER': 'coaching-owner',
};

/** The portal path segments of the five roles, the ones the guard compares with the stored type. */
export const PORTAL_SEGMENTS = ['master', 'admin', 'student', 'teacher', 'coaching-owner'] as const;

/** URL prefix of a user type; the student portal is the default (docs/product-spec.md §2). */
export function portalPrefix(type: string | null | undefined): string {
  const mapped = mapUserType(type);
  return mapped ? PREFIX[mapped] : 'student';
}

export function portalPath(type: string | null | undefined): string {
  return `/${portalPrefix(type)}/portal`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readSession(key: SessionKey): string | null {
  return storage()?.getItem(key) ?? null;
}

export function getToken(): string | null {
  return readSession(TOKEN_KEY);
}

export function hasToken(): boolean {
  return Boolean(getToken());
}

export function getUserType(): UserType | null {
  return mapUserType(readSession('user_type'));
}

/** Stores the values a login (or /ref) hands over; the user type is stored mapped. */
export function storeSession(values: SessionValues): void {
  const s = storage();
  if (!s) return;
  s.setItem(TOKEN_KEY, values.token);
  const put = (key: SessionKey, v: unknown) => {
    if (v === null || v === undefined || v === '') s.removeItem(key);
    else s.setItem(key, String(v));
  };
  put('token2', values.token2);
  put('user_id', values.user_id);
  put('user_type', mapUserType(values.user_type ?? null));
  put('organization_id', values.organization_id);
}

export function removeToken(): void {
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem('token2');
}

/** Logout empties ALL local storage (docs/product-spec.md §2), not only the session keys. */
export function clearAllStorage(): void {
  storage()?.clear();
}
