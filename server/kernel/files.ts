import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { DiskStorage, isStorageKey, storageFor, storageKey, type FileStorage } from './storage/index.ts';

/** Folder names on disk: lower-case letters, digits and hyphens (what /files/<type>/ may name). */
export const UPLOAD_TYPE_RE = /^[a-z0-9][a-z0-9-]{0,49}$/;
/**
 * The folder of speaking answers: audio only, and never public: GET /files/recordings/<name> needs the bearer token
 * of the owner, of a trainer of the same tenant (EVALUATION_INDEX) or of the master (server/modules/recordings).
 */
export const RECORDINGS_TYPE = 'recordings';
/**
 * The folder of files anonymous callers may send (registration documents, a job applicant's CV): pdf and images
 * only, at most QUARANTINE_MAX_BYTES, never public: read only by the uploader, the tenant's staff holding
 * QUARANTINE_READ_PERMISSION and the master (server/modules/recordings/private-files.ts).
 */
export const QUARANTINE_TYPE = 'quarantine';
export const QUARANTINE_MAX_BYTES = 5 * 1024 * 1024;
/** Who handles quarantined files: the key the coaching owner and admins hold (they register users), trainers do not. */
export const QUARANTINE_READ_PERMISSION = 'USER_STORE';

/**
 * Materials (server/modules/materials): documents, images, audio and video staff and students upload; private, read
 * through the material's own rule or a signed link. Per-kind size limits are the module's (POST materials).
 */
export const MATERIALS_TYPE = 'materials';
const MATERIAL_MIMES = ['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/vnd.oasis.opendocument.text'];

/** The folders POST common/upload-file writes into; a folder not listed here cannot be written. */
export const UPLOAD_FOLDERS = [RECORDINGS_TYPE, 'question-images', 'question-audio', QUARANTINE_TYPE, 'logos', 'materials', 'blog-images'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];
/** Folders served only through an authorising route, never by the public GET /files/<type>/<name>. */
export const PRIVATE_FOLDERS: readonly string[] = [RECORDINGS_TYPE, QUARANTINE_TYPE, MATERIALS_TYPE];

export interface FolderPolicy {
  /** whether a caller without a session may upload (otherwise 401); a session always needs COMMON_UPLOAD_FILE */
  anonymous: boolean;
  /** a signed-in uploader needs one of these keys besides COMMON_UPLOAD_FILE (403 otherwise) */
  anyOf?: readonly string[];
  /** a lower limit than UPLOAD_MAX_BYTES (413 above it) */
  maxBytes?: number;
  /** the sniffed kinds the folder takes */
  accepts(kind: Sniffed): boolean;
  /** the 422 message on `file` for any other kind */
  refusal: string;
}

const AUTHORING = ['QUESTION_STORE', 'QUESTION_UPDATE', 'QUIZ_STORE', 'QUIZ_UPDATE'] as const;
const isImage = (k: Sniffed) => k.mime.startsWith('image/');

export const FOLDER_POLICY: Record<UploadFolder, FolderPolicy> = {
  // the recording's content is checked further by modules/recordings/probe.ts (it must decode)
  recordings: { anonymous: false, accepts: (k) => k.mime.startsWith('audio/'), refusal: 'A recording must be an audio file.' },
  'question-images': { anonymous: false, anyOf: AUTHORING, accepts: isImage, refusal: 'Question images must be PNG, JPEG, GIF or WebP.' },
  'question-audio': { anonymous: false, anyOf: AUTHORING, accepts: (k) => k.mime.startsWith('audio/'), refusal: 'Question audio must be an audio file.' },
  // a centre's logo (docs/product-spec.md §10): shown on its public login page, so public like question images
  logos: {
    anonymous: false,
    anyOf: ['ORGANIZATION_STORE', 'ORGANIZATION_UPDATE'],
    maxBytes: 1024 * 1024,
    accepts: (k) => ['image/png', 'image/jpeg', 'image/webp', 'image/gif'].includes(k.mime),
    refusal: 'A logo must be a PNG, JPEG, WebP or GIF image.',
  },
  quarantine: {
    anonymous: true,
    maxBytes: QUARANTINE_MAX_BYTES,
    accepts: (k) => isImage(k) || k.mime === 'application/pdf',
    refusal: 'Documents must be PDF or images (PNG, JPEG, GIF, WebP).',
  },
  // blog covers and images in posts (server/modules/blog): public like question images, since the public blog shows them
  'blog-images': {
    anonymous: false,
    anyOf: ['BLOG_STORE', 'BLOG_UPDATE'],
    maxBytes: 5 * 1024 * 1024,
    accepts: (k) => ['image/png', 'image/jpeg', 'image/webp', 'image/gif'].includes(k.mime),
    refusal: 'A blog image must be a PNG, JPEG, WebP or GIF image.',
  },
  // students upload their own materials too (they hold MATERIAL_INDEX, not MATERIAL_STORE)
  materials: {
    anonymous: false,
    anyOf: ['MATERIAL_STORE', 'MATERIAL_INDEX'],
    accepts: (k) => MATERIAL_MIMES.includes(k.mime) || isImage(k) || k.mime.startsWith('audio/') || k.mime.startsWith('video/'),
    refusal: 'A material must be a PDF, a Word document (doc, docx, odt), an image, an audio or a video file.',
  },
};

