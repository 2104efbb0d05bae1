import { z } from 'zod';
import { UPLOAD_FOLDERS } from '../../kernel/files.ts';

export const DROPDOWNS = {
  status: ['Pending', 'Canceled', 'Success', 'Completed'],
  yes_no: ['Yes', 'No'],
  practice_kind: ['PTE Practice', 'Practice Test', 'Mock Test', 'Quiz'],
  source: ['EXAM_QUESTION', 'PRACTICE'],
  verified_by: ['Admin', 'Super admin', 'Teacher'],
  frequency: ['HIGH', 'MODERATE', 'LOW'],
  section: ['SPEAKING', 'WRITING', 'READING', 'LISTENING'],
  course_type: ['BOTH', 'BRANCH', 'ONLINE'],
} as const satisfies Record<string, readonly string[]>;
export type DropdownType = keyof typeof DROPDOWNS;
const TYPES = Object.keys(DROPDOWNS) as [DropdownType, ...DropdownType[]];

export const DropdownsQuery = z.object({
  types: z
    .string()
    .max(500)
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return TYPES;
      const list = [...new Set(v.split(',').map((s) => s.trim()).filter(Boolean))];
      // own keys only: `in` would also accept names inherited from Object.prototype (constructor, __proto__)
      const unknown = list.filter((t) => !Object.hasOwn(DROPDOWNS, t));
      if (unknown.length) {
        ctx.addIssue({ code: 'custom', message: `Unknown dropdown type(s): ${unknown.join(', ').slice(0, 200)}. Known: ${TYPES.join(', ')}.` });
        return z.NEVER;
      }
      return list as DropdownType[];
    })
    .meta({ description: `comma-separated: ${TYPES.join(', ')} (all when absent)` }),
});
export type DropdownsInput = z.output<typeof DropdownsQuery>;

const Option = z.object({ value: z.string(), label: z.string() });
export const DropdownsData = z.record(z.string(), z.array(Option));

export const Country = z.object({ code: z.string(), name: z.string() });
export const CountryList = z.array(Country);

const CountryCode = z.string().regex(/^[A-Za-z]{2}$/, { message: 'The country must be a two-letter ISO 3166-1 code.' }).transform((v) => v.toUpperCase());
export const PostalQuery = z.object({
  country: CountryCode.optional(),
  search: z.string().max(100).optional(),
});
export const PostalParams = z.object({ country: CountryCode });
export const PostalQuerySearch = z.object({ search: z.string().max(100).optional() });
export type PostalInput = { country?: string | undefined; search?: string | undefined };
export const PostalCode = z.object({ country: z.string(), code: z.string(), place: z.string() });
export const PostalList = z.array(PostalCode);

export const SubdomainBody = z.object({ subdomain: z.string().max(255) });
export const SubdomainData = z.object({ valid: z.boolean(), reason: z.enum(['format', 'reserved', 'taken']).optional() });

/** OpenAPI description of the multipart body; the service parses the form itself. */
export const UploadBody = z.object({
  file: z.string().meta({ format: 'binary', description: 'the file (images, pdf, audio, video, office documents, text)' }),
  type: z.enum(UPLOAD_FOLDERS).meta({
    description:
      'folder: recordings (speaking answers: Opus in WebM or Ogg, or PCM WAV; private), question-images and question-audio (question authors), ' +
      'quarantine (pdf or images, at most 5 MiB, the only folder open to anonymous callers; private to the staff who handle them)',
  }),
});
export const UploadData = z.object({ filepath: z.string() });
