import { z } from 'zod';
import { someFieldSent } from '../../kernel/update-body.ts';
import { opt } from '../../kernel/query-params.ts';
import { EmailField, PhoneField } from '../users/schemas.ts';

const Id = z.coerce.number().int().min(1).max(2_147_483_647);
const Text = (label: string, max: number) => z.string().trim().min(1, { message: `The ${label} is required.` }).max(max, { message: `The ${label} may not be longer than ${max} characters.` });
/** `#rrggbb`, stored lower-case */
export const Colour = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, { message: 'The colour must be a hex colour like #1d4ed8.' });
/** the path of an uploaded logo, as POST common/upload-file answered it */
export const LogoPath = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/files\/logos\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/, { message: 'Upload the logo first (PNG, JPEG, WebP or GIF).' });
const Subdomain = z.string().trim().toLowerCase().max(63, { message: 'The sub-domain may not be longer than 63 characters.' });

export const ORG_SORTS = ['created_at', 'name', 'subdomain', 'students_count'] as const;

export const OrgListQuery = z.object({
  search: opt(z.string().trim().max(100)),
  status: opt(z.enum(['active', 'inactive'])),
  sort: opt(z.enum(ORG_SORTS)),
  order: opt(z.enum(['asc', 'desc'])),
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
});
export type OrgListInput = z.output<typeof OrgListQuery>;

export const OrgIdParams = z.object({ id: Id });

export const CreateOrgBody = z.object({
  name: Text('name', 120),
  subdomain: Subdomain,
  contact_email: EmailField,
  contact_phone: PhoneField.nullish(),
  address: z.string().trim().max(300).nullish(),
  primary_color: Colour.nullish(),
  logo: LogoPath.nullish(),
  status: z.enum(['active', 'inactive']).optional(),
  owner: z.object({ first_name: Text('first name', 100), last_name: z.string().trim().max(100).optional().default(''), email: EmailField }),
});
export type CreateOrgInput = z.output<typeof CreateOrgBody>;

export const UpdateOrgBody = z
  .object({
    name: Text('name', 120).optional(),
    subdomain: Subdomain.optional(),
    contact_email: EmailField.optional(),
    contact_phone: PhoneField.nullish(),
    address: z.string().trim().max(300).nullish(),
    primary_color: Colour.nullish(),
    logo: LogoPath.nullish(),
  })
  .refine(...someFieldSent('name'));
export type UpdateOrgInput = z.output<typeof UpdateOrgBody>;

export const OrgStatusBody = z.object({ status: z.enum(['active', 'inactive']) });
