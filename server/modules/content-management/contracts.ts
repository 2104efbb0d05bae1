/**
 * What the content-management calls answer (the API suite checks every answer against these; the plugin imports
 * the types).
 */
import { z } from 'zod';

const Int = z.number().int();
const Person = z.object({ id: Int, full_name: z.string() });
const Meta = z.object({ current_page: Int, per_page: Int, total: Int, last_page: Int });

export const Assignee = Person.extend({
  email: z.string(),
  role: z.enum(['TRAINER', 'ADMIN']),
  organization_id: Int.nullable(),
  organization_name: z.string().nullable().meta({ description: 'null: the platform staff' }),
});
export const AssigneeList = z.object({ items: z.array(Assignee), meta: Meta });

export const ContentItem = z.object({
  id: Int,
  kind: z.enum(['question', 'quiz', 'test', 'material']),
  organization_id: Int.nullable().meta({ description: 'the owner; null = the platform' }),
  title: z.string(),
  type: z.object({ slug: z.string(), name: z.string(), section: z.string() }).nullable().meta({ description: 'questions and quizzes' }),
  exam_type: z.string().nullable().meta({ description: 'tests: practice-tests, mock-tests, quiz-sets' }),
  quiz_type_id: Int.nullable(),
  file_kind: z.enum(['pdf', 'word', 'image', 'audio', 'video']).nullable().meta({ description: 'materials: the kind of file' }),
  state: z.enum(['draft', 'published', 'inactive']),
  status: z.string(),
  approval: z.string(),
  author: Person.nullable().meta({ description: 'who wrote it; an assignment never changes it' }),
  assignee: Assignee.nullable(),
  assigned_at: z.string().nullable(),
  assignment_note: z.string(),
  branches: z.array(z.object({ id: Int, name: z.string(), organization_id: Int })),
  messages_count: Int,
  last_message_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const ContentItemList = z.object({ items: z.array(ContentItem), meta: Meta });
export const ContentItemDetail = ContentItem.extend({
  content: z.unknown().optional().meta({ description: 'questions and quizzes: the item as stored' }),
  key: z.unknown().optional().meta({ description: 'questions and quizzes: the answer' }),
  question_ids: z.array(Int).optional().meta({ description: 'tests: their items in order' }),
  material: z
    .object({ description: z.string(), special: z.boolean(), mime: z.string(), size: Int, file_url: z.string(), groups: Int, courses_and_packages: Int })
    .optional()
    .meta({ description: 'materials: the file (a signed link) and how many groups, courses and packages it is assigned to' }),
});

export const ContentMessage = z.object({
  id: Int,
  body: z.string(),
  author: Person.nullable(),
  mine: z.boolean(),
  created_at: z.string(),
});
export const ContentMessageList = z.object({ items: z.array(ContentMessage) });

const RowError = z.object({ row: Int, field: z.string(), message: z.string() });
const Duplicate = z.object({
  row: Int,
  question_id: Int.nullable().meta({ description: 'the stored item it repeats' }),
  same_as_row: Int.nullable().meta({ description: 'an earlier row of the same file it repeats' }),
});

export const BulkPreview = z.object({
  kind: z.enum(['question', 'quiz']),
  file_name: z.string(),
  format: z.enum(['csv', 'xlsx', 'json']),
  file_hash: z.string(),
  total_rows: Int,
  valid_count: Int.meta({ description: 'rows that a commit would store' }),
  duplicate_count: Int,
  rejected_count: Int,
  errors: z.array(RowError),
  errors_truncated: z.boolean(),
  duplicates: z.array(Duplicate),
  sample: z.array(z.object({ row: Int, type: z.string(), title: z.string() })),
  already_uploaded: z.object({ batch_id: Int, created_at: z.string() }).nullable(),
});

export const BulkResult = z.object({
  batch_id: Int,
  total_rows: Int,
  processed_rows: Int.meta({ description: 'rows done so far over every chunk of this batch' }),
  next_offset: Int.nullable().meta({ description: 'send the next chunk from here; null when done' }),
  created_count: Int,
  duplicate_count: Int,
  rejected_count: Int,
  errors: z.array(RowError),
  duplicates: z.array(Duplicate),
  repeat_of: Int.nullable(),
});

export const BulkBatch = z.object({
  id: Int,
  kind: z.enum(['question', 'quiz', 'material']),
  file_name: z.string(),
  format: z.enum(['csv', 'xlsx', 'json']),
  total_rows: Int,
  created_count: Int,
  duplicate_count: Int,
  rejected_count: Int,
  repeat_of: Int.nullable(),
  uploaded_by: Person.nullable(),
  created_at: z.string(),
});
export const BulkBatchList = z.object({ items: z.array(BulkBatch), meta: Meta });

export const TemplateFile = z.object({
  filename: z.string(),
  content_type: z.string(),
  encoding: z.enum(['utf8', 'base64']),
  body: z.string(),
  columns: z.array(z.string()),
});

const MaterialDuplicate = z.object({
  row: Int,
  material_id: Int.nullable().meta({ description: 'the stored material with the same file bytes' }),
  same_as_row: Int.nullable().meta({ description: 'an earlier row of the same manifest naming the same bytes' }),
});

export const MaterialBulkPreview = z.object({
  manifest_name: z.string(),
  format: z.enum(['csv', 'xlsx', 'json']),
  file_hash: z.string().meta({ description: "SHA-256 of the manifest's bytes" }),
  organization_id: Int.nullable(),
  total_rows: Int,
  valid_count: Int,
  duplicate_count: Int,
  rejected_count: Int,
  errors: z.array(RowError),
  errors_truncated: z.boolean(),
  duplicates: z.array(MaterialDuplicate),
  sample: z.array(z.object({ row: Int, title: z.string(), kind: z.string(), file: z.string(), size: Int })),
  already_uploaded: z.object({ batch_id: Int, created_at: z.string() }).nullable(),
});

export const MaterialBulkResult = z.object({
  batch_id: Int,
  total_rows: Int,
  processed_rows: Int,
  next_offset: Int.nullable().meta({ description: 'send the next chunk from here; null when done (and the staged materials are shown)' }),
  finished: z.boolean().meta({ description: 'the last chunk is in: the materials are stored for good' }),
  created_count: Int,
  duplicate_count: Int,
  rejected_count: Int,
  errors: z.array(RowError),
  duplicates: z.array(MaterialDuplicate),
  repeat_of: Int.nullable(),
});

export type MaterialBulkPreview = z.infer<typeof MaterialBulkPreview>;
export type MaterialBulkResult = z.infer<typeof MaterialBulkResult>;
export type ContentItem = z.infer<typeof ContentItem>;
export type ContentItemDetail = z.infer<typeof ContentItemDetail>;
export type ContentMessage = z.infer<typeof ContentMessage>;
export type Assignee = z.infer<typeof Assignee>;
export type BulkPreview = z.infer<typeof BulkPreview>;
export type BulkResult = z.infer<typeof BulkResult>;
export type BulkBatch = z.infer<typeof BulkBatch>;
export type TemplateFile = z.infer<typeof TemplateFile>;
export type RowErrorOut = z.infer<typeof RowError>;
