/**
 * Drizzle table definitions matching the committed SQL migrations (server/db/migrations). The SQL is the
 * authority: change a migration first, then mirror it here. tests/api/schema-truth.test.ts migrates a fresh
 * database and fails on any table, column, type, nullability, default, identity, IN-list check (`enum`), primary
 * key, foreign key (with its `onDelete`) or unique constraint that this file states differently.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, doublePrecision, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique, type AnyPgColumn } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const organizations = pgTable('organizations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  subdomain: text('subdomain').notNull().unique(),
  status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
  createdAt: ts('created_at').notNull().defaultNow(),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  logo: text('logo'),
  primaryColor: text('primary_color'),
  address: text('address'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
  currency: text('currency').notNull().default('BDT'),
  /** the platform plan bought at onboarding (packages, audience CENTRE) */
  planPackageId: integer('plan_package_id').references((): AnyPgColumn => packages.id, { onDelete: 'set null' }),
  planExpiresOn: date('plan_expires_on', { mode: 'string' }),
  /** IANA zone of the centre (0025_schedule.sql) */
  timeZone: text('time_zone').notNull().default('Asia/Dhaka'),
});

export const permissions = pgTable('permissions', {
  id: text('id').primaryKey(),
  keyword: text('keyword').notNull().unique(),
  label: text('label').notNull(),
  description: text('description').notNull(),
  groupKey: text('group_key').notNull(),
});

export const roles = pgTable('roles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** the built-in role it acts as (portal, rank); a built-in role is its own kind */
  kind: text('kind', { enum: ['SUPER_ADMIN', 'ADMIN', 'COACHING_OWNER', 'TRAINER', 'STUDENT'] }).notNull(),
  description: text('description').notNull().default(''),
  status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
  builtin: boolean('builtin').notNull().default(false),
  /** set when the master edits a built-in role's keys: start-up seeding then leaves them alone */
  editedAt: ts('edited_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: text('permission_id').notNull().references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  roleId: integer('role_id').notNull().references(() => roles.id),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull().default(''),
  phone: text('phone'),
  image: text('image'),
  status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
  emailVerifiedAt: ts('email_verified_at'),
  packageExpiryDate: date('package_expiry_date', { mode: 'string' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /** soft delete: answers and results stay, the e-mail is free again */
  deletedAt: ts('deleted_at'),
  /** null until the user sets a password (an invitation not yet taken up) */
  passwordSetAt: ts('password_set_at'),
  lastLoginAt: ts('last_login_at'),
});

export const targetScores = pgTable('target_scores', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  examDate: date('exam_date', { mode: 'string' }).notNull(),
  speaking: smallint('speaking').notNull(),
  listening: smallint('listening').notNull(),
  writing: smallint('writing').notNull(),
  reading: smallint('reading').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  token2Hash: text('token2_hash').notNull().unique(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
  impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'set null' }),
});

export const oneTimeTokens = pgTable('one_time_tokens', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind', { enum: ['reset', 'invite', 'verify', 'impersonate'] }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'cascade' }),
});

export const outbox = pgTable('outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  bodyText: text('body_text').notNull(),
  status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
  createdAt: ts('created_at').notNull().defaultNow(),
  sentAt: ts('sent_at'),
});

