/** What the materials calls answer (checked against every answer by the API suite; the client imports the types). */
import { z } from 'zod';

const Int = z.number().int();
const Ref = z.object({ id: Int, name: z.string() });
const Meta = z.object({ current_page: Int, per_page: Int, total: Int, last_page: Int });

export const Material = z.object({
  id: Int,
  /** null = the master's, shared with every centre */
  organization_id: Int.nullable(),
  is_platform: z.boolean(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(['pdf', 'word', 'image', 'audio', 'video']),
  source: z.enum(['platform', 'student']),
  special: z.boolean(),
  status: z.enum(['active', 'inactive']),
  file: z.object({ path: z.string(), mime: z.string(), size: Int }),
  /** a signed link the browser can open without the bearer header (valid for two hours) */
  file_url: z.string(),
  thumbnail_url: z.string().nullable(),
  thumbnail_path: z.string().nullable(),
  groups: z.array(Ref),
  courses: z.array(Ref),
  packages: z.array(Ref),
  created_by: z.object({ id: Int, full_name: z.string() }).nullable(),
  /** whether the caller may change or delete it (its own, or staff of its centre holding the keys) */
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Material = z.infer<typeof Material>;
export const MaterialList = z.object({ items: z.array(Material), meta: Meta });
export type MaterialList = z.infer<typeof MaterialList>;
