import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context.ts';
import { PayloadTooLargeError, ValidationError } from '../../kernel/errors.ts';
import { RECORDINGS_TYPE, UPLOAD_TYPE_RE, sniff, storeFile } from '../../kernel/files.ts';
import { publicVerb, requirePermission } from '../../kernel/permissions.ts';
import { checkSubdomainRules } from '../../kernel/tenant.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { organizations, uploads } from '../../db/schema.ts';
import countries from './data/countries.json' with { type: 'json' };
import postalCodes from './data/postal-codes.json' with { type: 'json' };
import { DROPDOWNS, type DropdownsInput, type PostalInput } from './schemas.ts';
import fs from 'node:fs/promises';

interface Verb<I = undefined> {
  ctx: RequestContext;
  input: I;
}

/** GET common/dropdowns */
export async function listDropdowns({ ctx, input }: Verb<DropdownsInput>) {
  requirePermission(ctx, 'COMMON_DROPDOWNS');
  // a Map, then a plain object from it: no name can reach Object.prototype, whatever the schema let through
  const lists = new Map<string, readonly string[]>(Object.entries(DROPDOWNS));
  const out: Record<string, { value: string; label: string }[]> = {};
  for (const type of input.types) {
    const values = lists.get(type);
    if (values) out[type] = values.map((v) => ({ value: v, label: v }));
  }
  return out;
}

/** GET country-list */
export async function listCountries({ ctx }: Verb) {
  requirePermission(ctx, 'COUNTRY_INDEX');
  return countries as { code: string; name: string }[];
}

/** GET postal-code and postal-code/{country} (a curated sample, see data/README.md) */
export async function listPostalCodes({ ctx, input }: Verb<PostalInput>) {
  requirePermission(ctx, 'POSTAL_CODE_INDEX');
  const needle = input.search?.trim().toLowerCase() ?? '';
  return (postalCodes as { country: string; code: string; place: string }[]).filter(
    (p) => (!input.country || p.country === input.country) && (!needle || p.code.startsWith(needle) || p.place.toLowerCase().includes(needle)),
  );
}

/** POST validate-subdomain: format, reserved names, then availability. */
export async function validateSubdomain({ ctx, input }: Verb<{ subdomain: string }>) {
  publicVerb(ctx);
  const value = input.subdomain.trim().toLowerCase();
  const rules = checkSubdomainRules(value);
  if (!rules.valid) return rules;
  // organizations is the platform's own table (no organization_id, no tenant scope)
  const [taken] = await ctx.db.orm.select({ id: organizations.id }).from(organizations).where(eq(organizations.subdomain, value));
  return taken ? { valid: false, reason: 'taken' as const } : { valid: true };
}

/**
 * POST common/upload-file (public, §7): sniffed type, size-limited, stored on disk, recorded in uploads with the
 * uploader when a token came with it. Type `recordings` takes audio only and is served to its owner, the tenant's
 * trainers and the master (server/modules/recordings).
 */
export async function uploadFile({ ctx, input }: Verb<{ form: Record<string, unknown> }>) {
  publicVerb(ctx);
  const errors: Record<string, string[]> = {};
  const file = input.form.file;
  const type = input.form.type;
  if (!(file instanceof File)) errors.file = [file === undefined ? 'The file field is required.' : 'The file field must be a file.'];
  if (typeof type !== 'string' || type === '') errors.type = ['The type field is required.'];
  else if (!UPLOAD_TYPE_RE.test(type)) errors.type = ['The type field may only contain lower-case letters, digits and hyphens (at most 50).'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const f = file as File;
  if (f.size > ctx.config.uploadMaxBytes) throw new PayloadTooLargeError();
  if (f.size === 0) throw ValidationError.field('file', 'The file is empty.');
  const bytes = new Uint8Array(await f.arrayBuffer());
  let kind = sniff(bytes, f.name, f.type);
  if (!kind) throw ValidationError.field('file', 'This file type is not allowed (images, pdf, audio, video, office documents and plain text are).');
  if (type === RECORDINGS_TYPE) {
    // a recording is audio; an audio-only WebM from MediaRecorder may arrive without an audio/* claim
    if (kind.ext === 'webm') kind = { mime: 'audio/webm', ext: 'weba' };
    if (!kind.mime.startsWith('audio/')) throw ValidationError.field('file', 'A recording must be an audio file.');
  }
  const stored = await storeFile(ctx.config.uploadDir, type as string, kind.ext, bytes);
  try {
    await withTenantTx(
      ctx,
      (tx) =>
        tx.insert(uploads).values({ organizationId: ctx.tenant?.id ?? null, userId: ctx.actor?.userId ?? null, path: stored.publicPath, type: type as string, size: bytes.length, mime: kind.mime }),
      { platformPublic: true },
    );
  } catch (err) {
    await fs.unlink(stored.diskPath).catch(() => undefined);
    throw err;
  }
  return { filepath: stored.publicPath };
}
