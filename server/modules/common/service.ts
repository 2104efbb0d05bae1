import { eq } from 'drizzle-orm';
import type { Verb } from '../../kernel/verb.ts';
import { PayloadTooLargeError, ValidationError } from '../../kernel/errors.ts';
import { FOLDER_POLICY, RECORDINGS_TYPE, UPLOAD_FOLDERS, isUploadFolder, sniff, storeFile, type UploadFolder } from '../../kernel/files.ts';
import { publicVerb, requireAnyPermission, requirePermission } from '../../kernel/permissions.ts';
import { checkSubdomainRules } from '../../kernel/tenant.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { organizations, uploads } from '../../db/schema.ts';
import { probeRecording } from '../recordings/probe.ts';
import countries from './data/countries.json' with { type: 'json' };
import postalCodes from './data/postal-codes.json' with { type: 'json' };
import { DROPDOWNS, type DropdownsInput, type PostalInput } from './schemas.ts';

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
 * POST common/upload-file: a folder from the fixed list (FOLDER_POLICY in kernel/files.ts), a session with
 * COMMON_UPLOAD_FILE for every folder but `quarantine`, the type sniffed from the content and allowed by the
 * folder, a recording only when it decodes as audio (modules/recordings/probe.ts); stored on disk and recorded in
 * uploads with the uploader. `recordings` and `quarantine` are private (modules/recordings/private-files.ts).
 */
export async function uploadFile({ ctx, input }: Verb<{ form: Record<string, unknown> }>) {
  publicVerb(ctx); // open to anonymous callers for `quarantine`; the folder's own check follows below
  const errors: Record<string, string[]> = {};
  const file = input.form.file;
  const type = input.form.type;
  if (!(file instanceof File)) errors.file = [file === undefined ? 'The file field is required.' : 'The file field must be a file.'];
  if (typeof type !== 'string' || type === '') errors.type = ['The type field is required.'];
  else if (!isUploadFolder(type)) errors.type = [`The type field must be one of: ${UPLOAD_FOLDERS.join(', ')}.`];
  const policy = typeof type === 'string' && isUploadFolder(type) ? FOLDER_POLICY[type] : null;
  // anonymous callers only into a folder open to them (401 for any other, named or not); everyone else needs the key
  if (!ctx.actor && policy?.anonymous) publicVerb(ctx);
  else {
    requirePermission(ctx, 'COMMON_UPLOAD_FILE');
    if (policy?.anyOf) requireAnyPermission(ctx, ...policy.anyOf);
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const folder = type as UploadFolder;
  const f = file as File;
  if (f.size > Math.min(ctx.config.uploadMaxBytes, policy!.maxBytes ?? Infinity)) throw new PayloadTooLargeError();
  if (f.size === 0) throw ValidationError.field('file', 'The file is empty.');
  const bytes = new Uint8Array(await f.arrayBuffer());
  let kind = sniff(bytes, f.name, f.type);
  if (!kind) throw ValidationError.field('file', 'This file type is not allowed (images, pdf, audio, video, office documents and plain text are).');
  if (folder === RECORDINGS_TYPE) {
    // by its content, not its first bytes: the container must parse and hold Opus or PCM the assessor decodes
    const probe = probeRecording(bytes);
    if (!probe.ok) throw ValidationError.field('file', `This recording cannot be used: ${probe.reason}. Record again, or send Opus audio in WebM or Ogg, or a PCM WAV file.`);
    kind = { mime: probe.kind.mime, ext: probe.kind.ext };
  }
  if (!policy!.accepts(kind)) throw ValidationError.field('file', policy!.refusal);
  const stored = await storeFile(ctx.config.uploadDir, folder, kind.ext, bytes);
  try {
    await withTenantTx(
      ctx,
      (tx) =>
        tx.insert(uploads).values({ organizationId: ctx.tenant?.id ?? null, userId: ctx.actor?.userId ?? null, path: stored.publicPath, type: folder, size: bytes.length, mime: kind.mime }),
      { platformPublic: true },
    );
  } catch (err) {
    await stored.remove().catch(() => undefined);
    throw err;
  }
  return { filepath: stored.publicPath };
}
