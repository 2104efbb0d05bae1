/**
 * The help centre's pure rules (README.md): which portal's help a role reads, and the snippet a search hit shows.
 */
import type { HelpPortal } from './contracts.ts';

/**
 * The portal whose help a user of this role reads: a student the student's, a trainer the teacher's, everyone else
 * of a centre's staff (admins, the owner, custom staff roles) the admin's.
 */
export function portalOfRole(role: string): HelpPortal {
  if (role === 'STUDENT') return 'student';
  if (role === 'TRAINER') return 'teacher';
  return 'admin';
}

/** Whether a text has any visible words (an editor's empty document is "<p></p>"). */
export function hasText(plain: string): boolean {
  return plain.replace(/\s+/g, '').length > 0;
}

/**
 * A short plain-text excerpt around the first case-insensitive occurrence of `q` in `text` (the start of the text when
 * it does not occur), at most `width` characters of context either side, with "…" where it was cut.
 *
 * @example snippet('Practice every day to keep your fluency.', 'fluency', 10) // '…keep your fluency.'
 */
export function snippet(text: string, q: string, width = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const at = flat.toLowerCase().indexOf(q.trim().toLowerCase());
  if (at < 0) return flat.length > 2 * width ? `${flat.slice(0, 2 * width).trimEnd()}…` : flat;
  const from = Math.max(0, at - width);
  const to = Math.min(flat.length, at + q.trim().length + width);
  return `${from > 0 ? '…' : ''}${flat.slice(from, to).trim()}${to < flat.length ? '…' : ''}`;
}
