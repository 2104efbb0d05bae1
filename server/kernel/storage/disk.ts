import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { assertStorageKey } from './keys.ts';
import type { FileStorage, PutOptions, StoredStat } from './types.ts';

/** Files under `<root>/<folder>/<name>`: the embedded default (config.uploadDir). */
export class DiskStorage implements FileStorage {
  readonly kind = 'disk' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file a key names (the key is validated, so the path stays under the root). */
  pathOf(key: string): string {
    assertStorageKey(key);
    const full = path.join(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new Error('storage key outside the root');
    return full;
  }

  async put(key: string, bytes: Uint8Array, _opts?: PutOptions): Promise<void> {
    const full = this.pathOf(key);
    await fsp.mkdir(path.dirname(full), { recursive: true });
    await fsp.writeFile(full, bytes, { flag: 'wx' });
  }

  async putFile(key: string, localPath: string, _opts?: PutOptions): Promise<void> {
    const full = this.pathOf(key);
    await fsp.mkdir(path.dirname(full), { recursive: true });
    try {
      await fsp.rename(localPath, full);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      // staging on another file system: copy, then drop the staged file
      await fsp.copyFile(localPath, full, fs.constants.COPYFILE_EXCL);
      await fsp.unlink(localPath);
    }
  }

  async stat(key: string): Promise<StoredStat | null> {
    try {
      const st = await fsp.stat(this.pathOf(key));
      if (!st.isFile()) return null;
      const etag = `"${createHash('sha1').update(`${key}:${st.size}:${st.mtimeMs}`).digest('base64url').slice(0, 22)}"`;
      return { size: st.size, etag, lastModified: st.mtime };
    } catch {
      return null;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<ReadableStream<Uint8Array>> {
    const full = this.pathOf(key);
    // open first so a missing file throws here, not inside the stream after the headers went out
    const handle = await fsp.open(full, 'r');
    // the stream owns the handle from here and closes it at the end (or when the client goes away)
    const stream = fs.createReadStream('', { fd: handle, autoClose: true, ...(range ? { start: range.start, end: range.end } : {}), highWaterMark: 1024 * 1024 });
    return Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>;
  }

  async delete(key: string): Promise<void> {
    await fsp.unlink(this.pathOf(key)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }
}
