/**
 * What the users calls answer, as zod schemas (the API suite checks every answer against them) and as types the
 * client imports (type-only; scripts/boundaries.test.ts).
 */
import { z } from 'zod';

export const TargetScore = z.object({
  exam_date: z.string(),
  speaking: z.number().int(),
  listening: z.number().int(),
  writing: z.number().int(),
  reading: z.number().int(),
});

export const ProfileData = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.string(),
  image: z.string().nullable(),
  status: z.string(),
  email_verified_at: z.string().nullable(),
  organization_id: z.number().int().nullable(),
  created_at: z.string(),
  target_score: TargetScore.nullable(),
});

export type ProfileDataT = z.output<typeof ProfileData>;
export type TargetScoreT = z.output<typeof TargetScore>;

/** POST users/profile/photo: where the photo was stored; PUT users/profile takes it as `image` */
export const ProfilePhoto = z.object({ filepath: z.string() });
export type ProfilePhoto = z.output<typeof ProfilePhoto>;

const Int = z.number().int();
const Iso = z.string();
const Meta = z.object({ current_page: Int, per_page: Int, total: Int, last_page: Int });

export const ROLE_KINDS = ['SUPER_ADMIN', 'ADMIN', 'COACHING_OWNER', 'TRAINER', 'STUDENT'] as const;
export const RoleKind = z.enum(ROLE_KINDS);
/** accepted: the password is set; pending: an invitation link still works; expired: none does (resend it) */
export const Invitation = z.enum(['pending', 'expired', 'accepted']);
const PersonRef = z.object({ id: Int, full_name: z.string() });

export const UserRow = z.object({
  id: Int,
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  role: RoleKind,
  role_id: Int,
  role_name: z.string(),
  status: z.enum(['active', 'inactive']),
  invitation: Invitation,
  email_verified_at: Iso.nullable(),
  organization_id: Int.nullable(),
  organization_name: z.string().nullable(),
  groups: z.array(z.object({ id: Int, name: z.string() })),
  created_at: Iso,
  last_login_at: Iso.nullable(),
  created_by: PersonRef.nullable(),
});

export const UserDetail = UserRow.extend({
  package_expiry_date: z.string().nullable(),
  target_score: TargetScore.nullable(),
});

export const UserList = z.object({ items: z.array(UserRow), meta: Meta });

export const ImportRow = z.object({
  line: Int,
  values: z.object({ first_name: z.string(), last_name: z.string(), email: z.string(), phone: z.string(), group: z.string() }),
  errors: z.record(z.string(), z.string()),
  duplicate: z.enum(['existing', 'in_file']).nullable(),
});
export const ImportPreview = z.object({
  rows: z.array(ImportRow),
  totals: z.object({ rows: Int, valid: Int, invalid: Int, duplicates: Int }),
});
export const ImportResult = z.object({ created: Int, duplicates: Int, invalid: Int, invited: Int });
export const ResendResult = z.object({ sent_to: z.string() });

export const CreatorInfo = z.object({ id: Int, full_name: z.string(), role: RoleKind, image: z.string().nullable() });

export const AuditEntry = z.object({
  id: Int,
  action: z.string(),
  target_type: z.string(),
  target_id: Int.nullable(),
  target_name: z.string().nullable(),
  actor: PersonRef.nullable(),
  impersonator: PersonRef.nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string(),
  created_at: Iso,
  organization_id: Int.nullable(),
  organization_name: z.string().nullable(),
});
export const AuditList = z.object({ items: z.array(AuditEntry), meta: Meta });

export type UserRow = z.output<typeof UserRow>;
export type UserDetail = z.output<typeof UserDetail>;
export type UserList = z.output<typeof UserList>;
export type ImportPreview = z.output<typeof ImportPreview>;
export type ImportRow = z.output<typeof ImportRow>;
export type ImportResult = z.output<typeof ImportResult>;
export type CreatorInfo = z.output<typeof CreatorInfo>;
export type AuditEntry = z.output<typeof AuditEntry>;
export type AuditList = z.output<typeof AuditList>;
export type RoleKind = z.output<typeof RoleKind>;
