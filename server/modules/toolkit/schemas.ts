/** Input of the toolkit's calls (zod). Rich text arrives as the editor's HTML or plain text; the service stores it
 * as plain text (server/kernel/sanitize.ts), the form question content uses. */
import { z } from 'zod';
import { someFieldSent } from '../../kernel/update-body.ts';
import { opt } from '../../kernel/query-params.ts';


const Id = z.coerce.number().int().min(1).max(2_147_483_647);
const BodyId = z.number().int().min(1).max(2_147_483_647);
const Page = { page: opt(z.coerce.number().int().min(1).max(100_000)), per_page: opt(z.coerce.number().int().min(1).max(100)) };
const Status = z.enum(['active', 'inactive']);
const Text = (label: string, max: number) => z.string().trim().min(1, { message: `The ${label} is required.` }).max(max, { message: `The ${label} may not be longer than ${max} characters.` });
const Free = (max: number) => z.string().trim().max(max, { message: `This may not be longer than ${max} characters.` });
/** the editor's HTML; its text is judged again after sanitizing */
const Rich = (label: string) => Text(label, 200_000);
const Search = opt(z.string().trim().max(100));
const Section = z.enum(['listening', 'writing', 'speaking', 'reading']);
/** an upload path of the question-audio folder (POST upload-file, type question-audio) */
const AudioPath = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/files\/question-audio\/[A-Za-z0-9._-]+$/, { message: 'Upload the recording first (an audio file).' });

export const IdParams = z.object({ id: Id });
export const TypeSlugParams = z.object({ slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'The slug must be a question type\'s slug.').max(80) });
export const StatusBody = z.object({ status: Status });
export const DefaultBody = z.object({ is_default: z.boolean() });

/* ---- explanations and sample answers ---- */
const AidFields = {
  title: Free(200).optional(),
  body: Rich('text'),
  status: Status.optional(),
  is_default: z.boolean().optional(),
};
export const CreateExplanationBody = z
  .object({ question_id: BodyId.optional(), question_type_id: BodyId.optional(), ...AidFields })
  .refine((b) => b.question_id !== undefined || b.question_type_id !== undefined, { message: 'Choose the question or the question type.', path: ['question_id'] });
export type CreateAidInput = z.output<typeof CreateExplanationBody> & { audio?: string | null };
export const CreateSampleAnswerBody = z
  .object({ question_id: BodyId.optional(), question_type_id: BodyId.optional(), ...AidFields, audio: AudioPath.nullable().optional() })
  .refine((b) => b.question_id !== undefined || b.question_type_id !== undefined, { message: 'Choose the question or the question type.', path: ['question_id'] });
export const UpdateExplanationBody = z.object({ title: Free(200).optional(), body: Rich('text').optional() }).refine(...someFieldSent('title'));
export const UpdateSampleAnswerBody = z.object({ title: Free(200).optional(), body: Rich('text').optional(), audio: AudioPath.nullable().optional() }).refine(...someFieldSent('title'));
export type UpdateAidInput = z.output<typeof UpdateSampleAnswerBody>;

export const AidListQuery = z.object({
  ...Page,
  search: Search,
  status: opt(Status),
  question_id: opt(Id),
  question_type_id: opt(Id),
  /** general texts of a type only (no question) */
  general: opt(z.enum(['yes', 'no'])),
});
export type AidListInput = z.output<typeof AidListQuery>;

export const QuestionListQuery = z.object({
  ...Page,
  search: Search,
  question_type_id: opt(Id),
  section: opt(Section),
  /** yes: only questions that have one; no: only those without */
  has: opt(z.enum(['yes', 'no'])),
});
export type QuestionListInput = z.output<typeof QuestionListQuery>;

/** a question type by id or slug */
export const ArchiveParams = z.object({ x: z.string().trim().min(1).max(60) });
export const ArchiveQuery = z.object({ ...Page, search: Search, exclude_question_id: opt(Id) });
export type ArchiveInput = z.output<typeof ArchiveQuery> & { x: string };

/* ---- study guides ---- */
const GuideFields = { question_type_id: BodyId.nullable().optional(), section: Section.nullable().optional(), title: Text('title', 200), body: Rich('text'), status: Status.optional() };
export const CreateGuideBody = z.object(GuideFields);
export type CreateGuideInput = z.output<typeof CreateGuideBody>;
export const UpdateGuideBody = z.object({ question_type_id: BodyId.nullable().optional(), section: Section.nullable().optional(), title: Text('title', 200).optional(), body: Rich('text').optional() }).refine(...someFieldSent('title'));
export type UpdateGuideInput = z.output<typeof UpdateGuideBody>;
export const GuideListQuery = z.object({ ...Page, search: Search, status: opt(Status), question_type_id: opt(Id), section: opt(Section) });
export type GuideListInput = z.output<typeof GuideListQuery>;

/* ---- prompts ---- */
export const CreatePromptBody = z.object({ question_type_id: BodyId.nullable().optional(), title: Text('title', 200), text: Text('text', 2000), status: Status.optional() });
export type CreatePromptInput = z.output<typeof CreatePromptBody>;
export const UpdatePromptBody = z.object({ question_type_id: BodyId.nullable().optional(), title: Text('title', 200).optional(), text: Text('text', 2000).optional(), status: Status.optional() }).refine(...someFieldSent('title'));
export type UpdatePromptInput = z.output<typeof UpdatePromptBody>;
export const PromptListQuery = z.object({ ...Page, search: Search, status: opt(Status), question_type_id: opt(Id) });
export type PromptListInput = z.output<typeof PromptListQuery>;

/* ---- the master's settings ---- */
const Seconds = (label: string, min: number, max: number) =>
  z.number({ message: `The ${label} is a number of seconds.` }).int({ message: `The ${label} is a whole number of seconds.` }).min(min, { message: `The ${label} is at least ${min} seconds.` }).max(max, { message: `The ${label} is at most ${max} seconds.` });
export const CreateTimeSetBody = z.object({ name: Text('name', 120), question_type_id: BodyId.nullable().optional(), preparation_sec: Seconds('preparation time', 0, 3600), answer_sec: Seconds('answer time', 1, 14_400), status: Status.optional() });
export type CreateTimeSetInput = z.output<typeof CreateTimeSetBody>;
export const UpdateTimeSetBody = z.object({ name: Text('name', 120).optional(), question_type_id: BodyId.nullable().optional(), preparation_sec: Seconds('preparation time', 0, 3600).optional(), answer_sec: Seconds('answer time', 1, 14_400).optional() }).refine(...someFieldSent('name'));
export type UpdateTimeSetInput = z.output<typeof UpdateTimeSetBody>;
export const CreateMarkerBody = z.object({ name: Text('name', 120), url: Text('address', 2000), status: Status.optional() });
export type CreateMarkerInput = z.output<typeof CreateMarkerBody>;
export const UpdateMarkerBody = z.object({ name: Text('name', 120).optional(), url: Text('address', 2000).optional() }).refine(...someFieldSent('name'));
export type UpdateMarkerInput = z.output<typeof UpdateMarkerBody>;
export const SettingsListQuery = z.object({ ...Page, search: Search, status: opt(Status) });
export type SettingsListInput = z.output<typeof SettingsListQuery>;
export const CommunicationParams = z.object({ kind: z.enum(['intro', 'end']) });
export const CommunicationBody = z.object({ title: Free(200).optional(), body: Free(200_000), status: Status.optional() });
export type CommunicationInput = z.output<typeof CommunicationBody>;
