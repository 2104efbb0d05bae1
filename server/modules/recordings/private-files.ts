// The private upload folders behind GET /files/<folder>/<name>: recordings (speaking answers), quarantine (what
// anonymous callers sent: registration documents, a job applicant's CV) and materials. Each has its own readers.
import { and, eq, isNull } from 'drizzle-orm';
import type { Verb } from '../../kernel/verb.ts';
import { NotFoundError } from '../../kernel/errors.ts';
import { MATERIALS_TYPE, QUARANTINE_READ_PERMISSION, QUARANTINE_TYPE, RECORDINGS_TYPE, isStoredName } from '../../kernel/files.ts';
import { can, requireActor } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { uploads } from '../../db/schema.ts';
import { authorizeRecordingRead } from './service.ts';
import { authorizeMaterialFileRead } from '../materials/access.ts';

/**
 * A quarantined file: its uploader (when it was signed in), the staff of the upload's tenant holding
 * QUARANTINE_READ_PERMISSION (the coaching owner and admins), or the master. Anyone else 404, as for a missing file:
 * whether a document exists is itself private.
 */
export async function authorizeQuarantineRead({ ctx, input }: Verb<{ name: string }>): Promise<void> {
  const actor = requireActor(ctx);
  if (!isStoredName(input.name)) throw new NotFoundError('File not found');
  const master = actor.role === 'SUPER_ADMIN';
  const allowed = await withTenantTx(ctx, async (tx) => {
    const scope = ctx.tenant ? eq(uploads.organizationId, ctx.tenant.id) : master ? undefined : isNull(uploads.organizationId);
    const [row] = await tx
      .select({ userId: uploads.userId, orgId: uploads.organizationId })
      .from(uploads)
      .where(and(eq(uploads.path, `/files/${QUARANTINE_TYPE}/${input.name}`), eq(uploads.type, QUARANTINE_TYPE), scope));
    if (!row) return false;
    if (master) return true;
    if (row.userId !== null && row.userId === actor.userId) return true;
    return ctx.tenant !== null && row.orgId === ctx.tenant.id && can(actor, QUARANTINE_READ_PERMISSION);
  });
  if (!allowed) throw new NotFoundError('File not found');
}

/** GET /files/<private folder>/<name>: 401 without a session, 404 unless the folder's rule lets this actor read it. */
export async function authorizePrivateFileRead({ ctx, input }: Verb<{ folder: string; name: string }>): Promise<void> {
  requireActor(ctx);
  if (input.folder === RECORDINGS_TYPE) return authorizeRecordingRead({ ctx, input: { name: input.name } });
  if (input.folder === QUARANTINE_TYPE) return authorizeQuarantineRead({ ctx, input: { name: input.name } });
  // materials: staff of the centre (MATERIAL_INDEX), the uploader, a student the material is visible to, the master
  if (input.folder === MATERIALS_TYPE) return authorizeMaterialFileRead({ ctx, input: { name: input.name } });
  throw new NotFoundError('File not found');
}
