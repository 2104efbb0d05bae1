import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertStorageKey } from './keys.ts';
import { quoteEtag } from './range.ts';
import type { FileStorage, PutOptions, StoredStat } from './types.ts';

export interface S3Options {
  /** e.g. https://s3.eu-central-1.amazonaws.com, http://127.0.0.1:9000 (MinIO); absent = AWS by region */
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (MinIO, s3rver, most self-hosted stores) */
  forcePathStyle: boolean;
}

function notFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

/** Files as objects `<folder>/<name>` in one bucket of an S3-compatible store (STORAGE=s3). */
export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  readonly bucket: string;
  readonly client: S3Client;

  constructor(o: S3Options) {
    this.bucket = o.bucket;
    this.client = new S3Client({
      region: o.region,
      forcePathStyle: o.forcePathStyle,
      ...(o.endpoint ? { endpoint: o.endpoint } : {}),
      ...(o.accessKeyId && o.secretAccessKey ? { credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } } : {}),
      // checksums only where S3 demands them: self-hosted stores (and s3rver) do not read the trailing-checksum framing
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, bytes: Uint8Array, opts: PutOptions = {}): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentLength: bytes.length, ContentType: opts.contentType }));
  }

  async putFile(key: string, localPath: string, opts: PutOptions = {}): Promise<void> {
    assertStorageKey(key);
    const { size } = await fsp.stat(localPath);
    // one PUT streamed from the file with its length (S3 takes up to 5 GiB so; RESUMABLE_MAX_BYTES stays below)
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: fs.createReadStream(localPath), ContentLength: size, ContentType: opts.contentType }));
    await fsp.unlink(localPath);
  }

  async stat(key: string): Promise<StoredStat | null> {
    assertStorageKey(key);
    try {
      const h = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: Number(h.ContentLength ?? 0), etag: quoteEtag(h.ETag ?? `${key}-${h.ContentLength}`), lastModified: h.LastModified ?? null };
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<ReadableStream<Uint8Array>> {
    assertStorageKey(key);
    const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
    if (!out.Body) throw new Error('empty S3 answer');
    return out.Body.transformToWebStream() as ReadableStream<Uint8Array>;
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }
}
