/** What the content-management calls accept (422 per field otherwise). */
import { z } from 'zod';
import { opt } from '../../kernel/query-params.ts';
import { Id } from '../auth/schemas.ts';
import { MATERIAL_KINDS } from '../materials/rules.ts';

export const MANAGED_KINDS = ['question', 'quiz', 'test', 'material'] as const;
export type ManagedKind = (typeof MANAGED_KINDS)[number];
export const BULK_KINDS = ['question', 'quiz'] as const;
export type BulkKind = (typeof BULK_KINDS)[number];
export const STATES = ['draft', 'published', 'inactive'] as const;

const QId = z.coerce.number().int().min(1).max(2_147_483_647);

export const KindParams = z.object({ kind: z.enum(MANAGED_KINDS) });
export const ItemParams = z.object({ kind: z.enum(MANAGED_KINDS), id: z.string().max(200) });

export const ItemListQuery = z.object({
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
  search: opt(z.string().trim().max(200)),
  /** a question type slug (questions and quizzes) */
  type: opt(z.string().trim().max(100)),
  /** materials: pdf, word, image, audio or video */
  file_kind: opt(z.enum(MATERIAL_KINDS)),
  /** tests: practice-tests, mock-tests or quiz-sets */
  exam_type: opt(z.enum(['practice-tests', 'mock-tests', 'quiz-sets'])),
  state: opt(z.enum(STATES)),
  assignee_id: opt(QId),
  /** `1`: only items nobody is assigned to */
  unassigned: opt(z.enum(['0', '1'])),
  branch_id: opt(QId),
  /** `1`: only items with a message */
  with_messages: opt(z.enum(['0', '1'])),
  /** a centre's items; without it, the platform's own */
  organization_id: opt(QId),
});
export type ItemListInput = z.output<typeof ItemListQuery>;

export const AssignBody = z.object({
  /** null takes the assignment back */
  assignee_id: Id.nullable(),
  note: z.string().trim().max(1000).optional(),
});
export type AssignInput = z.output<typeof AssignBody>;

export const BranchesBody = z.object({ branch_ids: z.array(Id).max(500) });
export type BranchesInput = z.output<typeof BranchesBody>;

export const DraftBody = z.object({ draft: z.boolean() });

export const MessageBody = z.object({ body: z.string().trim().min(1).max(5000) });

export const AssigneesQuery = z.object({
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
  search: opt(z.string().trim().max(200)),
  /** a centre's trainers and admins; without it, everybody who may be assigned (every centre and the platform staff) */
  organization_id: opt(QId),
});
export type AssigneesInput = z.output<typeof AssigneesQuery>;

/** For the OpenAPI document: the multipart fields of a bulk upload (the route reads the form itself). */
export const BulkForm = z.object({
  file: z.string().meta({ format: 'binary', description: '.csv, .xlsx or .json; at most the upload limit' }),
  kind: z.enum(BULK_KINDS),
  type: z.string().optional().meta({ description: 'the question type slug of rows without a `type` column' }),
  draft: z.enum(['0', '1']).optional().meta({ description: 'commit: 1 (default) stores the items as drafts (approval pending)' }),
  offset: z.string().optional().meta({ description: 'commit: the first data row of this call (0-based); progress in chunks' }),
  limit: z.string().optional().meta({ description: 'commit: how many data rows this call takes (default: all)' }),
  batch_id: z.string().optional().meta({ description: 'commit: the batch of the first call, for the later chunks' }),
});

export const TemplateParams = z.object({ slug: z.string().max(100) });
export const TemplateQuery = z.object({
  format: opt(z.enum(['csv', 'xlsx'])),
  kind: opt(z.enum(BULK_KINDS)),
});

export const BatchListQuery = z.object({
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
  kind: opt(z.enum([...BULK_KINDS, 'material'])),
});
export type BatchListInput = z.output<typeof BatchListQuery>;

/**
 * For the OpenAPI document: the multipart fields of a material bulk upload (the route reads the form itself). The
 * files travel first, one by one, through POST common/upload-file (or the resumable upload) into the materials folder,
 * where an upload no material names is seen by nobody; `files` then maps the manifest's file names to those paths.
 */
export const MaterialBulkForm = z.object({
  manifest: z.string().meta({ format: 'binary', description: '.csv, .xlsx or .json: title, description, kind, file, special, groups, courses, packages' }),
  files: z.string().meta({ description: 'JSON: [{ "name": "notes.pdf", "path": "/files/materials/<uuid>.pdf" }], the uploads of this batch by the names the manifest uses' }),
  organization_id: z.string().optional().meta({ description: "a centre whose library gets the materials (its groups, courses and packages may be named); without it, the platform's" }),
  draft: z.enum(['0', '1']).optional().meta({ description: 'commit: 1 (default) stores the materials as drafts (inactive, never published)' }),
  offset: z.string().optional().meta({ description: 'commit: the first data row of this call (0-based); progress in chunks' }),
  limit: z.string().optional().meta({ description: 'commit: how many data rows this call takes (default: all)' }),
  batch_id: z.string().optional().meta({ description: 'commit: the batch of the first call, for the later chunks' }),
});
export const MaterialTemplateQuery = z.object({ format: opt(z.enum(['csv', 'xlsx'])) });
