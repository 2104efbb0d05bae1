/**
 * What the branches module's calls answer (checked against every answer by the API suite; the client imports the
 * types). Money is integer minor units with its currency (docs/product-spec.md §11).
 */
import { z } from 'zod';

const Int = z.number().int();
const Ref = z.object({ id: Int, name: z.string() });
const Person = z.object({ id: Int, full_name: z.string() });
const Meta = z.object({ current_page: Int, per_page: Int, total: Int, last_page: Int });
const DateText = z.string().describe('yyyy-MM-dd');

export const BranchContract = z.object({
  start_on: DateText.nullable(),
  end_on: DateText.nullable(),
  fee_minor: Int.nullable(),
  revenue_share_percent: Int.nullable(),
  terms: z.string(),
});
export const BranchSupport = z.object({ contact_name: z.string(), phone: z.string(), email: z.string(), hours: z.string() });
export const BranchAddon = z.object({ name: z.string(), price_minor: Int });
export const BranchPayment = z.object({
  method: z.enum(['bank_transfer', 'mobile_banking', 'cash']).nullable(),
  account_name: z.string(),
  account_number: z.string(),
  bank: z.string(),
});
export const Branch = z.object({
  id: Int,
  organization_id: Int,
  name: z.string(),
  code: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  manager_name: z.string(),
  status: z.enum(['active', 'inactive']),
  contract: BranchContract,
  support: BranchSupport,
  addons: z.array(BranchAddon),
  payment: BranchPayment,
  currency: z.string(),
  students_count: Int,
  created_at: z.string(),
  created_by: Person.nullable(),
});
export const BranchList = z.object({ items: z.array(Branch), meta: Meta });

export const PromoCode = z.object({
  id: Int,
  organization_id: Int,
  code: z.string(),
  description: z.string(),
  discount_kind: z.enum(['PERCENT', 'FIXED']),
  /** PERCENT: 1..100; FIXED: minor units of `currency` */
  amount: Int,
  currency: z.string(),
  starts_on: DateText.nullable(),
  ends_on: DateText.nullable(),
  usage_limit: Int.nullable(),
  used_count: Int,
  package_ids: z.array(Int),
  packages: z.array(Ref),
  branch: Ref.nullable(),
  status: z.enum(['active', 'inactive']),
  created_at: z.string(),
});
export const PromoCodeList = z.object({ items: z.array(PromoCode), meta: Meta });

export const Enrollment = z.object({
  id: Int,
  organization_id: Int,
  student: z.object({ id: Int, full_name: z.string(), email: z.string() }),
  package: z.object({ id: Int, name: z.string(), kind: z.enum(['PACKAGE', 'COURSE']) }),
  branch: Ref.nullable(),
  status: z.enum(['pending', 'active', 'ended', 'cancelled']),
  reason: z.enum(['new', 'renew', 'change']),
  starts_on: DateText.nullable(),
  ends_on: DateText.nullable(),
  currency: z.string(),
  total_minor: Int,
  paid_minor: Int,
  due_minor: Int,
  created_at: z.string(),
});
export const EnrollmentList = z.object({ items: z.array(Enrollment), meta: Meta });

export const ExpiredStudent = z.object({
  id: Int,
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  expired_on: DateText,
  days_expired: Int,
  last_enrollment: z.object({ id: Int, package: Ref, branch: Ref.nullable(), status: z.enum(['pending', 'active', 'ended', 'cancelled']) }).nullable(),
});
export const ExpiredStudentList = z.object({ items: z.array(ExpiredStudent), meta: Meta });

const Totals = {
  billed_minor: Int,
  collected_minor: Int,
  outstanding_minor: Int,
  overdue_count: Int,
  overdue_minor: Int,
  collected_in_range_minor: Int,
  invoices_count: Int,
};
export const DuesRow = z.object({ branch: Ref.nullable(), ...Totals });
export const DuesReport = z.object({
  organization_id: Int,
  currency: z.string(),
  from: DateText,
  to: DateText,
  as_of: DateText,
  rows: z.array(DuesRow),
  totals: z.object(Totals),
});

export const DueInstalment = z.object({
  id: Int,
  invoice_id: Int,
  invoice_number: z.string(),
  seq: Int,
  due_on: DateText,
  amount_minor: Int,
  paid_minor: Int,
  due_minor: Int,
  overdue: z.boolean(),
  currency: z.string(),
  student: z.object({ id: Int, full_name: z.string(), email: z.string() }).nullable(),
  branch: Ref.nullable(),
  package: Ref.nullable(),
});
export const DueInstalmentList = z.object({ items: z.array(DueInstalment), meta: Meta });

export const CommerceMessage = z.object({
  id: Int,
  organization_id: Int,
  scope: z.enum(['branch', 'enrollment', 'course']),
  target: Ref.nullable(),
  audience: z.string(),
  subject: z.string(),
  body: z.string(),
  recipients: Int,
  sent_by: Person.nullable(),
  created_at: z.string(),
});
export const CommerceMessageList = z.object({ items: z.array(CommerceMessage), meta: Meta });

export const CourseFaq = z.object({
  id: Int,
  organization_id: Int,
  package: Ref.nullable(),
  question: z.string(),
  answer: z.string(),
  position: Int,
  created_at: z.string(),
});
export const CourseFaqList = z.object({ items: z.array(CourseFaq), meta: Meta });

export const ComparedCourse = z.object({
  id: Int,
  name: z.string(),
  description: z.string(),
  delivery: z.enum(['BOTH', 'BRANCH', 'ONLINE']),
  status: z.enum(['draft', 'active', 'inactive']),
  duration_days: Int,
  price_minor: Int,
  currency: z.string(),
  /** the packages module's PackageProperties (every key optional) */
  properties: z.record(z.string(), z.unknown()),
  addons: z.array(z.object({ name: z.string(), price_minor: Int })),
  schedule: z.array(z.object({ day: z.string(), start: z.string(), end: z.string() })),
  branches: z.array(Ref),
  trainers: z.array(Person),
});
export const CourseComparison = z.object({ organization_id: Int, currency: z.string(), items: z.array(ComparedCourse) });

export type Branch = z.output<typeof Branch>;
export type BranchList = z.output<typeof BranchList>;
export type BranchContract = z.output<typeof BranchContract>;
export type BranchSupport = z.output<typeof BranchSupport>;
export type BranchAddon = z.output<typeof BranchAddon>;
export type BranchPayment = z.output<typeof BranchPayment>;
export type PromoCode = z.output<typeof PromoCode>;
export type PromoCodeList = z.output<typeof PromoCodeList>;
export type Enrollment = z.output<typeof Enrollment>;
export type EnrollmentList = z.output<typeof EnrollmentList>;
export type ExpiredStudent = z.output<typeof ExpiredStudent>;
export type ExpiredStudentList = z.output<typeof ExpiredStudentList>;
export type DuesRow = z.output<typeof DuesRow>;
export type DuesReport = z.output<typeof DuesReport>;
export type DueInstalment = z.output<typeof DueInstalment>;
export type DueInstalmentList = z.output<typeof DueInstalmentList>;
export type CommerceMessage = z.output<typeof CommerceMessage>;
export type CommerceMessageList = z.output<typeof CommerceMessageList>;
export type CourseFaq = z.output<typeof CourseFaq>;
export type CourseFaqList = z.output<typeof CourseFaqList>;
export type ComparedCourse = z.output<typeof ComparedCourse>;
export type CourseComparison = z.output<typeof CourseComparison>;
