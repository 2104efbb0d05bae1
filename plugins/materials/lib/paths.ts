/**
 * The materials addresses (docs/routes.md): each staff portal has a base (`/teacher/material`, `/admin/materials`,
 * `/master/material`) with nav, group, course-wise, special and dashboard/from-<source>/<kind>; the owner has one page.
 * Pure: the pages read their view (which list, filtered how) from the path.
 */
export const KINDS = ['pdf', 'word', 'image', 'audio', 'video'] as const;
export type Kind = (typeof KINDS)[number];
export type Source = 'platform' | 'student';
export const KIND_SEGMENTS = ['all', 'pdf-file', 'word-file', 'image-file', 'audio-file', 'video-file'] as const;
export type KindSegment = (typeof KIND_SEGMENTS)[number];
export type StaffPortal = 'teacher' | 'admin' | 'master';

export const STAFF_BASES: Record<StaffPortal, string> = { teacher: '/teacher/material', admin: '/admin/materials', master: '/master/material' };
export const OWNER_PATH = '/coaching-owner/material-management';
export const STUDENT_BASE = '/student/practice-material';
export const STUDENT_VIEWS = ['list', 'grid', 'directory'] as const;
export type StudentView = (typeof STUDENT_VIEWS)[number];

export type StaffView =
  | { view: 'nav'; base: string }
  | { view: 'dashboard'; base: string; source: Source; kind: Kind | null }
  | { view: 'group' | 'course-wise' | 'special'; base: string };

export const kindOfSegment = (s: string): Kind | null => (KINDS as readonly string[]).includes(s.replace(/-file$/, '')) && s.endsWith('-file') ? (s.replace(/-file$/, '') as Kind) : null;
export const segmentOfKind = (k: Kind | null): KindSegment => (k ? (`${k}-file` as KindSegment) : 'all');

/** The staff view a path names; the owner's page is the dashboard of everything. */
export function staffViewOf(pathname: string): StaffView {
  const path = pathname.replace(/\/+$/, '');
  if (path === OWNER_PATH) return { view: 'dashboard', base: OWNER_PATH, source: 'platform', kind: null };
  const base = Object.values(STAFF_BASES).find((b) => path === b || path.startsWith(`${b}/`)) ?? STAFF_BASES.teacher;
  const rest = path.slice(base.length).split('/').filter(Boolean);
  if (rest[0] === 'dashboard') {
    const source: Source = rest[1] === 'from-student' ? 'student' : 'platform';
    return { view: 'dashboard', base, source, kind: kindOfSegment(rest[2] ?? '') };
  }
  if (rest[0] === 'group' || rest[0] === 'course-wise' || rest[0] === 'special') return { view: rest[0], base };
  return { view: 'nav', base };
}

export const dashboardPath = (base: string, source: Source, kind: Kind | null) => `${base}/dashboard/from-${source}/${segmentOfKind(kind)}`;

export function studentViewOf(pathname: string): StudentView {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (STUDENT_VIEWS as readonly string[]).includes(last) ? (last as StudentView) : 'list';
}
