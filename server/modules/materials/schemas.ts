/** Input of the materials calls (zod); what each field means is in this module's README.md. */
import { z } from 'zod';
import { someFieldSent } from '../../kernel/update-body.ts';
import { lower, opt } from '../../kernel/query-params.ts';
import { MATERIAL_KINDS, MATERIAL_SOURCES } from './rules.ts';

const Id = z.coerce.number().int().min(1).max(2_147_483_647);
const BodyId = z.number().int().min(1).max(2_147_483_647);
const Ids = z.array(BodyId).max(200).refine((a) => new Set(a).size === a.length, { message: 'Each id may be named once.' });
const Title = z.string().trim().min(1, { message: 'The title is required.' }).max(200, { message: 'The title may not be longer than 200 characters.' });
const Description = z.string().trim().max(5000, { message: 'The description may not be longer than 5000 characters.' });
/** a stored path in the materials folder, as POST common/upload-file (or the resumable upload) answered it */
const FilePath = z.string().trim().max(300).regex(/^\/files\/materials\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/, { message: 'Upload the file first: this is not an uploaded material file.' });

export const IdParams = z.object({ id: Id });

const Assignment = {
  group_ids: Ids.optional(),
  /** courses (packages of kind COURSE) */
  course_ids: Ids.optional(),
  package_ids: Ids.optional(),
};

export const CreateMaterialBody = z.object({
  title: Title,
  description: Description.optional().default(''),
  kind: z.enum(MATERIAL_KINDS),
  source: z.enum(MATERIAL_SOURCES).optional(),
  file_path: FilePath,
  thumbnail_path: FilePath.nullable().optional(),
  special: z.boolean().optional().default(false),
  status: z.enum(['active', 'inactive']).optional().default('active'),
  ...Assignment,
});
export type CreateMaterialInput = z.output<typeof CreateMaterialBody>;

export const UpdateMaterialBody = z
  .object({
    title: Title.optional(),
    description: Description.optional(),
    thumbnail_path: FilePath.nullable().optional(),
    special: z.boolean().optional(),
    status: z.enum(['active', 'inactive']).optional(),
    ...Assignment,
  })
  .refine(...someFieldSent('title'));
export type UpdateMaterialInput = z.output<typeof UpdateMaterialBody>;

export const MATERIAL_SORTS = ['created_at', 'title', 'kind', 'size'] as const;
const Flag = z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean());
export const MaterialListQuery = z.object({
  source: opt(lower(MATERIAL_SOURCES)),
  kind: opt(lower(MATERIAL_KINDS)),
  group: opt(Id),
  course: opt(Id),
  package: opt(Id),
  special: opt(Flag),
  status: opt(lower(['active', 'inactive'] as const)),
  /** the caller's own uploads only (a student's "my uploads") */
  mine: opt(Flag),
  search: opt(z.string().trim().max(100)),
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
  sort: opt(lower(MATERIAL_SORTS)),
  direction: opt(lower(['asc', 'desc'] as const)),
});
export type MaterialListInput = z.output<typeof MaterialListQuery>;
