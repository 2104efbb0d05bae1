import { z } from 'zod';
import { opt } from '../../kernel/query-params.ts';
import { AddOns, DELIVERIES, ITEM_KINDS, KINDS, MoneyMinor, PACKAGE_STATUSES, PACKAGE_STEPS, PackageProperties, Schedule } from './contracts.ts';

const Id = z.coerce.number().int().min(1).max(2_147_483_647);
const BodyId = z.number({ message: 'Give an id.' }).int().min(1).max(2_147_483_647);
const Ids = z.array(BodyId).max(200);

export const PackageIdParams = z.object({ id: Id });

export const PackageListQuery = z.object({
  kind: opt(z.enum(KINDS)),
  status: opt(z.enum(PACKAGE_STATUSES)),
  search: opt(z.string().trim().max(100)),
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
});
export type PackageListInput = z.output<typeof PackageListQuery>;

export const PageQuery = z.object({
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
});
export type PageInput = z.output<typeof PageQuery>;

const Name = z
  .string({ message: 'The name is required.' })
  .trim()
  .min(1, { message: 'The name is required.' })
  .max(120, { message: 'The name may not be longer than 120 characters.' });
const Duration = z
  .number({ message: 'Give the duration in days.' })
  .int({ message: 'The duration must be a whole number of days.' })
  .min(1, { message: 'The duration is at least 1 day.' })
  .max(3660, { message: 'The duration is at most 3660 days.' });
const ItemRef = z.strictObject({ item_kind: z.enum(ITEM_KINDS), item_id: BodyId });

/** Every field a wizard step may carry; a field left out keeps its value. */
const fields = {
  name: Name,
  description: z.string().trim().max(5000, { message: 'The description may not be longer than 5000 characters.' }),
  delivery: z.enum(DELIVERIES, { message: 'Pick BOTH, BRANCH or ONLINE.' }),
  properties: PackageProperties,
  addons: AddOns,
  schedule: Schedule,
  duration_days: Duration,
  price_minor: MoneyMinor,
  trainer_ids: Ids,
  branch_ids: Ids,
  items: z.array(ItemRef).max(500, { message: 'At most 500 items.' }),
};
const Step = z.enum(PACKAGE_STEPS, { message: `The step must be one of: ${PACKAGE_STEPS.join(', ')}.` });

/** POST packages: the wizard's first save (a name at least). */
export const CreatePackageBody = z.object({
  kind: z.enum(KINDS, { message: 'The kind is PACKAGE or COURSE.' }).optional().default('PACKAGE'),
  step: Step,
  name: fields.name,
  description: fields.description.optional(),
  delivery: fields.delivery.optional(),
  properties: fields.properties.optional(),
  addons: fields.addons.optional(),
  schedule: fields.schedule.optional(),
  duration_days: fields.duration_days.optional(),
  price_minor: fields.price_minor.optional(),
  trainer_ids: fields.trainer_ids.optional(),
  branch_ids: fields.branch_ids.optional(),
  items: fields.items.optional(),
});
export type CreatePackageInput = z.output<typeof CreatePackageBody>;

/** PUT packages/{id}: a later step. */
export const UpdatePackageBody = z.object({
  step: Step,
  name: fields.name.optional(),
  description: fields.description.optional(),
  delivery: fields.delivery.optional(),
  properties: fields.properties.optional(),
  addons: fields.addons.optional(),
  schedule: fields.schedule.optional(),
  duration_days: fields.duration_days.optional(),
  price_minor: fields.price_minor.optional(),
  trainer_ids: fields.trainer_ids.optional(),
  branch_ids: fields.branch_ids.optional(),
  items: fields.items.optional(),
});
export type UpdatePackageInput = z.output<typeof UpdatePackageBody>;

export const PackageStatusBody = z.object({ status: z.enum(['active', 'inactive'], { message: 'The status is active or inactive.' }) });

const Draw = z.number({ message: 'Give a number.' }).int({ message: 'Give a whole number.' }).min(0).max(100, { message: 'At most 100 at a time.' });
/** POST packages/get-random-package-items */
export const RandomItemsBody = z
  .object({ practice_test: Draw.optional(), mock_test: Draw.optional(), quiz_set: Draw.optional(), question: Draw.optional() })
  .refine((b) => (b.practice_test ?? 0) + (b.mock_test ?? 0) + (b.quiz_set ?? 0) + (b.question ?? 0) > 0, {
    message: 'Ask for at least one item.',
    path: ['practice_test'],
  });
export type RandomItemsInput = z.output<typeof RandomItemsBody>;

/** GET package-base-price?properties=<json>&duration_days=N */
export const BasePriceQuery = z.object({
  properties: opt(z.string().max(4000, { message: 'The properties are too long.' })),
  duration_days: z.coerce.number({ message: 'Give the duration in days.' }).int().min(1, { message: 'The duration is at least 1 day.' }).max(3660, { message: 'The duration is at most 3660 days.' }),
});
export type BasePriceInput = z.output<typeof BasePriceQuery>;

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Give the date as yyyy-MM-dd.' }).refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), { message: 'Not a real date.' });
/** POST organizations/package-items-store/{id} */
export const PlanStoreBody = z.object({
  package_id: BodyId,
  items: fields.items.optional(),
  expires_on: IsoDate.optional(),
});
export type PlanStoreInput = z.output<typeof PlanStoreBody>;
