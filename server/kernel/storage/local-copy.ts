import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { DiskStorage } from './disk.ts';
import type { FileStorage } from './types.ts';

/**
 * Runs `fn` with a local file holding the key's bytes, for code that needs a path (a decoder): the file itself on
 * the disk store, a temporary copy (removed afterwards) for S3. Null when the key holds nothing.
 */
export async function withLocalFile<T>(storage: FileStorage, key: string, fn: (file: string) => Promise<T>): Promise<T | null> {
  if (storage instanceof DiskStorage) {
    const file = storage.pathOf(key);
    return fs.existsSync(file) ? fn(file) : null;
  }
  if (!(await storage.exists(key))) return null;
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'pte-storage-'));
  const file = path.join(dir, path.basename(key));
  try {
    await pipeline(Readable.fromWeb((await storage.read(key)) as NodeWebStream), fs.createWriteStream(file));
    return await fn(file);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
