/**
 * What the package calls answer (checked against every answer by the API suite; the client imports the types), and
 * the shapes of a package's properties, add-ons and schedule (docs/product-spec.md §11), which the inputs reuse.
 * Zod only: client code type-imports this file.
 */
import { z } from 'zod';

/** The largest amount of money accepted anywhere in a package (minor units): 10^12, well inside a double's integers. */
export const MAX_MINOR = 1_000_000_000_000;
export const MAX_COUNT = 10_000;

const Count = z
  .number({ message: 'Give a whole number or leave it unlimited.' })
  .int({ message: 'The number must be a whole number.' })
  .min(0, { message: 'The number may not be negative.' })
  .max(MAX_COUNT, { message: `The number may not be more than ${MAX_COUNT}.` })
  .nullable();
const Enabled = z.boolean({ message: 'Say whether it is included.' });
const Counted = z.strictObject({ enabled: Enabled, count: Count });

export const SECTIONS = ['speaking', 'writing', 'reading', 'listening'] as const;

export const PackageProperties = z.strictObject({
  pte_practice: z.strictObject({ enabled: Enabled, sections: z.array(z.enum(SECTIONS)).max(4) }).optional(),
  practice_test: Counted.optional(),
  mock_test: Counted.optional(),
  quiz: Counted.optional(),
  materials: z.strictObject({ enabled: Enabled }).optional(),
  live_class: Counted.optional(),
  webinars: Counted.optional(),
  one_to_one_appointment: z
    .strictObject({
      enabled: Enabled,
      count: Count,
      minutes: z.number().int({ message: 'The minutes must be a whole number.' }).min(5, { message: 'An appointment lasts at least 5 minutes.' }).max(480, { message: 'An appointment lasts at most 480 minutes.' }),
    })
    .optional(),
});
export type PackageProperties = z.output<typeof PackageProperties>;
export const PROPERTY_KEYS = ['pte_practice', 'practice_test', 'mock_test', 'quiz', 'materials', 'live_class', 'webinars', 'one_to_one_appointment'] as const;
export type PropertyKey = (typeof PROPERTY_KEYS)[number];

const Money = z
  .number({ message: 'Give an amount.' })
  .int({ message: 'The amount must be in whole minor units (paisa).' })
  .min(0, { message: 'The amount may not be negative.' })
  .max(MAX_MINOR, { message: 'The amount is too large.' });
export const MoneyMinor = Money;

export const AddOn = z.strictObject({
  name: z.string().trim().min(1, { message: 'Name the add-on.' }).max(120, { message: 'The name may not be longer than 120 characters.' }),
  price_minor: Money,
});
export const AddOns = z.array(AddOn).max(50, { message: 'At most 50 add-ons.' });
export type AddOn = z.output<typeof AddOn>;

export const DAYS = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri'] as const;
const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Give the time as HH:mm (24 hours).' });
export const ScheduleSlot = z
  .strictObject({ day: z.enum(DAYS, { message: 'Pick a day of the week.' }), start: Time, end: Time })
  .refine((s) => s.end > s.start, { message: 'The class must end after it starts.', path: ['end'] });
export const Schedule = z.array(ScheduleSlot).max(28, { message: 'At most 28 classes a week.' });
export type ScheduleSlot = z.output<typeof ScheduleSlot>;


/* ---- answers ---- */
const Int = z.number().int();
const Meta = z.object({ current_page: Int, per_page: Int, total: Int, last_page: Int });
export const KINDS = ['PACKAGE', 'COURSE'] as const;
export const AUDIENCES = ['STUDENT', 'CENTRE'] as const;
export const DELIVERIES = ['BOTH', 'BRANCH', 'ONLINE'] as const;
export const PACKAGE_STATUSES = ['draft', 'active', 'inactive'] as const;
/** The wizard's steps, in order; saving the last one finishes the draft (status active). */
export const PACKAGE_STEPS = ['basic-information', 'type', 'adons', 'properties', 'duration-price', 'review', 'preview'] as const;
export type PackageStep = (typeof PACKAGE_STEPS)[number];
export const ITEM_KINDS = ['question', 'practice_test', 'mock_test', 'quiz_set'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export const Package = z.object({
  id: Int,
  kind: z.enum(KINDS),
  audience: z.enum(AUDIENCES).meta({ description: "STUDENT: a centre's package or course; CENTRE: the platform's plan for centres" }),
  name: z.string(),
  description: z.string(),
  delivery: z.enum(DELIVERIES),
  properties: PackageProperties,
  addons: z.array(z.object({ name: z.string(), price_minor: Int })),
  schedule: z.array(z.object({ day: z.enum(DAYS), start: z.string(), end: z.string() })),
  duration_days: Int,
  price_minor: Int.meta({ description: "minor units of `currency` (paisa for BDT)" }),
  currency: z.string(),
  status: z.enum(PACKAGE_STATUSES),
  step: z.string().meta({ description: 'the last saved wizard step' }),
  visited: z.array(z.string()),
  trainers: z.array(z.object({ id: Int, full_name: z.string() })),
  branches: z.array(z.object({ id: Int, name: z.string() })),
  created_at: z.string(),
  created_by: z.object({ id: Int, full_name: z.string() }).nullable(),
});
export const PackageItem = z.object({ item_kind: z.enum(ITEM_KINDS), item_id: Int, title: z.string() });
/** One package as its authors edit it: the concrete items it hands out besides the shared shape. */
export const PackageDetail = Package.extend({ items: z.array(PackageItem) });
export const PackageList = z.object({ items: z.array(Package), meta: Meta });
export const PackageChangeList = z.object({
  current: Package,
  items: z.array(Package).meta({ description: 'the active packages and courses of the same audience and centre (the current one included when active)' }),
});
export const RandomItems = z.object({ items: z.array(PackageItem) });
export const BasePriceAnswer = z.object({
  price_minor: Int,
  currency: z.string(),
  breakdown: z.array(z.object({ part: z.string(), price_minor: Int })),
});
export const PlanStored = z.object({
  organization_id: Int,
  plan_package_id: Int,
  plan_expires_on: z.string(),
  items: z.array(PackageItem),
});

export type Package = z.output<typeof Package>;
export type PackageDetail = z.output<typeof PackageDetail>;
export type PackageItem = z.output<typeof PackageItem>;
export type PackageList = z.output<typeof PackageList>;
export type PackageChangeList = z.output<typeof PackageChangeList>;
export type RandomItems = z.output<typeof RandomItems>;
export type BasePriceAnswer = z.output<typeof BasePriceAnswer>;
export type PlanStored = z.output<typeof PlanStored>;
export type Schedule = z.output<typeof Schedule>;
export type AddOns = z.output<typeof AddOns>;
