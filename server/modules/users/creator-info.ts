import type { Verb } from '../../kernel/verb.ts';
import { NotFoundError } from '../../kernel/errors.ts';
import { requireAnyPermission } from '../../kernel/permissions.ts';
import type { CreatorInfo, RoleKind } from './contracts.ts';

/** Who may ask who made an item: the staff who see the lists that show it. */
export const CREATOR_INFO_KEYS = ['USER_CREATOR_INFO', 'USER_INDEX', 'QUESTION_INDEX', 'TEST_INDEX', 'QUIZ_INDEX', 'QUIZ_SET_INDEX', 'MOCK_TEST_INDEX'] as const;

/**
 * GET creator-info/{id}: the name and role of the user who made an item in a list. A user of the caller's centre, or
 * a platform user (platform items show in every centre's lists); another centre's user is not found.
 */
export async function creatorInfo({ ctx, input }: Verb<{ id: number }>): Promise<CreatorInfo> {
  requireAnyPermission(ctx, ...CREATOR_INFO_KEYS);
  // the owner connection reads platform users too; the filter below keeps other centres out
  const rows = await ctx.db.query<{ id: number; first_name: string; last_name: string; role: RoleKind; image: string | null; organization_id: number | null }>(
    `select u.id, u.first_name, u.last_name, r.kind as role, u.image, u.organization_id
       from users u join roles r on r.id = u.role_id where u.id = $1`,
    [input.id],
  );
  const u = rows[0];
  const visible = u && (u.organization_id === null || (ctx.tenant !== null && u.organization_id === ctx.tenant.id) || (!ctx.tenant && ctx.actor?.role === 'SUPER_ADMIN'));
  if (!u || !visible) throw new NotFoundError('User not found');
  return { id: u.id, full_name: `${u.first_name} ${u.last_name}`.trim(), role: u.role, image: u.image };
}
