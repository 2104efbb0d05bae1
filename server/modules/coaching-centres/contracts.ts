/** What the coaching-centre calls answer (checked against every answer by the API suite; the client imports the types). */
import { z } from 'zod';

const Int = z.number().int();

export const Organization = z.object({
  id: Int,
  name: z.string(),
  subdomain: z.string(),
  status: z.enum(['active', 'inactive']),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  address: z.string().nullable(),
  logo: z.string().nullable(),
  primary_color: z.string().nullable(),
  owner: z.object({ id: Int, full_name: z.string(), email: z.string(), invitation: z.enum(['pending', 'expired', 'accepted']) }).nullable(),
  users_count: Int,
  students_count: Int,
  created_at: z.string(),
  updated_at: z.string(),
});
export const OrganizationList = z.object({
  items: z.array(Organization),
  meta: z.object({ current_page: Int, per_page: Int, total: Int, last_page: Int }),
});
export const Branding = z.object({ name: z.string(), subdomain: z.string(), logo: z.string().nullable(), primary_color: z.string().nullable(), status: z.enum(['active', 'inactive']) });

export type Organization = z.output<typeof Organization>;
export type OrganizationList = z.output<typeof OrganizationList>;
export type Branding = z.output<typeof Branding>;
