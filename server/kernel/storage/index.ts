/**
 * Which store holds the uploaded files. The app (server/app.ts) registers the store its configuration names under
 * the configuration's upload folder; kernel/files.ts and the uploads module look it up by that folder, so the
 * signatures that take `config.uploadDir` (storeFile, openStoredFile) keep working and several apps in one process
 * (the API tests) each keep their own store.
 */
import type { Config } from '../config.ts';
import { DiskStorage } from './disk.ts';
import { S3Storage } from './s3.ts';
import type { FileStorage } from './types.ts';

export { DiskStorage } from './disk.ts';
export { S3Storage, type S3Options } from './s3.ts';
export type { FileStorage, StoredStat, PutOptions } from './types.ts';
export { isStorageKey, assertStorageKey, storageKey } from './keys.ts';
export { fileResponse } from './response.ts';
export { withLocalFile } from './local-copy.ts';

const byRoot = new Map<string, FileStorage>();

/** The store a configuration names: S3 when `storage` is 's3', the disk under `uploadDir` otherwise. */
export function createStorage(config: Pick<Config, 'storage' | 'uploadDir' | 's3'>): FileStorage {
  if (config.storage === 's3') {
    if (!config.s3) throw new Error('STORAGE=s3 needs S3_BUCKET');
    return new S3Storage(config.s3);
  }
  return new DiskStorage(config.uploadDir);
}

/** Creates and registers the store of a configuration (once per upload folder). */
export function useStorage(config: Pick<Config, 'storage' | 'uploadDir' | 's3'>): FileStorage {
  const storage = createStorage(config);
  byRoot.set(config.uploadDir, storage);
  return storage;
}

/** The store registered for an upload folder, or the disk under it (scripts and seeds that run without an app). */
export function storageFor(uploadDir: string): FileStorage {
  let s = byRoot.get(uploadDir);
  if (!s) {
    s = new DiskStorage(uploadDir);
    byRoot.set(uploadDir, s);
  }
  return s;
}
