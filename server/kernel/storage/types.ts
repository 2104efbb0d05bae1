/** One interface for where uploaded files live: the local disk (default) or an S3-compatible bucket. */

export interface StoredStat {
  size: number;
  /** a strong, quoted entity tag (files are never rewritten under a name, so size + time or the S3 ETag will do) */
  etag: string;
  lastModified: Date | null;
}

export interface PutOptions {
  contentType?: string;
}

export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /**
   * Writes bytes under a key (`<folder>/<name>`, keys.ts). A key that already exists is refused on disk (names are
   * uuids, a clash is a bug); S3 overwrites.
   */
  put(key: string, bytes: Uint8Array, opts?: PutOptions): Promise<void>;
  /**
   * Takes a finished local file (a resumable upload's staging file) under a key. The local file is gone afterwards:
   * renamed on disk (same file system: no copy), streamed to the bucket and removed for S3.
   */
  putFile(key: string, localPath: string, opts?: PutOptions): Promise<void>;
  /** size and validators, or null when the key holds nothing */
  stat(key: string): Promise<StoredStat | null>;
  /** the whole file or the inclusive byte range [start, end]; throws when the key holds nothing */
  read(key: string, range?: { start: number; end: number }): Promise<ReadableStream<Uint8Array>>;
  /** removes the key; nothing to remove is not an error */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}
