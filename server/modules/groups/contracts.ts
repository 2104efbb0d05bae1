/** What the group calls answer (checked against every answer by the API suite; the client imports the types). */
import { z } from 'zod';

const Int = z.number().int();
const Member = z.object({ id: Int, full_name: z.string(), email: z.string() });
export const Group = z.object({
  id: Int,
  name: z.string(),
  description: z.string(),
  status: z.enum(['active', 'inactive']),
  students_count: Int,
  trainers_count: Int,
  created_at: z.string(),
  created_by: z.object({ id: Int, full_name: z.string() }).nullable(),
});
export const GroupDetail = Group.extend({ students: z.array(Member), trainers: z.array(Member) });
export const GroupList = z.object({ items: z.array(Group), meta: z.object({ current_page: Int, per_page: Int, total: Int, last_page: Int }) });

export type Group = z.output<typeof Group>;
export type GroupDetail = z.output<typeof GroupDetail>;
export type GroupList = z.output<typeof GroupList>;