export function isUploadFolder(type: string): type is UploadFolder {
  return (UPLOAD_FOLDERS as readonly string[]).includes(type);
}
const STORED_NAME_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,5}$/;
/** Demo media the seed copies to `<UPLOAD_DIR>/seed/` (server/db/seed-media): `<slug>-<n>.ogg`, `.png` */
const SEED_NAME_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*\.(?:ogg|png)$/;

export interface Sniffed {
  mime: string;
  ext: string;
}

/** Content types by stored extension: the only types /files ever answers with. */
export const MIME_BY_EXT: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg', aac: 'audio/aac', wav: 'audio/wav', ogg: 'audio/ogg', flac: 'audio/flac', m4a: 'audio/mp4', weba: 'audio/webm',
  mp4: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime', ogv: 'video/ogg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text', ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  doc: 'application/msword', xls: 'application/vnd.ms-excel', ppt: 'application/vnd.ms-powerpoint',
  txt: 'text/plain; charset=utf-8', csv: 'text/csv; charset=utf-8',
};

function ascii(b: Uint8Array, start: number, text: string): boolean {
  if (b.length < start + text.length) return false;
  for (let i = 0; i < text.length; i++) if (b[start + i] !== text.charCodeAt(i)) return false;
  return true;
}

function extOf(filename: string): string {
  const m = /\.([A-Za-z0-9]{1,8})$/.exec(filename);
  return m ? m[1]!.toLowerCase() : '';
}

function isText(b: Uint8Array): boolean {
  if (b.length === 0) return false;
  for (const byte of b) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(b);
    return true;
  } catch {
    return false;
  }
}

/**
 * Decides the stored type from the content's magic bytes, never from the client's claim alone. Containers
 * whose bytes do not say what they hold (zip, OLE, text) also need a matching file-name extension.
 * Returns null for anything not allowed (SVG and HTML included: they can carry script).
 */
