/** The auth user of docs/product-spec.md §3 as GET auth-user answers it, plus token and user_id added from storage. */
export interface AuthUser {
  id?: number | string;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  role?: string | null;
  has_target_score?: boolean;
  package_expiry_date?: string | null;
  image?: string | null;
  permissions?: string[];
  /** the user's coaching centre, with its contact (e-mail, phone) when the centre has one */
  organization?: { id: number | string; name: string; subdomain: string; email?: string | null; phone?: string | null } | null;
  token?: string | null;
  user_id?: string | null;
}

/** First and last name joined by a space; falls back to whichever exists, then the e-mail, then `fallback`. */
export function fullName(user: Pick<AuthUser, 'first_name' | 'last_name' | 'email'> | null | undefined, fallback = ''): string {
  if (!user) return fallback;
  const joined = [user.first_name, user.last_name]
    .map((p) => (typeof p === 'string' ? p.trim() : ''))
    .filter(Boolean)
    .join(' ');
  return joined || user.email?.trim() || fallback;
}

/** Role shown to people: underscores become spaces (COACHING_OWNER -> COACHING OWNER). */
export function roleText(role: string | null | undefined): string {
  return (role ?? '').replace(/_/g, ' ').trim();
}
