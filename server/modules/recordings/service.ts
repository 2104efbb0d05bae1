// Recordings: speaking answers uploaded into the private `recordings` folder. Bound to their uploader and tenant
// when an answer names one; read only by the owner, the tenant's trainers (EVALUATION_INDEX) and the master.
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import type { Verb } from '../../kernel/verb.ts';
import type { Tx } from '../../kernel/db.ts';
import { NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { RECORDINGS_TYPE, isStoredName } from '../../kernel/files.ts';
import { can, requireActor } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { uploads } from '../../db/schema.ts';

const PREFIX = `/files/${RECORDINGS_TYPE}/`;
const NOT_BOUND = 'The recording must be an audio file you uploaded (type recordings) while signed in.';

/** The stored name of a recording path `/files/recordings/<uuid>.<ext>`, or null. */
export function recordingName(p: string): string | null {
  if (!p.startsWith(PREFIX)) return null;
  const name = p.slice(PREFIX.length);
  return isStoredName(name) ? name : null;
}

function tenantFilter(ctx: RequestContext) {
  return ctx.tenant ? eq(uploads.organizationId, ctx.tenant.id) : isNull(uploads.organizationId);
}

/**
 * For POST question-test (inside its tenant transaction): the recording a response names must be an upload of
 * this user, on this tenant, in the recordings folder. Returns the file on disk; anything else 422 on
 * `response.recording` (another user's upload, an anonymous one, another folder, another tenant's).
 */
export async function boundRecordingFile(tx: Tx, ctx: RequestContext, actor: Actor, recording: string): Promise<string> {
  const name = recordingName(recording);
  if (!name) throw ValidationError.field('response.recording', NOT_BOUND);
  const [row] = await tx
    .select({ id: uploads.id, mime: uploads.mime })
    .from(uploads)
    .where(and(eq(uploads.path, recording), eq(uploads.type, RECORDINGS_TYPE), eq(uploads.userId, actor.userId), tenantFilter(ctx)));
  if (!row || !row.mime.startsWith('audio/')) throw ValidationError.field('response.recording', NOT_BOUND);
  return path.join(ctx.config.uploadDir, RECORDINGS_TYPE, name);
}

/** The file of a recording an attempt names (for re-assessing), or null when it is not there. */
export function recordingFileOf(ctx: RequestContext, recording: unknown): string | null {
  if (typeof recording !== 'string') return null;
  const name = recordingName(recording);
  return name ? path.join(ctx.config.uploadDir, RECORDINGS_TYPE, name) : null;
}

/**
 * GET /files/recordings/<name>: the owner, a trainer of the upload's tenant with EVALUATION_INDEX, or the master.
 * Anyone else (another tenant included, whose row RLS hides anyway) gets 404, as for a file that does not exist.
 */
export async function authorizeRecordingRead({ ctx, input }: Verb<{ name: string }>): Promise<void> {
  const actor = requireActor(ctx);
  if (!isStoredName(input.name)) throw new NotFoundError('File not found');
  const allowed = await withTenantTx(ctx, async (tx) => {
    const [row] = await tx
      .select({ userId: uploads.userId, orgId: uploads.organizationId })
      .from(uploads)
      .where(and(eq(uploads.path, PREFIX + input.name), eq(uploads.type, RECORDINGS_TYPE), ctx.tenant || actor.role !== 'SUPER_ADMIN' ? tenantFilter(ctx) : undefined));
    if (!row) return false;
    if (actor.role === 'SUPER_ADMIN') return true;
    if (row.userId !== null && row.userId === actor.userId) return true;
    return ctx.tenant !== null && row.orgId === ctx.tenant.id && can(actor, 'EVALUATION_INDEX');
  });
  if (!allowed) throw new NotFoundError('File not found');
}
