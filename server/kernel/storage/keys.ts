/**
 * Storage keys: `<folder>/<name>`, the same two segments `/files/<folder>/<name>` names. Pure: no I/O, so the
 * disk and S3 stores share one rule and a key never climbs out of its root (`..`, slashes, NUL, backslashes).
 */

/** A folder: lower-case letters, digits and hyphens, as kernel/files.ts UPLOAD_TYPE_RE. */
const FOLDER_RE = /^[a-z0-9][a-z0-9-]{0,49}$/;
/** A name: letters, digits, dot, hyphen, underscore; starts with a letter or digit (so never `.` or `..`). */
const NAME_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export function isStorageKey(key: string): boolean {
  const parts = key.split('/');
  return parts.length === 2 && FOLDER_RE.test(parts[0]!) && NAME_RE.test(parts[1]!) && !parts[1]!.includes('..');
}

/** Throws for a key the stores refuse (a programming error: callers build keys from validated parts). */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
}

export function storageKey(folder: string, name: string): string {
  const key = `${folder}/${name}`;
  assertStorageKey(key);
  return key;
}
