/**
 * The materials module's rules, pure (no I/O): the kinds and their size limits, which stored type is which kind, and
 * who of the students may read a material (server/modules/materials/README.md). The SQL in access.ts states the same
 * visibility rule for lists; this is its specification, tested on its own.
 */

export const MATERIAL_KINDS = ['pdf', 'word', 'image', 'audio', 'video'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];
export const MATERIAL_SOURCES = ['platform', 'student'] as const;
export type MaterialSource = (typeof MATERIAL_SOURCES)[number];

const MB = 1024 * 1024;
/** The largest file of each kind (bytes): documents 50 MB, images 10 MB, audio 100 MB, video 1 GB. */
export const KIND_MAX_BYTES: Record<MaterialKind, number> = {
  pdf: 50 * MB,
  word: 50 * MB,
  image: 10 * MB,
  audio: 100 * MB,
  video: 1024 * MB,
};

const WORD_MIMES = new Set([
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
]);
const IMAGE_MIMES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** The kind a stored (sniffed) type is, or null for a type no material may be. */
export function kindOfMime(mime: string): MaterialKind | null {
  if (mime === 'application/pdf') return 'pdf';
  if (WORD_MIMES.has(mime)) return 'word';
  if (IMAGE_MIMES.has(mime)) return 'image';
  if (mime.startsWith('audio/')) return 'audio';
  if (mime.startsWith('video/')) return 'video';
  return null;
}

/** "12.5 MB" for the size-limit message. */
export function humanBytes(n: number): string {
  if (n >= 1024 * MB) return `${+(n / (1024 * MB)).toFixed(1)} GB`;
  if (n >= MB) return `${+(n / MB).toFixed(1)} MB`;
  if (n >= 1024) return `${Math.round(n / 1024)} KB`;
  return `${n} bytes`;
}

/** The 422 message for a stored upload that cannot be this material, or null when it can. */
export function fileProblem(kind: MaterialKind, upload: { mime: string; size: number }): string | null {
  const actual = kindOfMime(upload.mime);
  if (actual !== kind) return actual ? `This file is ${article(actual)} ${actual} file, not ${article(kind)} ${kind} file.` : 'This file type cannot be a material.';
  if (upload.size > KIND_MAX_BYTES[kind]) return `A ${kind} file may be at most ${humanBytes(KIND_MAX_BYTES[kind])}; this one is ${humanBytes(upload.size)}.`;
  return null;
}
const article = (k: MaterialKind) => (k === 'image' || k === 'audio' ? 'an' : 'a');

/** Search text: what is stored and searched, lower-cased with runs of white space folded, bounded. */
export const SEARCH_TEXT_MAX = 200_000;
export function searchTextOf(parts: readonly string[]): string {
  return parts.join(' ').replace(/\s+/g, ' ').trim().toLowerCase().slice(0, SEARCH_TEXT_MAX);
}

export interface MaterialFacts {
  organizationId: number | null;
  source: MaterialSource;
  status: 'active' | 'inactive';
  deleted: boolean;
  createdBy: number | null;
  /** group ids assigned by the student's centre */
  groupIds: readonly number[];
  /** course and package ids assigned by the student's centre */
  packageIds: readonly number[];
}
export interface StudentFacts {
  userId: number;
  organizationId: number;
  /** groups the student is a member of (as a student) */
  groupIds: readonly number[];
  /** courses and packages of the student's running enrollments (active, started, not ended) */
  packageIds: readonly number[];
}

/**
 * Whether a student may read a material: their own upload always (while not deleted); otherwise an active staff
 * material of their centre or of the master, assigned to one of their groups or to a course or package they hold a
 * running enrollment in. Unassigned materials are for staff only: assigning is how a material is shared. The package
 * entitlement (`materials` in the package's properties) is checked apart, before (kernel/package-access.ts).
 */
export function studentMayRead(m: MaterialFacts, s: StudentFacts): boolean {
  if (m.deleted) return false;
  if (m.source === 'student') return m.createdBy === s.userId && m.organizationId === s.organizationId;
  if (m.status !== 'active') return false;
  if (m.organizationId !== null && m.organizationId !== s.organizationId) return false;
  return m.groupIds.some((g) => s.groupIds.includes(g)) || m.packageIds.some((p) => s.packageIds.includes(p));
}

/** The route segment of a kind (`pdf-file`) and back: the dashboards' addresses (docs/routes.md). */
export const KIND_SEGMENTS: Record<MaterialKind, string> = { pdf: 'pdf-file', word: 'word-file', image: 'image-file', audio: 'audio-file', video: 'video-file' };
