import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DEFAULT_LOGIN_THROTTLE, type LoginThrottleConfig } from './throttle.ts';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** absent = PGlite in `<dataDir>/pglite`; `memory://` = PGlite in memory; `postgres://...` = a PostgreSQL server */
  databaseUrl: string | undefined;
  dataDir: string;
  /** host (and port) of the platform: tenant links are `<scheme>://<sub>.<platformDomain>` */
  platformDomain: string;
  publicUrlScheme: 'http' | 'https';
  smtpUrl: string | undefined;
  mailFrom: string;
  uploadMaxBytes: number;
  uploadDir: string;
  /** JSON bodies above this many bytes are refused with 413 */
  jsonMaxBytes: number;
  logLevel: LogLevel;
  /** the built SPA, served when the folder exists */
  distDir: string;
  /**
   * How many reverse proxies in front of the server append to X-Forwarded-For (TRUST_PROXY, 0 by default: the
   * header is ignored and the socket's address is the client's, since anyone can write the header).
   */
  trustProxy: number;
  /**
   * Check every answer's `data` against its route's declared `response` schema (CHECK_RESPONSES=1; the API suite
   * turns it on): a mismatch answers 500 naming the path, so a contract that drifts from the code fails a test.
   */
  checkResponses: boolean;
  /** login throttle limits (kernel/throttle.ts); tests pass short ones */
  loginThrottle: LoginThrottleConfig;
  /** PAYMENT_CARD_KEY: the card provider's secret; absent = no card payments (modules/payments/providers) */
  paymentCardKey?: string | undefined;
  /**
   * FILE_SIGNING_SECRET: the key of the short-lived signed links to private files (modules/materials/signing.ts). Absent =
   * a random key per process, so several processes behind one address must share one.
   */
  fileSigningSecret: string;
  /** where uploaded files live (kernel/storage): `disk` under uploadDir (default) or `s3` (STORAGE=s3, S3_* below) */
  storage: 'disk' | 's3';
  /** S3_ENDPOINT, S3_BUCKET (required), S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE=1 */
  s3?: { endpoint?: string | undefined; bucket: string; region: string; accessKeyId?: string | undefined; secretAccessKey?: string | undefined; forcePathStyle: boolean } | undefined;
  /** RESUMABLE_MAX_BYTES: the largest resumable upload (modules/uploads), 1 GiB by default; a folder's own limit is lower */
  resumableMaxBytes: number;
}

const LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

/** Reads the configuration from an environment (process.env by default); throws on nonsense values. */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const logLevel = (env.LOG_LEVEL || 'info').toLowerCase() as LogLevel;
  if (!LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}`);
  const scheme = (env.PUBLIC_URL_SCHEME || 'http').toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') throw new Error('PUBLIC_URL_SCHEME must be http or https');
  return {
    port: int(env.PORT, 3000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    platformDomain: env.PLATFORM_DOMAIN || 'localhost:3000',
    publicUrlScheme: scheme,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'PTE Coaching <no-reply@localhost>',
    uploadMaxBytes: int(env.UPLOAD_MAX_BYTES, 10 * 1024 * 1024, 'UPLOAD_MAX_BYTES'),
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(dataDir, 'uploads')),
    jsonMaxBytes: int(env.JSON_MAX_BYTES, 1024 * 1024, 'JSON_MAX_BYTES'),
    logLevel,
    distDir: path.resolve(env.DIST_DIR || './dist'),
    trustProxy: int(env.TRUST_PROXY, 0, 'TRUST_PROXY'),
    checkResponses: env.CHECK_RESPONSES === '1',
    loginThrottle: DEFAULT_LOGIN_THROTTLE,
    paymentCardKey: env.PAYMENT_CARD_KEY || undefined,
    fileSigningSecret: env.FILE_SIGNING_SECRET || randomBytes(32).toString('hex'),
    ...storageConfig(env),
    resumableMaxBytes: int(env.RESUMABLE_MAX_BYTES, 1024 * 1024 * 1024, 'RESUMABLE_MAX_BYTES'),
    ...overrides,
  };
}

/** STORAGE and the S3_* settings (server/kernel/storage/README.md). */
function storageConfig(env: Record<string, string | undefined>): Pick<Config, 'storage' | 's3'> {
  const storage = (env.STORAGE || 'disk').toLowerCase();
  if (storage !== 'disk' && storage !== 's3') throw new Error('STORAGE must be disk or s3');
  if (storage === 'disk') return { storage };
  if (!env.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET');
  return {
    storage,
    s3: {
      endpoint: env.S3_ENDPOINT || undefined,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION || 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      forcePathStyle: ['1', 'true', 'yes'].includes((env.S3_FORCE_PATH_STYLE || '').toLowerCase()),
    },
  };
}

/** The public origin of a tenant (or of the platform when `subdomain` is null). */
export function originFor(config: Config, subdomain: string | null): string {
  return `${config.publicUrlScheme}://${subdomain ? `${subdomain}.` : ''}${config.platformDomain}`;
}
