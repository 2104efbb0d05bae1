import { and, eq } from 'drizzle-orm';
import type { Verb } from '../../kernel/verb.ts';
import { NotFoundError } from '../../kernel/errors.ts';
import { requireActor, requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { resumableUploads } from '../../db/schema.ts';
import type { ResultParams } from './schemas.ts';

/**
 * GET uploads/resumable/{id}/result: the stored path of a finished resumable upload, to the user who sent it on the
 * tenant it was sent on. Unknown, unfinished, refused or someone else's: 404 (nothing tells them apart).
 */
export async function resumableResult({ ctx, input }: Verb<ResultParams>) {
  const actor = requireActor(ctx);
  requirePermission(ctx, 'COMMON_UPLOAD_FILE');
  const row = await withTenantTx(ctx, async (tx) => {
    const [r] = await tx
      .select({ path: resumableUploads.path, orgId: resumableUploads.organizationId })
      .from(resumableUploads)
      .where(and(eq(resumableUploads.uploadId, input.id), eq(resumableUploads.userId, actor.userId)));
    return r;
  });
  if (!row || row.orgId !== (ctx.tenant?.id ?? null)) throw new NotFoundError('Upload not found');
  return { filepath: row.path };
}