export function sniff(b: Uint8Array, filename: string, claimedType = ''): Sniffed | null {
  const ext = extOf(filename);
  const claimsAudio = claimedType.startsWith('audio/') || ['weba', 'm4a', 'mp3', 'wav', 'ogg', 'oga'].includes(ext);
  if (ascii(b, 0, '\x89PNG\r\n\x1a\n')) return { mime: 'image/png', ext: 'png' };
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a')) return { mime: 'image/gif', ext: 'gif' };
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) return { mime: 'image/webp', ext: 'webp' };
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WAVE')) return { mime: 'audio/wav', ext: 'wav' };
  if (ascii(b, 0, '%PDF-')) return { mime: 'application/pdf', ext: 'pdf' };
  if (ascii(b, 0, 'ID3')) return { mime: 'audio/mpeg', ext: 'mp3' };
  if (ascii(b, 0, 'fLaC')) return { mime: 'audio/flac', ext: 'flac' };
  if (ascii(b, 0, 'OggS')) return ext === 'ogv' ? { mime: 'video/ogg', ext: 'ogv' } : { mime: 'audio/ogg', ext: 'ogg' };
  if (b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) return claimsAudio ? { mime: 'audio/webm', ext: 'weba' } : { mime: 'video/webm', ext: 'webm' };
  if (ascii(b, 4, 'ftyp')) {
    if (ascii(b, 8, 'M4A ') || claimsAudio) return { mime: 'audio/mp4', ext: 'm4a' };
    if (ascii(b, 8, 'qt  ')) return { mime: 'video/quicktime', ext: 'mov' };
    return { mime: 'video/mp4', ext: 'mp4' };
  }
  if (b.length >= 2 && b[0] === 0xff && (b[1]! & 0xf6) === 0xf0) return { mime: 'audio/aac', ext: 'aac' };
  if (b.length >= 2 && b[0] === 0xff && (b[1]! & 0xe0) === 0xe0 && (b[1]! & 0x06) !== 0) return { mime: 'audio/mpeg', ext: 'mp3' };
  if (ascii(b, 0, 'PK\x03\x04') && ['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp'].includes(ext)) return { mime: MIME_BY_EXT[ext]!, ext };
  if (b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0 && ['doc', 'xls', 'ppt'].includes(ext)) return { mime: MIME_BY_EXT[ext]!, ext };
  if ((ext === 'txt' || ext === 'csv' || ext === '') && isText(b)) {
    const e = ext === 'csv' ? 'csv' : 'txt';
    return { mime: MIME_BY_EXT[e]!, ext: e };
  }
  return null;
}

/**
 * Writes bytes under `<type>/<uuid>.<ext>` in the store registered for `root` (kernel/storage: the disk under `root`
 * by default, S3 with STORAGE=s3) and returns the public path `/files/<type>/<name>`. `diskPath` is where the disk
 * store keeps it (not a file with S3); `remove()` takes it away again on either store.
 */
export async function storeFile(
  root: string,
  type: string,
  ext: string,
  bytes: Uint8Array,
): Promise<{ publicPath: string; diskPath: string; key: string; remove: () => Promise<void> }> {
  if (!UPLOAD_TYPE_RE.test(type)) throw new Error('invalid upload type');
  const name = `${randomUUID()}.${ext}`;
  const key = storageKey(type, name);
  const storage = storageFor(root);
  await storage.put(key, bytes, { contentType: MIME_BY_EXT[ext] ?? 'application/octet-stream' });
  return { publicPath: `/files/${type}/${name}`, diskPath: path.join(root, type, name), key, remove: () => storage.delete(key) };
}

/** A name the upload endpoint could have stored: `<uuid>.<ext>`. */
export function isStoredName(name: string): boolean {
  return STORED_NAME_RE.test(name);
}

/**
 * Where `GET /files/<type>/<name>` reads: the store and key, with the type the answer carries; null for names the
 * upload endpoint could not have stored (both segments must match the stored-name patterns, so `..`, slashes and
 * encoded tricks never reach a store). The demo media of `seed` are always on the local disk: every process copies
 * them there at start (server/db/seed-questions.ts), whatever STORAGE says.
 */
export function locateStoredFile(root: string, type: string, name: string): { storage: FileStorage; key: string; mime: string } | null {
  if (!UPLOAD_TYPE_RE.test(type) || !(STORED_NAME_RE.test(name) || (type === 'seed' && SEED_NAME_RE.test(name)))) return null;
  const mime = MIME_BY_EXT[extOf(name)];
  if (!mime) return null;
  const key = `${type}/${name}`;
  if (!isStorageKey(key)) return null;
  return { storage: type === 'seed' ? new DiskStorage(root) : storageFor(root), key, mime };
}

/** Opens a stored file whole (see locateStoredFile), or null. The /files routes answer through fileResponse instead. */
export async function openStoredFile(root: string, type: string, name: string): Promise<{ body: ReadableStream; size: number; mime: string } | null> {
  const at = locateStoredFile(root, type, name);
  if (!at) return null;
  try {
    const st = await at.storage.stat(at.key);
    if (!st) return null;
    return { body: await at.storage.read(at.key), size: st.size, mime: at.mime };
  } catch {
    return null;
  }
}