export const loginAttempts = pgTable('login_attempts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  accountKey: text('account_key').notNull(),
  ip: text('ip').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const loginKnownAddresses = pgTable(
  'login_known_addresses',
  {
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
    lastSuccessAt: ts('last_success_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountKey, t.ip] })],
);

export const uploads = pgTable('uploads', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  path: text('path').notNull().unique(),
  type: text('type').notNull(),
  size: integer('size').notNull(),
  mime: text('mime').notNull(),
  /** the uploader; null for an anonymous upload (never usable as a recording) */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const questionTypes = pgTable('question_types', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  officialName: text('official_name').notNull(),
  section: text('section', { enum: ['listening', 'writing', 'speaking', 'reading'] }).notNull(),
  component: text('component').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const quizTypes = pgTable('quiz_types', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const questions = pgTable('questions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  questionTypeId: integer('question_type_id').notNull().references(() => questionTypes.id),
  typeVersion: integer('type_version').notNull().default(1),
  title: text('title').notNull(),
  content: jsonb('content').notNull(),
  status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
  approval: text('approval', { enum: ['approved', 'unapproved', 'pending'] }).notNull().default('pending'),
  frequency: text('frequency', { enum: ['HIGH', 'MODERATE', 'LOW'] }).notNull().default('MODERATE'),
  source: text('source', { enum: ['EXAM_QUESTION', 'PRACTICE'] }).notNull().default('PRACTICE'),
  hasSample: boolean('has_sample').notNull().default(false),
  hasExplanation: boolean('has_explanation').notNull().default(false),
  verifiedBy: text('verified_by', { enum: ['Admin', 'Super admin', 'Teacher'] }),
  quizTypeId: integer('quiz_type_id').references(() => quizTypes.id),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
});

/** The secret half of an item, apart from `questions.content`: never selected for a student before submission. */
export const questionKeys = pgTable('question_keys', {
  questionId: integer('question_id').primaryKey().references(() => questions.id, { onDelete: 'cascade' }),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  key: jsonb('key').notNull(),
});

export const questionAttempts = pgTable('question_attempts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  response: jsonb('response').notNull(),
  score: doublePrecision('score').notNull(),
  max: doublePrecision('max').notNull(),
  result: jsonb('result').notNull(),
  /** { assessor, trainer }: see server/modules/assessment/pipeline.ts */
  evidence: jsonb('evidence'),
  feedback: text('feedback'),
  evaluatedBy: integer('evaluated_by').references(() => users.id, { onDelete: 'set null' }),
  evaluatedAt: ts('evaluated_at'),
  status: text('status', { enum: ['pending', 'evaluated', 'auto'] }).notNull().default('auto'),
  /** set when the attempt was scored as an item of an answer sheet (0005) */
  answerSheetId: integer('answer_sheet_id').references((): AnyPgColumn => answerSheets.id, { onDelete: 'cascade' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const EXAM_TYPES = ['practice-tests', 'mock-tests', 'quiz-sets'] as const;
export type ExamType = (typeof EXAM_TYPES)[number];

/** Tests, mock tests and quiz sets (0005): one table, one wizard. */
export const tests = pgTable('tests', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  examType: text('exam_type', { enum: EXAM_TYPES }).notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  category: text('category').notNull(),
  durationMinutes: integer('duration_minutes'),
  createType: text('create_type', { enum: ['manual', 'random'] }).notNull().default('manual'),
  numberOfQuestions: jsonb('number_of_questions').$type<Record<string, number>>().notNull().default({}),
  questionIds: integer('question_ids').array().notNull().default([]),
  quizTypeId: integer('quiz_type_id').references(() => quizTypes.id),
  templateType: text('template_type', { enum: ['practice', 'exam'] }),
  publishedAt: ts('published_at'),
  status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
  approval: text('approval', { enum: ['approved', 'unapproved', 'pending'] }).notNull().default('pending'),
  step: text('step').notNull(),
  visited: text('visited').array().notNull().default([]),
  completed: boolean('completed').notNull().default(false),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
});

export const SHEET_MODES = ['practice-test', 'mock', 'quiz'] as const;
export type SheetMode = (typeof SHEET_MODES)[number];

/** One sitting of a test or quiz set by one student (0005). */
export const answerSheets = pgTable('answer_sheets', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  testId: integer('test_id').notNull().references(() => tests.id, { onDelete: 'cascade' }),
  mode: text('mode', { enum: SHEET_MODES }).notNull(),
  status: text('status', { enum: ['in_progress', 'submitted'] }).notNull().default('in_progress'),
  itemIds: integer('item_ids').array().notNull(),
  parts: jsonb('parts').$type<Array<{ part: number; durationSec: number }>>().notNull().default([]),
  startedAt: ts('started_at').notNull().defaultNow(),
  deadline: ts('deadline'),
  currentIndex: integer('current_index').notNull().default(0),
  itemStartedAt: ts('item_started_at').notNull().defaultNow(),
  revision: integer('revision').notNull().default(0),
  submittedAt: ts('submitted_at'),
  submitReason: text('submit_reason'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const answerSheetItems = pgTable(
  'answer_sheet_items',
  {
    answerSheetId: integer('answer_sheet_id').notNull().references(() => answerSheets.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull().references(() => questions.id),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    response: jsonb('response'),
    revision: integer('revision').notNull().default(0),
    savedAt: ts('saved_at'),
    attemptId: integer('attempt_id').references(() => questionAttempts.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.answerSheetId, t.questionId] })],
);


export const groups = pgTable('groups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    memberRole: text('member_role', { enum: ['student', 'trainer'] }).notNull(),
    addedAt: ts('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] })],
);

/** Append-only (a trigger refuses UPDATE and DELETE): who did what to whom, when, from where. */
export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'set null' }),
  action: text('action').notNull(),
  targetType: text('target_type').notNull(),
  targetId: integer('target_id'),
  details: jsonb('details').notNull().default({}),
  ip: text('ip').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/* ---- Packages, courses, branches, enrollment and money (0009_commerce.sql; docs/product-spec.md §11) ---- */
const money = (name: string) => bigint(name, { mode: 'number' });
const status2 = (name = 'status') => text(name, { enum: ['active', 'inactive'] });

export const branches = pgTable('branches', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  code: text('code').notNull().default(''),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  managerName: text('manager_name').notNull().default(''),
  status: status2().notNull().default('active'),
  contract: jsonb('contract').$type<Record<string, unknown>>().notNull().default({}),
  support: jsonb('support').$type<Record<string, unknown>>().notNull().default({}),
  addons: jsonb('addons').$type<unknown[]>().notNull().default([]),
  payment: jsonb('payment').$type<Record<string, unknown>>().notNull().default({}),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
});

/** A package (what a student buys) or a course (kind COURSE); audience CENTRE = the platform's plans for centres (no organization). */
export const packages = pgTable('packages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['PACKAGE', 'COURSE'] }).notNull().default('PACKAGE'),
  audience: text('audience', { enum: ['STUDENT', 'CENTRE'] }).notNull().default('STUDENT'),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  delivery: text('delivery', { enum: ['BOTH', 'BRANCH', 'ONLINE'] }).notNull().default('ONLINE'),
  properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
  addons: jsonb('addons').$type<unknown[]>().notNull().default([]),
  schedule: jsonb('schedule').$type<unknown[]>().notNull().default([]),
  durationDays: integer('duration_days').notNull().default(30),
  priceMinor: money('price_minor').notNull().default(0),
  currency: text('currency').notNull().default('BDT'),
  status: text('status', { enum: ['draft', 'active', 'inactive'] }).notNull().default('draft'),
  step: text('step').notNull().default(''),
  visited: text('visited').array().notNull().default([]),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
});

export const packageItems = pgTable(
  'package_items',
  {
    packageId: integer('package_id').notNull().references(() => packages.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    itemKind: text('item_kind', { enum: ['question', 'practice_test', 'mock_test', 'quiz_set'] }).notNull(),
    itemId: integer('item_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.itemKind, t.itemId] })],
);

export const packageTrainers = pgTable(
  'package_trainers',
  {
    packageId: integer('package_id').notNull().references(() => packages.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.userId] })],
);

export const packageBranches = pgTable(
  'package_branches',
  {
    packageId: integer('package_id').notNull().references(() => packages.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').notNull().references(() => branches.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.branchId] })],
);

export const packageFaqs = pgTable('package_faqs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  packageId: integer('package_id').references(() => packages.id, { onDelete: 'cascade' }),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const promoCodes = pgTable('promo_codes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  description: text('description').notNull().default(''),
  discountKind: text('discount_kind', { enum: ['PERCENT', 'FIXED'] }).notNull(),
  /** PERCENT: 1..100; FIXED: minor units */
  amount: money('amount').notNull(),
  startsAt: ts('starts_at'),
  endsAt: ts('ends_at'),
  usageLimit: integer('usage_limit'),
  usedCount: integer('used_count').notNull().default(0),
  /** empty: every package of the centre */
  packageIds: integer('package_ids').array().notNull().default([]),
  branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
  status: status2().notNull().default('active'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const enrollments = pgTable('enrollments', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  packageId: integer('package_id').notNull().references(() => packages.id),
  branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
  status: text('status', { enum: ['pending', 'active', 'ended', 'cancelled'] }).notNull().default('pending'),
  startsOn: date('starts_on', { mode: 'string' }),
  endsOn: date('ends_on', { mode: 'string' }),
  previousId: integer('previous_id').references((): AnyPgColumn => enrollments.id, { onDelete: 'set null' }),
  reason: text('reason', { enum: ['new', 'renew', 'change'] }).notNull().default('new'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const invoices = pgTable('invoices', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  number: text('number').notNull(),
  enrollmentId: integer('enrollment_id').references(() => enrollments.id, { onDelete: 'set null' }),
  studentId: integer('student_id').references(() => users.id, { onDelete: 'set null' }),
  branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
  preRegistrationId: integer('pre_registration_id').references((): AnyPgColumn => preRegistrations.id, { onDelete: 'set null' }),
  packageId: integer('package_id').references(() => packages.id, { onDelete: 'set null' }),
  promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
  currency: text('currency').notNull(),
  subtotalMinor: money('subtotal_minor').notNull(),
  discountMinor: money('discount_minor').notNull().default(0),
  totalMinor: money('total_minor').notNull(),
  paidMinor: money('paid_minor').notNull().default(0),
  status: text('status', { enum: ['unpaid', 'partial', 'paid', 'void'] }).notNull().default('unpaid'),
  issuedOn: date('issued_on', { mode: 'string' }).notNull().default(sql`current_date`),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const invoiceInstalments = pgTable('invoice_instalments', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  invoiceId: integer('invoice_id').notNull().references(() => invoices.id, { onDelete: 'cascade' }),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  seq: smallint('seq').notNull(),
  dueOn: date('due_on', { mode: 'string' }).notNull(),
  amountMinor: money('amount_minor').notNull(),
  paidMinor: money('paid_minor').notNull().default(0),
  status: text('status', { enum: ['due', 'paid'] }).notNull().default('due'),
}, (t) => [unique().on(t.invoiceId, t.seq)]);

export const transactions = pgTable('transactions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  invoiceId: integer('invoice_id').notNull().references(() => invoices.id, { onDelete: 'cascade' }),
  instalmentId: integer('instalment_id').references(() => invoiceInstalments.id, { onDelete: 'set null' }),
  amountMinor: money('amount_minor').notNull(),
  currency: text('currency').notNull(),
  provider: text('provider').notNull().default('manual'),
  method: text('method', { enum: ['cash', 'bank_transfer', 'mobile_banking', 'card'] }).notNull(),
  receiptNumber: text('receipt_number').notNull(),
  reference: text('reference').notNull().default(''),
  idempotencyKey: text('idempotency_key').notNull(),
  recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const promoRedemptions = pgTable('promo_redemptions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  promoCodeId: integer('promo_code_id').notNull().references(() => promoCodes.id, { onDelete: 'cascade' }),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
  email: text('email').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** The spec's "dummy organization": a centre's onboarding draft, read only with the secret of its resume link. */
export const preRegistrations = pgTable('pre_registrations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tokenHash: text('token_hash').notNull().unique(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  step: text('step').notNull().default(''),
  visited: text('visited').array().notNull().default([]),
  email: text('email').notNull().default(''),
  subdomain: text('subdomain').notNull().default(''),
  planPackageId: integer('plan_package_id').references(() => packages.id, { onDelete: 'set null' }),
  termsAcceptedAt: ts('terms_accepted_at'),
  status: text('status', { enum: ['draft', 'submitted', 'approved', 'rejected'] }).notNull().default('draft'),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
  reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  reviewedAt: ts('reviewed_at'),
  reviewNote: text('review_note').notNull().default(''),
  submittedAt: ts('submitted_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const studentRegistrations = pgTable('student_registrations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  step: text('step').notNull().default(''),
  visited: text('visited').array().notNull().default([]),
  email: text('email').notNull().default(''),
  packageId: integer('package_id').references(() => packages.id, { onDelete: 'set null' }),
  branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
  promoCode: text('promo_code').notNull().default(''),
  instalments: smallint('instalments').notNull().default(1),
  status: text('status', { enum: ['draft', 'submitted', 'completed'] }).notNull().default('draft'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
  submittedAt: ts('submitted_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const commerceMessages = pgTable('commerce_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  scope: text('scope', { enum: ['branch', 'enrollment', 'course'] }).notNull(),
  targetId: integer('target_id'),
  audience: text('audience').notNull().default('students'),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  recipients: integer('recipients').notNull().default(0),
  sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

// ==== uploads (migration 0012_*.sql): its helper's tables go between these two lines ====
/** A finished resumable upload (modules/uploads) and the stored file it became; written with its uploads row. */
export const resumableUploads = pgTable('resumable_uploads', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** the tus upload id (32 hex digits) the client knows from its Location */
  uploadId: text('upload_id').notNull().unique(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  path: text('path').notNull().references(() => uploads.path, { onDelete: 'cascade' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});
// ==== end uploads ====

// ==== materials (migration 0013_*.sql): its helper's tables go between these two lines ====
/** A material (server/modules/materials/README.md); organization_id null = the master's, shared with every centre. */
export const materials = pgTable('materials', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  kind: text('kind', { enum: ['pdf', 'word', 'image', 'audio', 'video'] }).notNull(),
  source: text('source', { enum: ['platform', 'student'] }).notNull().default('platform'),
  special: boolean('special').notNull().default(false),
  status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
  filePath: text('file_path').notNull(),
  fileMime: text('file_mime').notNull(),
  fileSize: bigint('file_size', { mode: 'number' }).notNull(),
  thumbnailPath: text('thumbnail_path'),
  searchText: text('search_text').notNull().default(''),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
});
export const materialGroups = pgTable(
  'material_groups',
  {
    materialId: integer('material_id').notNull().references(() => materials.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.materialId, t.groupId] })],
);
export const materialPackages = pgTable(
  'material_packages',
  {
    materialId: integer('material_id').notNull().references(() => materials.id, { onDelete: 'cascade' }),
    packageId: integer('package_id').notNull().references(() => packages.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.materialId, t.packageId] })],
);
// ==== end materials ====

// ==== toolkit (migration 0014_*.sql): its helper's tables go between these two lines ====
const TOOLKIT_STATUS = ['active', 'inactive'] as const;
/** Explanations and sample answers (kind), of one question or of a question type (question_id null). */
export const questionAids = pgTable('question_aids', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['explanation', 'sample-answer'] }).notNull(),
  questionId: integer('question_id').references(() => questions.id, { onDelete: 'cascade' }),
  questionTypeId: integer('question_type_id').notNull().references(() => questionTypes.id),
  title: text('title').notNull().default(''),
  body: text('body').notNull(),
  audio: text('audio'),
  status: text('status', { enum: TOOLKIT_STATUS }).notNull().default('active'),
  isDefault: boolean('is_default').notNull().default(false),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export const studyGuides = pgTable('study_guides', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  questionTypeId: integer('question_type_id').references(() => questionTypes.id),
  section: text('section', { enum: ['listening', 'writing', 'speaking', 'reading'] }),
  title: text('title').notNull(),
  body: text('body').notNull(),
  status: text('status', { enum: TOOLKIT_STATUS }).notNull().default('active'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export const prompts = pgTable('prompts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  questionTypeId: integer('question_type_id').references(() => questionTypes.id),
  title: text('title').notNull(),
  text: text('text').notNull(),
  status: text('status', { enum: TOOLKIT_STATUS }).notNull().default('active'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export const timePresets = pgTable('time_presets', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  questionTypeId: integer('question_type_id').references(() => questionTypes.id),
  preparationSec: integer('preparation_sec').notNull(),
  answerSec: integer('answer_sec').notNull(),
  status: text('status', { enum: TOOLKIT_STATUS }).notNull().default('active'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export const iframeMarkers = pgTable('iframe_markers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  url: text('url').notNull(),
  status: text('status', { enum: TOOLKIT_STATUS }).notNull().default('active'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export const toolkitCommunications = pgTable('toolkit_communications', {
  kind: text('kind', { enum: ['intro', 'end'] }).primaryKey(),
  title: text('title').notNull().default(''),
  body: text('body').notNull().default(''),
  status: text('status', { enum: TOOLKIT_STATUS }).notNull().default('active'),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
// ==== end toolkit ====

// ==== content-management (migration 0015_*.sql): its helper's tables go between these two lines ====
/** Content management (0015): an item is named by kind + id; organization_id is the item's owner (null = the platform). */
export const CONTENT_KINDS = ['question', 'quiz', 'test', 'material'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const contentAssignments = pgTable(
  'content_assignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    itemKind: text('item_kind', { enum: CONTENT_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    assigneeId: integer('assignee_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    assignedAt: ts('assigned_at').notNull().defaultNow(),
  },
  (t) => [unique('content_assignments_item_key').on(t.itemKind, t.itemId)],
);

export const contentItemBranches = pgTable(
  'content_item_branches',
  {
    organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    itemKind: text('item_kind', { enum: CONTENT_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    branchId: integer('branch_id').notNull().references(() => branches.id, { onDelete: 'cascade' }),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemKind, t.itemId, t.branchId] })],
);

export const contentMessages = pgTable('content_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  itemKind: text('item_kind', { enum: CONTENT_KINDS }).notNull(),
  itemId: integer('item_id').notNull(),
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  body: text('body').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export interface BulkRowError {
  row: number;
  field: string;
  message: string;
}

export const bulkUploadBatches = pgTable('bulk_upload_batches', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['question', 'quiz', 'material'] }).notNull(),
  fileName: text('file_name').notNull(),
  fileFormat: text('file_format', { enum: ['csv', 'xlsx', 'json'] }).notNull(),
  fileHash: text('file_hash').notNull(),
  totalRows: integer('total_rows').notNull().default(0),
  createdCount: integer('created_count').notNull().default(0),
  duplicateCount: integer('duplicate_count').notNull().default(0),
  rejectedCount: integer('rejected_count').notNull().default(0),
  errors: jsonb('errors').$type<BulkRowError[]>().notNull().default([]),
  duplicates: jsonb('duplicates').$type<Array<{ row: number; question_id: number | null }>>().notNull().default([]),
  repeatOf: integer('repeat_of').references((): AnyPgColumn => bulkUploadBatches.id, { onDelete: 'set null' }),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** unique per owner on (coalesce(organization_id, 0), content_hash): an expression index in the migration */
export const questionContentHashes = pgTable('question_content_hashes', {
  questionId: integer('question_id').primaryKey().references(() => questions.id, { onDelete: 'cascade' }),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  contentHash: text('content_hash').notNull(),
});
// ==== end content-management ====

// ==== word-lists and extras (migration 0016_*.sql): its helper's tables go between these two lines ====
export const wordLists = pgTable('word_lists', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** null: the platform's (the master's) list */
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
  publicToStudents: boolean('public_to_students').notNull().default(false),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const wordListWords = pgTable('word_list_words', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  wordListId: integer('word_list_id').notNull().references(() => wordLists.id, { onDelete: 'cascade' }),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  word: text('word').notNull(),
  note: text('note').notNull().default(''),
});

export const wordListGroups = pgTable(
  'word_list_groups',
  {
    wordListId: integer('word_list_id').notNull().references(() => wordLists.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.wordListId, t.groupId] })],
);

export const wordCardProgress = pgTable(
  'word_card_progress',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    wordId: integer('word_id').notNull().references(() => wordListWords.id, { onDelete: 'cascade' }),
    wordListId: integer('word_list_id').notNull().references(() => wordLists.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    box: smallint('box').notNull().default(0),
    dueAt: ts('due_at'),
    lastSeenAt: ts('last_seen_at'),
    timesKnown: integer('times_known').notNull().default(0),
    timesAgain: integer('times_again').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.wordId] })],
);

export const demoRequests = pgTable('demo_requests', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  preferredTime: text('preferred_time').notNull().default(''),
  message: text('message').notNull().default(''),
  ip: text('ip').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
});
// ==== end word-lists and extras ====

// ==== study-plan (migration 0017_*.sql): its helper's tables go between these two lines ====
/** A template of tasks (staff) or one student's own copy of it (0017; server/modules/study-plan/README.md). */
export const studyPlans = pgTable('study_plans', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['template', 'student'] }).notNull().default('template'),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  examDate: date('exam_date', { mode: 'string' }),
  targetScores: jsonb('target_scores').$type<Partial<Record<'speaking' | 'listening' | 'reading' | 'writing', number>>>().notNull().default({}),
  studentId: integer('student_id').references(() => users.id, { onDelete: 'cascade' }),
  sourcePlanId: integer('source_plan_id').references((): AnyPgColumn => studyPlans.id, { onDelete: 'set null' }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [unique().on(t.sourcePlanId, t.studentId)]);

export const studyPlanTasks = pgTable('study_plan_tasks', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  planId: integer('plan_id').notNull().references(() => studyPlans.id, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }).notNull(),
  position: integer('position').notNull().default(0),
  kind: text('kind', { enum: ['practice', 'question', 'test', 'material', 'class', 'free'] }).notNull(),
  /** a question, test or material id (materials: no foreign key, another module's table) */
  targetId: integer('target_id'),
  targetRef: text('target_ref').notNull().default(''),
  title: text('title').notNull(),
  section: text('section', { enum: ['speaking', 'writing', 'reading', 'listening'] }),
  minutes: integer('minutes'),
  status: text('status', { enum: ['todo', 'done', 'skipped'] }).notNull().default('todo'),
  doneAt: ts('done_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const studyPlanAchievements = pgTable('study_plan_achievements', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  planId: integer('plan_id').notNull().references(() => studyPlans.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  earnedAt: ts('earned_at').notNull().defaultNow(),
}, (t) => [unique().on(t.planId, t.code)]);
// ==== end study-plan ====

// ==== online-class (migration 0018_*.sql): its helper's tables go between these two lines ====
/** An online class (0018; server/modules/online-class/README.md); organization_id null = a platform class. */
export const onlineClasses = pgTable('online_classes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  thumbnailPath: text('thumbnail_path'),
  level: text('level', { enum: ['beginner', 'intermediate', 'advanced'] }).notNull().default('beginner'),
  ribbon: text('ribbon', { enum: ['new', 'popular', 'bestseller', 'recommended', 'updated'] }),
  featured: boolean('featured').notNull().default(false),
  whyImportant: jsonb('why_important').$type<string[]>().notNull().default([]),
  status: text('status', { enum: ['draft', 'published'] }).notNull().default('draft'),
  publishedAt: ts('published_at'),
  sourceClassId: integer('source_class_id').references((): AnyPgColumn => onlineClasses.id, { onDelete: 'set null' }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
});
export const onlineClassFaqs = pgTable('online_class_faqs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  classId: integer('class_id').notNull().references(() => onlineClasses.id, { onDelete: 'cascade' }),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  position: integer('position').notNull().default(0),
});
export const onlineClassGroups = pgTable(
  'online_class_groups',
  {
    classId: integer('class_id').notNull().references(() => onlineClasses.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.classId, t.groupId] })],
);
export const onlineClassPackages = pgTable(
  'online_class_packages',
  {
    classId: integer('class_id').notNull().references(() => onlineClasses.id, { onDelete: 'cascade' }),
    packageId: integer('package_id').notNull().references(() => packages.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.classId, t.packageId] })],
);
export const onlineClassModules = pgTable('online_class_modules', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  classId: integer('class_id').notNull().references(() => onlineClasses.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
  sequential: boolean('sequential').notNull().default(false),
  minQuizPercent: integer('min_quiz_percent'),
});
export const onlineClassChapters = pgTable('online_class_chapters', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  classId: integer('class_id').notNull().references(() => onlineClasses.id, { onDelete: 'cascade' }),
  moduleId: integer('module_id').notNull().references(() => onlineClassModules.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
});
export const onlineClassParts = pgTable('online_class_parts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  classId: integer('class_id').notNull().references(() => onlineClasses.id, { onDelete: 'cascade' }),
  chapterId: integer('chapter_id').notNull().references(() => onlineClassChapters.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
  kind: text('kind', { enum: ['video', 'text', 'material', 'quiz', 'pte'] }).notNull(),
  title: text('title').notNull().default(''),
  /** a material (video or any kind); no foreign key: another module's table */
  materialId: integer('material_id'),
  videoPath: text('video_path'),
  paragraphs: jsonb('paragraphs').$type<string[]>().notNull().default([]),
  quizSetId: integer('quiz_set_id').references(() => tests.id, { onDelete: 'set null' }),
  questionIds: integer('question_ids').array().notNull().default([]),
  durationSec: integer('duration_sec'),
});
export const onlineClassProgress = pgTable('online_class_progress', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  classId: integer('class_id').notNull().references(() => onlineClasses.id, { onDelete: 'cascade' }),
  partId: integer('part_id').notNull().references(() => onlineClassParts.id, { onDelete: 'cascade' }),
  completedAt: ts('completed_at').notNull().defaultNow(),
}, (t) => [unique().on(t.userId, t.partId)]);
export const onlineClassBookmarks = pgTable('online_class_bookmarks', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  classId: integer('class_id').notNull().references(() => onlineClasses.id, { onDelete: 'cascade' }),
  partId: integer('part_id').references(() => onlineClassParts.id, { onDelete: 'cascade' }),
  chapterId: integer('chapter_id').references(() => onlineClassChapters.id, { onDelete: 'cascade' }),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [unique().on(t.userId, t.partId), unique().on(t.userId, t.chapterId)]);
export const onlineClassVideoPositions = pgTable('online_class_video_positions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  partId: integer('part_id').notNull().references(() => onlineClassParts.id, { onDelete: 'cascade' }),
  positionSec: doublePrecision('position_sec').notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [unique().on(t.userId, t.partId)]);
// ==== end online-class ====

// ==== content-management materials (migration 0019_*.sql, only if needed): between these two lines ====
/**
 * What content management knows of a material (server/modules/content-management/README.md "Materials"): its file's
 * SHA-256, whether it is a draft, and the bulk-upload batch that brought it (staged = soft-deleted until the batch ends).
 */
export const contentMaterials = pgTable('content_materials', {
  materialId: integer('material_id').primaryKey().references(() => materials.id, { onDelete: 'cascade' }),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  contentHash: text('content_hash'),
  draft: boolean('draft').notNull().default(false),
  batchId: integer('batch_id').references(() => bulkUploadBatches.id, { onDelete: 'set null' }),
  staged: boolean('staged').notNull().default(false),
  batchRow: integer('batch_row'),
});
// ==== end content-management materials ====

// ==== help (0023_help.sql) ====
export const helpArticles = pgTable('help_articles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  portal: text('portal', { enum: ['student', 'teacher', 'admin'] }).notNull(),
  topic: text('topic', { enum: ['how-to-use', 'material', 'registration-process'] }).notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  bodyText: text('body_text').notNull().default(''),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export const helpFaqs = pgTable('help_faqs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  portal: text('portal', { enum: ['student', 'teacher', 'admin'] }).notNull(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  position: integer('position').notNull().default(0),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
// ==== end help ====

// ==== blog ====
export const blogPosts = pgTable('blog_posts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  slug: text('slug').notNull(),
  excerpt: text('excerpt').notNull().default(''),
  bodyHtml: text('body_html').notNull().default(''),
  coverImage: text('cover_image'),
  status: text('status', { enum: ['draft', 'published'] }).notNull().default('draft'),
  publishedAt: ts('published_at'),
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  authorName: text('author_name').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
// ==== end blog ====

// ==== jobs (server/modules/jobs, migration 0020) ====
export const jobCirculars = pgTable('job_circulars', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  jobPosition: text('job_position').notNull(),
  postingDate: date('posting_date', { mode: 'string' }).notNull().default(sql`current_date`),
  active: boolean('active').notNull().default(true),
  jobType: text('job_type', { enum: ['full_time', 'part_time', 'contract', 'internship', 'freelance'] }).notNull().default('full_time'),
  salaryType: text('salary_type', { enum: ['monthly', 'hourly', 'yearly', 'fixed', 'negotiable'] }).notNull().default('monthly'),
  salaryRangeMin: integer('salary_range_min'),
  salaryRangeMax: integer('salary_range_max'),
  workplace: text('workplace', { enum: ['on_site', 'remote', 'hybrid'] }).notNull().default('on_site'),
  restrictions: text('restrictions').notNull().default(''),
  deadline: date('deadline', { mode: 'string' }).notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export const jobQuestions = pgTable('job_questions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  circularId: integer('circular_id').notNull().references(() => jobCirculars.id, { onDelete: 'cascade' }),
  question: text('question').notNull(),
  required: boolean('required').notNull().default(false),
  position: integer('position').notNull().default(0),
});
export const trainerApplications = pgTable('trainer_applications', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  circularId: integer('circular_id').notNull().references(() => jobCirculars.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  status: text('status', { enum: ['draft', 'new', 'shortlisted', 'interview', 'rejected', 'hired'] }).notNull().default('draft'),
  step: text('step').notNull().default(''),
  visited: text('visited').array().notNull().default([]),
  applicantName: text('applicant_name').notNull().default(''),
  applicantEmail: text('applicant_email').notNull().default(''),
  applicantContactNumber: text('applicant_contact_number').notNull().default(''),
  expectedSalary: integer('expected_salary'),
  choosingReason: text('choosing_reason').notNull().default(''),
  cv: text('cv'),
  pteScoreCard: text('pte_score_card'),
  educationalDetails: jsonb('educational_details').$type<unknown[]>().notNull().default([]),
  experienceDetails: jsonb('experience_details').$type<unknown[]>().notNull().default([]),
  answers: jsonb('answers').$type<Array<{ question_id: number; answer: string }>>().notNull().default([]),
  point: integer('point'),
  reviewerNote: text('reviewer_note').notNull().default(''),
  active: boolean('active').notNull().default(true),
  applicationDate: ts('application_date'),
  hiredUserId: integer('hired_user_id').references(() => users.id, { onDelete: 'set null' }),
  rejectionMailedAt: ts('rejection_mailed_at'),
  reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
// ==== end jobs ====

// ==== forms (0021_forms.sql; server/modules/forms/README.md) ====
/** A field of a form as stored in `forms.fields` (jsonb): the contract's FormField. */
type StoredFormField = { id: string; kind: string; label: string; help: string; required: boolean; options: string[] };
export const forms = pgTable('forms', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  fields: jsonb('fields').$type<StoredFormField[]>().notNull().default(sql`'[]'::jsonb`),
  retiredFields: jsonb('retired_fields').$type<StoredFormField[]>().notNull().default(sql`'[]'::jsonb`),
  status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
  closeOn: date('close_on', { mode: 'string' }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export const formResponses = pgTable('form_responses', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  formId: integer('form_id').notNull().references(() => forms.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  ip: text('ip').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
});
// ==== end forms ====

// ==== tasks (0026_tasks.sql; server/modules/tasks/README.md) ====
export const TASK_STATUSES = ['open', 'in-progress', 'done'] as const;
export const TASK_PRIORITIES = ['low', 'normal', 'high'] as const;
export const TASK_LINK_KINDS = ['evaluation', 'student', 'contact', 'deal', 'live-class'] as const;
export const tasks = pgTable('tasks', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  notes: text('notes').notNull().default(''),
  assigneeId: integer('assignee_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  dueAt: ts('due_at'),
  status: text('status', { enum: TASK_STATUSES }).notNull().default('open'),
  priority: text('priority', { enum: TASK_PRIORITIES }).notNull().default('normal'),
  linkKind: text('link_kind', { enum: TASK_LINK_KINDS }),
  linkId: integer('link_id'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  completedAt: ts('completed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
// ==== end tasks ====

// ==== contacts (0027_contacts.sql; server/modules/contacts/README.md) ====
export const contactLists = pgTable('contact_lists', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['list', 'seminar', 'webinar', 'workshop', 'trial-class'] }).notNull().default('list'),
  eventAt: ts('event_at'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
/** Unique per centre on lower(email) (an expression index in the SQL, not stated here). */
export const contacts = pgTable('contacts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  name: text('name').notNull().default(''),
  phone: text('phone').notNull().default(''),
  source: text('source', {
    enum: ['manual', 'import', 'form', 'blog', 'trial-class', 'expired-student', 'seminar', 'webinar', 'workshop'],
  }).notNull().default('manual'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  formId: integer('form_id').references(() => forms.id, { onDelete: 'set null' }),
  unsubscribedAt: ts('unsubscribed_at'),
  unsubscribeTokenHash: text('unsubscribe_token_hash').unique(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export const contactListMembers = pgTable(
  'contact_list_members',
  {
    listId: integer('list_id').notNull().references(() => contactLists.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    addedAt: ts('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.contactId] })],
);
export const contactFormSources = pgTable('contact_form_sources', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  formId: integer('form_id').notNull().unique().references(() => forms.id, { onDelete: 'cascade' }),
  emailField: text('email_field').notNull(),
  nameField: text('name_field'),
  phoneField: text('phone_field'),
  listId: integer('list_id').references(() => contactLists.id, { onDelete: 'set null' }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export const deals = pgTable('deals', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  contactId: integer('contact_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  valueMinor: bigint('value_minor', { mode: 'number' }).notNull().default(0),
  stage: text('stage', { enum: ['new', 'contacted', 'trial', 'negotiation', 'won', 'lost'] }).notNull().default('new'),
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
  notes: text('notes').notNull().default(''),
  stageChangedAt: ts('stage_changed_at').notNull().defaultNow(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
// ==== end contacts ====

// ==== crm (0029_crm.sql; server/modules/crm/README.md) ====
/** Points awarded to a student (never deleted: a revoked award keeps who, when and why). */
export const crmPointAwards = pgTable('crm_point_awards', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  points: smallint('points').notNull(),
  reason: text('reason', { enum: ['test', 'practice', 'homework', 'attendance', 'participation', 'improvement', 'other'] }).notNull(),
  note: text('note').notNull().default(''),
  awardedBy: integer('awarded_by').references(() => users.id, { onDelete: 'set null' }),
  awardedAt: ts('awarded_at').notNull().defaultNow(),
  revokedAt: ts('revoked_at'),
  revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  revokeReason: text('revoke_reason'),
});
// ==== end crm ====

// ==== popups (0030_popups.sql; server/modules/popups/README.md) ====
export const POPUP_KINDS = ['notice', 'forum', 'suggestion', 'feedback', 'blog-share'] as const;
export const POPUP_STATUSES = ['draft', 'active', 'archived'] as const;
export const popups = pgTable('popups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: POPUP_KINDS }).notNull(),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  audienceAll: boolean('audience_all').notNull().default(false),
  blogPostId: integer('blog_post_id').references(() => blogPosts.id, { onDelete: 'set null' }),
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at').notNull(),
  status: text('status', { enum: POPUP_STATUSES }).notNull().default('draft'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export const popupGroups = pgTable(
  'popup_groups',
  {
    popupId: integer('popup_id').notNull().references(() => popups.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.popupId, t.groupId] })],
);
export const popupStudents = pgTable(
  'popup_students',
  {
    popupId: integer('popup_id').notNull().references(() => popups.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.popupId, t.userId] })],
);
export const popupReceipts = pgTable(
  'popup_receipts',
  {
    popupId: integer('popup_id').notNull().references(() => popups.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    seenAt: ts('seen_at').notNull().defaultNow(),
    dismissedAt: ts('dismissed_at'),
  },
  (t) => [primaryKey({ columns: [t.popupId, t.userId] })],
);
/** One answer per student for suggestion and feedback: a partial unique index on (popup_id, user_id) where `single`. */
export const popupResponses = pgTable('popup_responses', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  popupId: integer('popup_id').notNull().references(() => popups.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  text: text('text').notNull().default(''),
  rating: smallint('rating'),
  single: boolean('single').notNull().default(false),
  hiddenAt: ts('hidden_at'),
  hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});
// ==== end popups ====

// ==== schedule (0025_schedule.sql; server/modules/schedule/README.md) ====
export const scheduleSessions = pgTable('schedule_sessions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['class', 'live'] }).notNull().default('class'),
  title: text('title').notNull(),
  trainerId: integer('trainer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  room: text('room').notNull().default(''),
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at').notNull(),
  meetingUrl: text('meeting_url'),
  recordingUrl: text('recording_url'),
  reminderMinutes: integer('reminder_minutes').notNull().default(30),
  remindedFor: ts('reminded_for'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export const scheduleSessionGroups = pgTable(
  'schedule_session_groups',
  {
    sessionId: integer('session_id').notNull().references(() => scheduleSessions.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.groupId] })],
);
export const scheduleSessionMaterials = pgTable(
  'schedule_session_materials',
  {
    sessionId: integer('session_id').notNull().references(() => scheduleSessions.id, { onDelete: 'cascade' }),
    materialId: integer('material_id').notNull().references(() => materials.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.materialId] })],
);
export const scheduleAttendance = pgTable(
  'schedule_attendance',
  {
    sessionId: integer('session_id').notNull().references(() => scheduleSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    joinedAt: ts('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] })],
);
export const scheduleFeedTokens = pgTable('schedule_feed_tokens', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
// ==== end schedule ====

// ==== campaigns (0028_campaigns.sql; server/modules/campaigns/README.md) ====
export const campaigns = pgTable('campaigns', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  audience: jsonb('audience').notNull(),
  status: text('status', { enum: ['draft', 'sending', 'sent', 'cancelled'] }).notNull().default('draft'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  startedAt: ts('started_at'),
  finishedAt: ts('finished_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'queued', 'skipped-unsubscribed'] }).notNull().default('pending'),
    outboxId: integer('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    unsubscribeTokenHash: text('unsubscribe_token_hash').unique(),
    queuedAt: ts('queued_at'),
    unsubscribedAt: ts('unsubscribed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.campaignId, t.contactId)],
);
export const automations = pgTable('automations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  event: text('event', { enum: ['package.expiring', 'evaluation.released', 'contact.created'] }).notNull(),
  action: text('action', { enum: ['send-mail', 'create-task', 'add-contact'] }).notNull(),
  config: jsonb('config').notNull().default({}),
  enabled: boolean('enabled').notNull().default(true),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export const automationRuns = pgTable(
  'automation_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    automationId: integer('automation_id').notNull().references(() => automations.id, { onDelete: 'cascade' }),
    subjectKey: text('subject_key').notNull(),
    status: text('status', { enum: ['done', 'skipped', 'failed'] }).notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.automationId, t.subjectKey)],
);
// ==== end campaigns ====

// ==== queue (0024_queue_notifications.sql; server/README.md "Jobs", server/modules/notifications/README.md) ====
export const queueJobs = pgTable('queue_jobs', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  state: text('state', { enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
  runAt: ts('run_at').notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  singletonKey: text('singleton_key'),
  lockedUntil: ts('locked_until'),
  lastError: text('last_error'),
  createdAt: ts('created_at').notNull().defaultNow(),
  finishedAt: ts('finished_at'),
});
export const queueSchedules = pgTable('queue_schedules', {
  name: text('name').primaryKey(),
  everyMs: integer('every_ms').notNull(),
  nextRunAt: ts('next_run_at').notNull().defaultNow(),
  runningUntil: ts('running_until'),
  lastError: text('last_error'),
});
export const notifications = pgTable('notifications', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['evaluation.released', 'test.assigned', 'class.assigned', 'live-class.starting', 'package.expiring', 'task.assigned', 'campaign.finished', 'popup'] }).notNull(),
  params: jsonb('params').$type<Record<string, string | number>>().notNull().default(sql`'{}'::jsonb`),
  link: text('link'),
  dedupeKey: text('dedupe_key'),
  createdAt: ts('created_at').notNull().defaultNow(),
  readAt: ts('read_at'),
});
// ==== end queue ====

export const schema = {
  queueJobs, queueSchedules, notifications, // queue
  organizations, permissions, roles, rolePermissions, users, targetScores, sessions, oneTimeTokens, outbox, loginAttempts, loginKnownAddresses, uploads,
  questionTypes, quizTypes, questions, questionKeys, questionAttempts, tests, answerSheets, answerSheetItems,
  groups, groupMembers, auditLog,
  branches, packages, packageItems, packageTrainers, packageBranches, packageFaqs, promoCodes, enrollments, invoices, invoiceInstalments,
  transactions, promoRedemptions, preRegistrations, studentRegistrations, commerceMessages,
  resumableUploads, // uploads
  materials, materialGroups, materialPackages, // materials
  questionAids, studyGuides, prompts, timePresets, iframeMarkers, toolkitCommunications, // toolkit
  contentAssignments, contentItemBranches, contentMessages, bulkUploadBatches, questionContentHashes, // content-management
  wordLists, wordListWords, wordListGroups, wordCardProgress, demoRequests, // word-lists and extras
  studyPlans, studyPlanTasks, studyPlanAchievements, // study-plan
  // online-class
  onlineClasses, onlineClassFaqs, onlineClassGroups, onlineClassPackages, onlineClassModules, onlineClassChapters, onlineClassParts,
  onlineClassProgress, onlineClassBookmarks, onlineClassVideoPositions,
  contentMaterials, // content-management materials
  helpArticles, helpFaqs, // help
  blogPosts, // blog
  jobCirculars, jobQuestions, trainerApplications, // jobs
  forms, formResponses, // forms
  campaigns, campaignRecipients, automations, automationRuns, // campaigns
  scheduleSessions, scheduleSessionGroups, scheduleSessionMaterials, scheduleAttendance, scheduleFeedTokens, // schedule
  contactLists, contacts, contactListMembers, contactFormSources, deals, // contacts
  tasks, // tasks
  popups, popupGroups, popupStudents, popupReceipts, popupResponses, // popups
  crmPointAwards, // crm
};
